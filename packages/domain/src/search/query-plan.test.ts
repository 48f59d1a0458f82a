import { describe, expect, it } from "vitest";
import { expandQuery, planFinds, synonymIndex, type QueryPlan } from "./index.ts";

const synonyms = synonymIndex();
const plan = (text: string): QueryPlan => expandQuery(text, synonyms);
const finds = (query: string, title: string): boolean => planFinds(plan(query), title);
/** Each position's alternatives as "token+token" strings, a trailing * for a prefix. */
const shape = (text: string): string[][] =>
  plan(text).positions.map((position) =>
    position.alternatives.map(
      (alternative) => `${alternative.tokens.join("+")}${alternative.prefix ? "*" : ""}`,
    ),
  );

describe("issue 13: sizes in a query meet sizes in titles however either is spelled", () => {
  const titles = [
    "Treated Sawn Timber 47 x 100mm",
    "Treated Timber C24 47x100mm 4.8m",
    "Joist 100 x 47",
    "CLS 47 by 100 x 3.6m",
  ];
  it.each(["47 x 100 ", "47x100 ", "47 X 100mm ", "47 by 100 ", "47×100 ", "100x47 ", "100 x 47mm "])(
    "%j finds them all",
    (query) => {
      for (const title of titles) expect(finds(query, title)).toBe(true);
    },
  );
  it("does not find another size", () => {
    expect(finds("47x100 ", "Treated Sawn Timber 47 x 150mm")).toBe(false);
    expect(finds("47x100 ", "Treated Sawn Timber 100 x 100mm")).toBe(false);
  });
  it("a two-number query finds a three-number title by its pair", () => {
    expect(finds("2440x1220 ", "OSB3 Board 2440 x 1220 x 18mm")).toBe(true);
    expect(finds("102.5 x 215 ", "Facing Brick 215 x 102.5 x 65mm")).toBe(true);
  });
  it("a three-number query finds a title that gives the sheet and its thickness apart", () => {
    expect(shape("2400 x 1200 x 12.5mm ")).toEqual([
      ["12.5x1200x2400", "12.5x1200+2400mm", "12.5x2400+1200mm", "1200x2400+12.5mm"],
    ]);
    expect(finds("2400 x 1200 x 12.5mm ", "Plasterboard Square Edge 12.5mm 2400x1200")).toBe(true);
    expect(finds("2400 x 1200 x 12.5mm ", "Plasterboard Square Edge 15mm 2400x1200")).toBe(false);
  });
});

describe("issue 13: measures and bare numbers", () => {
  it.each(["12.5mm ", "12.5 mm ", "12.5MM ", "12.5 "])("%j finds a 12.5mm board", (query) => {
    expect(finds(query, "Plasterboard Square Edge 12.5mm 2400x1200")).toBe(true);
    expect(finds(query, "Plasterboard 2400 x 1200 x 12.5mm")).toBe(true);
  });
  it("12.5mm does not find 15mm", () => {
    expect(finds("12.5mm ", "Plasterboard 15mm")).toBe(false);
  });
  it.each(["2.4m ", "2.4 m ", "2400mm ", "2400 ", "2.4 "])("%j finds a 2.4m length", (query) => {
    expect(finds(query, "Thin Coat Angle Bead 2.4m")).toBe(true);
  });
  it("a length query finds a size side of that length", () => {
    expect(finds("100mm timber ", "Treated Timber 47x100mm")).toBe(true);
  });
});

describe("issue 13: imperial nicknames in a query", () => {
  it("4x2 expands to 4x2 itself and 47x100 (and the other ways 4x2 is sold)", () => {
    const [alternatives] = shape("4x2 ");
    expect(alternatives).toEqual(
      expect.arrayContaining(["2x4", "47x100", "50x100", "38x100", "44x94", "38x89"]),
    );
  });
  it.each([
    ["4x2", "Treated Sawn Timber 47 x 100mm"],
    ["4 x 2", "Treated Sawn Timber 47 x 100mm"],
    ["2x4", "Treated Sawn Timber 47 x 100mm"],
    ["4x2", "Timber 4x2 Sawn"],
    ["4x2", "CLS Stud 38 x 89mm 2.4m"],
    ["3x2", "Treated Sawn Timber 47 x 75mm"],
    ["2x1", "Roofing Batten 22 x 47mm"],
    ["2x1", "Roofing Batten 25 x 50mm"],
    ["6x2", "C24 Joist 47 x 150mm"],
    ["8x4", "OSB3 Board 2440 x 1220 x 18mm"],
    ["8x4 plasterboard", "Plasterboard Square Edge 12.5mm 2400x1200"],
    ["8ft x 4ft", "Plywood 2440 x 1220mm"],
    ['4" x 2"', "Treated Sawn Timber 47 x 100mm"],
  ])("%j finds %j", (query, title) => {
    expect(finds(`${query} `, title)).toBe(true);
  });
  it("a metric query finds a title that names only the nickname", () => {
    expect(finds("47x100 ", "Timber 4x2 Sawn")).toBe(true);
  });
  it("a nickname does not find a different size", () => {
    expect(finds("4x2 ", "Treated Sawn Timber 47 x 150mm")).toBe(false);
    expect(finds("8x4 ", "Treated Timber 100 x 200mm")).toBe(false);
  });
  it("marks nickname alternatives apart from what was typed", () => {
    const [position] = plan("4x2 ").positions;
    expect(position!.alternatives.find((a) => a.tokens[0] === "2x4")?.source).toBe("typed");
    expect(position!.alternatives.find((a) => a.tokens[0] === "47x100")?.source).toBe("nickname");
  });
});

