import { describe, expect, it } from "vitest";
import { nearestFirst } from "./nearest-first.ts";

describe("keeping the few closest of many", () => {
  it("keeps what a full sort would put first, closest first, ties to the lower id", () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (const limit of [0, 1, 5, 20, 2000]) {
      const items = Array.from({ length: 500 }, (_, id) => ({
        id,
        distance: Math.round(random() * 100) / 4,
      }));
      const nearest = nearestFirst<(typeof items)[number]>(limit);
      for (const item of items) nearest.offer(item, item.id, item.distance);
      const sorted = items.toSorted((a, b) => a.distance - b.distance || a.id - b.id).slice(0, limit);
      expect(nearest.list().map((kept) => kept.item)).toEqual(sorted);
    }
  });

  it("says when something is too far to be kept", () => {
    const nearest = nearestFirst<string>(2);
    nearest.offer("a", 1, 5);
    nearest.offer("b", 2, 3);
    expect(nearest.wants(6, 3)).toBe(false);
    expect(nearest.wants(5, 0)).toBe(true);
    expect(nearest.wants(4, 9)).toBe(true);
    expect(nearest.list().map((kept) => kept.item)).toEqual(["b", "a"]);
  });
});
