import { describe, expect, it } from "vitest";
import { searchTokens } from "./index.ts";

describe("issue 13: sizes — every spelling of a size is one token", () => {
  const spellings = [
    "47 x 100",
    "47x100",
    "47 X 100mm",
    "47 by 100",
    "47×100",
    "100x47",
    "100 x 47mm",
    "47mm x 100mm",
    "47mmx100mm",
    "47 * 100",
    "47 x 100 mm",
  ];
  it.each(spellings)("%j → 47x100, smallest first, no unit", (spelling) => {
    expect(searchTokens(spelling)[0]).toBe("47x100");
  });
  it("and every spelling gives exactly the same tokens", () => {
    const expected = ["47x100", "47mm", "100mm", "47", "100"];
    for (const spelling of spellings) expect(searchTokens(spelling)).toEqual(expected);
  });
  it("converts metres and centimetres to millimetres", () => {
    expect(searchTokens("2.4 x 1.2m")[0]).toBe("1200x2400");
    expect(searchTokens("2.4m x 1.2m")[0]).toBe("1200x2400");
    expect(searchTokens("60 x 120cm")[0]).toBe("600x1200");
    expect(searchTokens("1,220 x 2,440mm")[0]).toBe("1220x2440");
  });
  it("gives a number without a unit the next unit written, else the one before it", () => {
    expect(searchTokens("47 x 100mm x 4.8m")[0]).toBe("47x100x4800");
    expect(searchTokens("2.4m x 1.2")[0]).toBe("1200x2400");
  });
  it("lets metres reach only numbers under 10: 47 and 100 beside 3.6m are millimetres", () => {
    expect(searchTokens("47 x 100 x 3.6m")[0]).toBe("47x100x3600");
    expect(searchTokens("60 x 120cm")[0]).toBe("600x1200");
  });
  it("keeps the numbers as written too when a unit changed them, so '2.4' finds a 2.4m size", () => {
    expect(searchTokens("2.4 x 1.2m")).toEqual(expect.arrayContaining(["2.4", "1.2", "2400", "1200mm"]));
  });
});

describe("issue 13: three-number sizes (a brick, a sheet with its thickness)", () => {
  it("is one token smallest first, the same for any order", () => {
    expect(searchTokens("215 x 102.5 x 65mm")[0]).toBe("65x102.5x215");
    expect(searchTokens("65x215x102.5")[0]).toBe("65x102.5x215");
  });
  it("also holds each pair, so a two-number query meets it", () => {
    expect(searchTokens("2440 x 1220 x 18mm")).toEqual(
      expect.arrayContaining(["18x1220x2440", "1220x2440", "18x2440", "18x1220"]),
    );
  });
  it("also holds each side as a measure and a bare number", () => {
    expect(searchTokens("2400 x 1200 x 12.5mm")).toEqual(
      expect.arrayContaining(["12.5mm", "12.5", "2400mm"]),
    );
  });
});

describe("issue 13: measures", () => {
  it.each(["12.5mm", "12.5 mm", "12.5MM", "12.50mm", "12.5 millimetres"])(
    "%j → 12.5mm and the bare 12.5",
    (text) => {
      expect(searchTokens(text)).toEqual(["12.5mm", "12.5"]);
    },
  );
  it.each(["2.4m", "2.4 m", "2.4 metres", "2.40M", "240cm"])("%j → 2400mm", (text) => {
    expect(searchTokens(text)[0]).toBe("2400mm");
    expect(searchTokens(text)).toContain("2400");
  });
  it("keeps the metre number so a query '2.4' finds a 2.4m length", () => {
    expect(searchTokens("Angle Bead 2.4m")).toEqual(["angle", "bead", "2400mm", "2400", "2.4"]);
  });
  it("gives weights, volumes and power one spelling of their unit", () => {
    expect(searchTokens("25 kgs")).toEqual(["25kg", "25"]);
    expect(searchTokens("5 Litres")).toEqual(["5l", "5"]);
    expect(searchTokens("240V")).toEqual(["240v", "240"]);
  });
  it("leaves a number whose unit runs on into more letters or digits as one word", () => {
    expect(searchTokens("10m2")).toEqual(["10m2"]);
    expect(searchTokens("100mmx")).toEqual(["100mmx"]);
    expect(searchTokens("3x2cls")).toEqual(["3x2cls"]);
  });
  it("is no size when the x does not stand between the numbers with only spaces", () => {
    expect(searchTokens("47 x-100")).toEqual(["47", "100"]);
    expect(searchTokens("47 x")).toEqual(["47"]);
  });
  it("does not take a word that is no unit for a unit", () => {
    expect(searchTokens("5 boards")).toEqual(["5", "board", "boards"]);
  });
});

