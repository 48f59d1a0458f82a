import { describe, expect, it } from "vitest";
import { createRandom } from "./random.ts";

const draw = (seed: number, n = 20) => {
  const random = createRandom(seed);
  return Array.from({ length: n }, () => random.next());
};

describe("seeded random numbers", () => {
  it("repeat exactly for the same seed", () => {
    expect(draw(42)).toEqual(draw(42));
  });

  it("differ for another seed", () => {
    expect(draw(42)).not.toEqual(draw(43));
  });

  it("stay in [0, 1) and fill the range", () => {
    const values = draw(7, 10_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.filter((v) => v < 0.5).length).toBeGreaterThan(4_800);
    expect(values.filter((v) => v < 0.5).length).toBeLessThan(5_200);
  });

  it("give whole numbers within both bounds, each bound reachable", () => {
    const random = createRandom(1);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it("fork into streams that do not depend on how much the parent was used", () => {
    const fresh = createRandom(9);
    const used = createRandom(9);
    used.next();
    used.next();
    expect(fresh.fork("branches").next()).toBe(used.fork("branches").next());
    expect(fresh.fork("branches").next()).not.toBe(fresh.fork("products").next());
  });

  it("shuffle without losing or changing the input", () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = createRandom(3).shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort()).toEqual(input);
  });
});
