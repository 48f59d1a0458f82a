/** issue 13: a search page puts in order only the hits that reach it, and gets what a full sort would. */
import { describe, expect, it } from "vitest";
import { bestKept, firstInOrder } from "./best-kept.ts";

describe("firstInOrder", () => {
  it("gives the first items of a full sort, ties kept in the order's own terms, however many items there are", () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) % 50;
    const items = Array.from({ length: 5_000 }, (_, id) => ({ id, score: random() }));
    const compare = (a: (typeof items)[number], b: (typeof items)[number]) =>
      b.score - a.score || a.id - b.id;
    const sorted = [...items].sort(compare);
    for (const count of [1, 24, 72, 300, 5_000, 6_000])
      expect(firstInOrder(items, count, compare)).toEqual(sorted.slice(0, count));
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
