import { describe, expect, it } from "vitest";
import { editDistance, meantWord } from "./spelling.ts";

describe("edit distance", () => {
  it.each([
    ["timbr", "timber", 1],
    ["plasterbord", "plasterboard", 1],
    ["stoev", "stove", 1],
    ["stoev", "stop", 2],
    ["oak", "oak", 0],
    ["", "oak", 3],
  ])("%s → %s is %i", (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });
});

describe("the word a shopper meant", () => {
  it("prefers the fewest edits, so swapped letters are forgiven", () => {
    expect(
      meantWord("stoev", [
        { word: "stop", similarity: 0.375, uses: 40 },
        { word: "stove", similarity: 0.33, uses: 30 },
      ]),
    ).toBe("stove");
  });

  it("breaks a tie by similarity, then by the commoner word", () => {
    expect(
      meantWord("bolt", [
        { word: "bold", similarity: 0.4, uses: 1 },
        { word: "boat", similarity: 0.4, uses: 9 },
      ]),
    ).toBe("boat");
    expect(
      meantWord("shet", [
        { word: "shed", similarity: 0.3, uses: 9 },
        { word: "sheet", similarity: 0.5, uses: 1 },
      ]),
    ).toBe("sheet");
  });

  it("has nothing to offer without candidates", () => {
    expect(meantWord("xyzzy", [])).toBeUndefined();
  });
});
