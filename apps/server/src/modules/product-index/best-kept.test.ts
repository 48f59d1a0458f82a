/** issue 13: a search page puts in order only the hits that reach it, and gets what a full sort would. */
import { describe, expect, it } from "vitest";
import { bestKept, firstPositions } from "./best-kept.ts";

describe("firstPositions", () => {
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) % 50;
  const scores = Array.from({ length: 5_000 }, () => random());
  const compare = (a: number, b: number) => scores[b]! - scores[a]! || a - b;
  const sorted = scores.map((_, at) => at).sort(compare);

  it("gives the first positions of a full sort, ties kept in the order's own terms, however many there are", () => {
    for (const count of [1, 24, 72, 300, 5_000, 6_000])
      expect(firstPositions(scores.length, count, compare)).toEqual(sorted.slice(0, count));
  });

  it("leaves out the positions that do not pass, whether it sorts them all or keeps the best few", () => {
    const even = (at: number) => at % 2 === 0;
    for (const count of [24, 5_000])
      expect(firstPositions(scores.length, count, compare, even)).toEqual(
        sorted.filter(even).slice(0, count),
      );
  });
});

describe("bestKept", () => {
  it("keeps the best few as they come, the first offered ahead of its equals, and names the one to beat", () => {
    const kept = bestKept<{ name: string; score: number }>(2, (a, b) => b.score - a.score);
    expect(kept.last()).toBeUndefined();
    for (const [name, score] of [
      ["a", 1],
      ["b", 3],
      ["c", 3],
      ["d", 2],
      ["e", 3],
    ] as const)
      kept.offer({ name, score });
    expect(kept.kept.map((item) => item.name)).toEqual(["b", "c"]);
    expect(kept.last()?.name).toBe("c");
  });
});
