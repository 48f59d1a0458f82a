import { describe, expect, it } from "vitest";
import {
  correctQuery,
  editDistance,
  isCorrectable,
  maxEdits,
  meantWord,
  synonymIndex,
  typedWords,
  type CatalogueWords,
  type SpellingCandidate,
} from "./index.ts";

/** A catalogue of words with how many products hold each; candidates are every word it holds. */
function catalogue(
  words: Record<string, number>,
  alsoKnown: Iterable<string> = [],
): CatalogueWords & { asked: string[] } {
  const known = new Set([...Object.keys(words), ...alsoKnown]);
  const asked: string[] = [];
  return {
    asked,
    isKnown: (word) => known.has(word),
    candidates: (word) => {
      asked.push(word);
      return Object.entries(words).map(([candidate, results]) => ({ word: candidate, results }));
    },
  };
}

describe("issue 13: edit distance counts a swap of neighbouring letters as one edit", () => {
  it.each([
    ["stove", "stove", 0],
    ["stoev", "stove", 1],
    ["timbr", "timber", 1],
    ["plasterbaord", "plasterboard", 1],
    ["kingspan", "kingsbury", 4],
    ["", "abc", 3],
    ["abc", "", 3],
    ["ca", "abc", 3],
  ])("%s → %s is %i", (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
  });
});

describe("issue 13: which words may be corrected", () => {
  it("words with digits and words under 3 letters are never corrected", () => {
    expect(isCorrectable("12mm")).toBe(false);
    expect(isCorrectable("c24")).toBe(false);
    expect(isCorrectable("ms")).toBe(false);
    expect(isCorrectable("osb")).toBe(true);
  });
  it("reaches one edit for 3 or 4 letters, two for longer words", () => {
    expect(maxEdits("osd")).toBe(1);
    expect(maxEdits("tmbr")).toBe(1);
    expect(maxEdits("timbr")).toBe(2);
  });
  it("reads the words of a query as typed", () => {
    expect(typedWords("Timbr 47x100mm, 12.5mm  Plâtre")).toEqual(["timbr", "47x100mm", "12.5mm", "platre"]);
    expect(typedWords("  ")).toEqual([]);
  });
});

describe("issue 13: only a word the catalogue does not contain is replaced", () => {
  it("kingspan is never corrected to kingsbury once known (a synonym-table brand)", () => {
    const words = catalogue({ kingsbury: 120, hinge: 40 }, synonymIndex().knownWords);
    const result = correctQuery(["kingspan"], words);
    expect(result).toEqual({ words: ["kingspan"], corrections: [] });
    expect(words.asked).toEqual([]);
  });
  it("a word any product holds is kept, even when a close word finds more", () => {
    const result = correctQuery(["stove"], catalogue({ stove: 3, stoves: 400 }));
    expect(result.corrections).toEqual([]);
  });
  it("an unknown word is replaced by the word meant", () => {
    expect(correctQuery(["treated", "timbr"], catalogue({ treated: 10, timber: 900 }))).toEqual({
      words: ["treated", "timber"],
      corrections: [{ index: 1, from: "timbr", to: "timber" }],
    });
  });
  it("checks the folded word, so a capital or an accent does not make it unknown", () => {
    expect(correctQuery(["Timber"], catalogue({ timber: 900 })).corrections).toEqual([]);
  });
  it("words with digits and short words are never corrected, however unknown", () => {
    const words = catalogue({ "12mm": 5, mdf: 30, c24: 3 });
    expect(correctQuery(["13mm", "md", "c42"], words).corrections).toEqual([]);
    expect(words.asked).toEqual([]);
  });
  it("an unknown word with no candidate near enough is kept", () => {
    expect(correctQuery(["xyzzy"], catalogue({ timber: 900 })).words).toEqual(["xyzzy"]);
    expect(correctQuery(["osd"], catalogue({ oak: 90 })).words).toEqual(["osd"]);
  });
});

describe("issue 13: among the closest candidates, the one with the most results wins", () => {
  it("prefers the candidate that finds the most products at the same distance", () => {
    const candidates: SpellingCandidate[] = [
      { word: "boat", results: 2 },
      { word: "board", results: 800 },
      { word: "boar", results: 1 },
    ];
    expect(meantWord("boad", candidates)).toBe("board");
  });
  it("but a closer candidate beats a farther one with more results", () => {
    const candidates: SpellingCandidate[] = [
      { word: "timber", results: 900 },
      { word: "timbre", results: 1 },
    ];
    expect(meantWord("timbe", candidates)).toBe("timber");
    expect(
      meantWord("timbree", [
        { word: "timbre", results: 1 },
        { word: "timber", results: 900 },
      ]),
    ).toBe("timbre");
  });
  it("never picks a candidate that finds nothing, or the word itself", () => {
    expect(
      meantWord("timbr", [
        { word: "timber", results: 0 },
        { word: "timbr", results: 5 },
      ]),
    ).toBeUndefined();
  });
  it("breaks a full tie alphabetically, so the answer is the same every time", () => {
    expect(
      meantWord("cat", [
        { word: "cot", results: 3 },
        { word: "cab", results: 3 },
      ]),
    ).toBe("cab");
  });
});
