import { describe, expect, it } from "vitest";
import { foldText, formatNumber, normaliseNumber, singular } from "./fold.ts";

describe("issue 13: folding what was typed", () => {
  it("lowers case and takes accents and ligatures off", () => {
    expect(foldText("Façade Plâtre Straße ÆØŒ Łódź Đ")).toBe("facade platre strasse aeooe lodz d");
    expect(foldText("ﬁnish")).toBe("finish");
  });
  it("reads × and a * between numbers as x, and & as and", () => {
    expect(foldText("47×100")).toBe("47 x 100");
    expect(foldText("47*100")).toBe("47 x 100");
    expect(foldText("T&G")).toBe("t and g");
    expect(foldText("a*b")).toBe("a*b");
  });
  it("drops the thousands commas of a number, not a comma between numbers", () => {
    expect(foldText("1,220mm 1,000,000")).toBe("1220mm 1000000");
    expect(foldText("2,3 12,5000")).toBe("2,3 12,5000");
  });
});

describe("issue 13: numbers in one spelling", () => {
  it.each([
    ["047", "47"],
    ["3.0", "3"],
    ["12.50", "12.5"],
    ["0.5", "0.5"],
    ["00.5", "0.5"],
    ["0", "0"],
    ["5012345678900123", "5012345678900123"],
  ])("%s → %s", (written, expected) => {
    expect(normaliseNumber(written)).toBe(expected);
  });
  it("rounds a computed number to a thousandth", () => {
    expect(formatNumber(1.1 * 1000)).toBe("1100");
    expect(formatNumber(0.0125 * 1000)).toBe("12.5");
  });
});

describe("issue 13: plurals", () => {
  it.each([
    ["screws", "screw"],
    ["hangers", "hanger"],
    ["boxes", "box"],
    ["brushes", "brush"],
    ["benches", "bench"],
    ["glasses", "glass"],
    ["supplies", "supply"],
    ["ties", "tie"],
    ["hoses", "hose"],
    ["axes", "axe"],
    ["shelves", "shelf"],
    ["dpcs", "dpc"],
  ])("%s → %s", (plural, expected) => {
    expect(singular(plural)).toBe(expected);
  });
  it.each(["glass", "plus", "chassis", "series", "cls", "gas", "c24s", "osb", "timber"])(
    "%s stays",
    (word) => {
      expect(singular(word)).toBe(word);
    },
  );
});