describe("issue 13: positions are ANDed, alternatives ORed", () => {
  it("every word must be met", () => {
    expect(finds("c24 47x100 ", "Treated Timber C24 47x100mm 4.8m")).toBe(true);
    expect(finds("c16 47x100 ", "Treated Timber C24 47x100mm 4.8m")).toBe(false);
  });
  it("keeps grades as they are: c24 finds C24 titles, not C16", () => {
    expect(shape("c24 ")).toEqual([["c24"]]);
    expect(finds("c24 ", "C24 Treated Sawn Timber")).toBe(true);
    expect(finds("c24 ", "C16 Treated Sawn Timber")).toBe(false);
  });
  it("a phrase alternative needs all its words", () => {
    expect(finds("dpc ", "Damp Proof Course 100mm")).toBe(true);
    expect(finds("dpc ", "Damp Proof Membrane")).toBe(false);
  });
  it("an empty query finds nothing", () => {
    expect(plan("   ")).toEqual({ positions: [], typing: undefined });
    expect(planFinds(plan(""), "Anything")).toBe(false);
  });
  it("plurals meet singulars both ways", () => {
    expect(finds("screw ", "Wood Screws 4.0 x 40mm")).toBe(true);
    expect(finds("screws ", "Wood Screw 4.0 x 40mm")).toBe(true);
  });
  it("a hyphenated query finds the word written either way", () => {
    expect(finds("pre-stressed ", "Prestressed Concrete Lintel")).toBe(true);
    expect(finds("pre-stressed ", "Pre Stressed Concrete Lintel")).toBe(true);
    expect(finds("prestressed ", "Pre-stressed Concrete Lintel")).toBe(true);
  });
});

describe("issue 13: connecting words", () => {
  it("drops them once typed", () => {
    expect(shape("sand and cement ")).toEqual([["sand"], ["cement"]]);
    expect(finds("sand and cement ", "Sand Cement Mix 25kg")).toBe(true);
    expect(finds("sand and cement ", "Sand & Cement Mix 25kg")).toBe(true);
  });
  it("keeps one still being typed, as a prefix", () => {
    expect(shape("sand an")).toEqual([["sand"], ["an*"]]);
    expect(finds("sand an", "Sand & Cement")).toBe(true);
  });
  it("keeps them when the query has nothing else", () => {
    expect(shape("the ")).toEqual([["the"]]);
  });
});

describe("spec/1 §5, issue 13: the position still being typed matches as a prefix", () => {
  it("the last word is a prefix unless the text ends with a space", () => {
    expect(plan("treated tim").typing).toBe(1);
    expect(shape("treated tim")).toEqual([["treated"], ["tim*"]]);
    expect(plan("treated tim ").typing).toBeUndefined();
    expect(shape("treated tim ")).toEqual([["treated"], ["tim"]]);
  });
  it("only the last position is a prefix", () => {
    expect(finds("tre timber", "Treated Timber")).toBe(false);
    expect(finds("treated timb", "Treated Timber")).toBe(true);
  });
  it("a plural being typed is a prefix as written and as its singular", () => {
    expect(shape("glasses")).toEqual([["glass*", "glasses*"]]);
  });
  it("a size being typed matches as written so far", () => {
    expect(shape("47x1")).toEqual([["1x47*", "47x1*"]]);
    expect(finds("47x1", "Timber 47 x 100mm")).toBe(true);
    expect(finds("47x1", "Timber 47 x 75mm")).toBe(false);
  });
  it("a number followed by a lone x is the start of a size", () => {
    expect(shape("47 x")).toEqual([["47x*"]]);
    expect(shape("47mm by")).toEqual([["47x*"]]);
    expect(finds("47 x", "Timber 47 x 100mm")).toBe(true);
    expect(finds("47 x", "Timber 22 x 47mm")).toBe(false);
  });
  it("once a space follows, a lone x means nothing", () => {
    expect(shape("47 x ")).toEqual([["47"]]);
  });
  it("a lone x being typed after a word is a word's start", () => {
    expect(shape("insulation x")).toEqual([["insulation"], ["x*"]]);
  });
  it("a measure being typed also matches as written, so 12.5m finds 12.5mm on the way", () => {
    expect(shape("12.5m")).toEqual([["12500mm*", "12.5m*"]]);
    expect(finds("12.5m", "Plasterboard 12.5mm")).toBe(true);
  });
  it("a number being typed is a prefix", () => {
    expect(finds("plasterboard 12", "Plasterboard 12.5mm")).toBe(true);
  });
  it("a hyphenated word being typed is a prefix in both forms", () => {
    expect(shape("pre-str")).toEqual([["pre+str*", "prestr*"]]);
  });
  it("a word being typed that is a synonym stays a prefix, its synonyms exact", () => {
    expect(shape("ply")).toEqual([["ply*", "plywood"]]);
    expect(plan("ply").positions[0]!.alternatives.map((a) => a.source)).toEqual(["typed", "synonym"]);
  });
  it("a phrase synonym being typed has its typed words as a prefix", () => {
    expect(shape("damp proof course")).toEqual([["damp+proof+course*", "dpc"]]);
  });
});

describe("issue 13: letters typed for a trade abbreviation", () => {
  it("reads t&g as tongue and groove, not as any title with a t and a g", () => {
    const [position] = expandQuery("t&g", synonymIndex()).positions;
    expect(position!.alternatives.map((alternative) => alternative.tokens.join(" "))).toEqual([
      "tongue groove",
    ]);
  });
});
