/** issue 13: a search page puts in order only the hits that reach it, and gets what a full sort would. */
import { describe, expect, it } from "vitest";
import { firstInOrder } from "./listing.ts";

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