describe("issue 13: imperial nicknames are their own token in a title", () => {
  it.each(["4x2", "4 x 2", "2x4", '4" x 2"', "4in x 2in", "4 inch x 2 inch"])("%j → 2x4", (text) => {
    expect(searchTokens(text)).toEqual(["2x4"]);
  });
  it("reads a sheet in feet", () => {
    expect(searchTokens("8ft x 4ft")).toEqual(["4x8", "8ft", "4ft"]);
    expect(searchTokens("8' x 4'")).toEqual(["4x8"]);
  });
  it("a size written in millimetres is metric however small", () => {
    expect(searchTokens("4 x 2mm")).toEqual(["2x4", "2mm", "4mm", "2", "4"]);
  });
});

describe("issue 13: words — short trade words, numbers, accents, plurals", () => {
  it("keeps three-letter trade words and grades", () => {
    expect(searchTokens("OSB MDF PSE CLS C24 DPC")).toEqual(["osb", "mdf", "pse", "cls", "c24", "dpc"]);
  });
  it("keeps numbers and decimals, in one spelling", () => {
    expect(searchTokens("Pack of 100")).toEqual(["pack", "of", "100"]);
    expect(searchTokens("12.5 3.0 007")).toEqual(["12.5", "3", "7"]);
  });
  it("keeps words made of letters and digits whole", () => {
    expect(searchTokens("OSB3 M10 Hep2O")).toEqual(["osb3", "m10", "hep2o"]);
  });
  it("folds case and accents, and splits on anything but letters and digits", () => {
    expect(searchTokens("Façade/Plâtre, Straße; Ærø")).toEqual(["facade", "platre", "strasse", "aero"]);
  });
  it("reads '&' as 'and' and drops a lone 'x'", () => {
    expect(searchTokens("T&G")).toEqual(["t", "and", "g"]);
    expect(searchTokens("Sand & Cement")).toEqual(["sand", "and", "cement"]);
    expect(searchTokens("x")).toEqual([]);
  });
  it("indexes a plural both as written and as its singular", () => {
    expect(searchTokens("Wood Screws")).toEqual(["wood", "screw", "screws"]);
    expect(searchTokens("Joist Hangers")).toEqual(["joist", "hanger", "hangers"]);
  });
  it("finds hyphenated words as parts and as one word", () => {
    expect(searchTokens("Pre-stressed Lintel")).toEqual(["pre", "stressed", "prestressed", "lintel"]);
    expect(searchTokens("PVC-U")).toEqual(["pvc", "u", "pvcu"]);
    expect(searchTokens("Walk-in-Showers")).toEqual([
      "walk",
      "in",
      "shower",
      "showers",
      "walkinshower",
      "walkinshowers",
    ]);
  });
  it("does not join numbers at a hyphen", () => {
    expect(searchTokens("10-20mm")).toEqual(["10", "20mm", "20"]);
  });
  it("reads a whole title", () => {
    expect(searchTokens("Treated Timber C24 47x100mm 4.8m")).toEqual([
      "treated",
      "timber",
      "c24",
      "47x100",
      "47mm",
      "100mm",
      "47",
      "100",
      "4800mm",
      "4800",
      "4.8",
    ]);
  });
});

describe("issue 13: sizes in feet", () => {
  it("keep their unit, so a 6ft x 2ft trellis is not 6x2 timber, and each side is a measure of its own", () => {
    expect(searchTokens("Slatted Trellis 6ft x 2ft")).toEqual(
      expect.arrayContaining(["2ftx6ft", "6ft", "2ft"]),
    );
    expect(searchTokens("Slatted Trellis 6ft x 2ft")).not.toContain("2x6");
  });

  it("leave the 8ft x 4ft sheet its nickname, which 8x4 finds", () => {
    expect(searchTokens("Plywood Sheet 8ft x 4ft")).toEqual(expect.arrayContaining(["4x8", "8ft", "4ft"]));
  });
});
