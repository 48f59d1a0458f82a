/** issue 13 (spec/1 §5 spelling), decision 171: the look-alikes of a word, found through its deletions. */
import { describe, expect, it } from "vitest";
import { deletions, editsWithin, Vocabulary } from "./vocabulary.ts";

/** Plain Levenshtein distance, the whole matrix. */
function levenshtein(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      rows[i]![j] = Math.min(
        rows[i - 1]![j]! + 1,
        rows[i]![j - 1]! + 1,
        rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
  return rows[a.length]![b.length]!;
}

const WORDS = [
  "timber",
  "timbers",
  "tiber",
  "timer",
  "limber",
  "lumber",
  "number",
  "kingspan",
  "kingsbury",
  "osb",
  "obs",
  "ply",
  "plywood",
  "plasterboard",
  "plaster",
  "stove",
  "stoves",
  "stoev",
  "sand",
  "band",
  "bland",
  "cement",
  "element",
  "a",
  "ab",
  "osb3",
  "c24",
  "47100",
  "4710013",
];

const QUERIES = [
  "timbr",
  "timbre",
  "tmber",
  "kingspn",
  "sotve",
  "stoev",
  "plastr",
  "cemnt",
  "osbb",
  "pyl",
  "xyz",
  "and",
  "c2",
  "4710",
  "471001",
];

describe("spelling look-alikes (decision 171)", () => {
  it("finds exactly the known words within the distance, as a full comparison would", () => {
    const vocabulary = new Vocabulary();
    for (const [k, word] of WORDS.entries()) vocabulary.add(word, k + 1);
    for (const query of QUERIES)
      for (const distance of [1, 2]) {
        const expected = WORDS.filter((word) => levenshtein(query, word) <= distance)
          .map((word) => `${word}:${levenshtein(query, word)}`)
          .sort();
        const found = vocabulary
          .lookalikes(query, distance)
          .map(({ word, distance }) => `${word}:${distance}`)
          .sort();
        expect(found, `${query} within ${distance}`).toEqual(expected);
      }
  });

  it("leaves out a word no product uses any more, and finds it again once one does", () => {
    const vocabulary = new Vocabulary();
    vocabulary.add("timber", 2);
    vocabulary.add("timber", -2);
    expect(vocabulary.get("timber")).toBe(0);
    expect(vocabulary.lookalikes("timbr", 1)).toEqual([]);
    vocabulary.add("timber", 1);
    expect(vocabulary.lookalikes("timbr", 1)).toEqual([{ word: "timber", uses: 1, distance: 1 }]);
  });

  it("counts each word's uses", () => {
    const vocabulary = new Vocabulary();
    vocabulary.add("osb", 3);
    vocabulary.add("osb", 2);
    expect(vocabulary.get("osb")).toBe(5);
    expect(vocabulary.get("mdf")).toBe(0);
  });

  it("measures edits, stopping once past the most asked for", () => {
    expect(editsWithin("stoev", "stove", 2)).toBe(2);
    expect(editsWithin("kitten", "sitting", 3)).toBe(3);
    expect(editsWithin("kitten", "sitting", 2)).toBe(3);
    expect(editsWithin("a", "abcd", 2)).toBe(3);
    expect(deletions("ab", 2).sort()).toEqual(["", "a", "ab", "b"]);
  });
});
