import { describe, expect, it } from "vitest";
import { fallFlakes, makeFlakes, SNOW_FLAKE_COUNT } from "./snow.ts";

/** A repeatable stand-in for Math.random. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe("spec/1 §9 snow: 400 flakes", () => {
  it("makes 400 flakes spread over the window, 1 to 3 px across, bigger ones falling faster", () => {
    const flakes = makeFlakes(1280, 800, seeded(7));
    expect(SNOW_FLAKE_COUNT).toBe(400);
    expect(flakes).toHaveLength(400);
    for (const flake of flakes) {
      expect(flake.x).toBeGreaterThanOrEqual(0);
      expect(flake.x).toBeLessThan(1280);
      expect(flake.y).toBeGreaterThanOrEqual(0);
      expect(flake.y).toBeLessThan(800);
      expect(flake.radius).toBeGreaterThanOrEqual(1);
      expect(flake.radius).toBeLessThan(3);
    }
    const [small, big] = [...flakes]
      .sort((a, b) => a.radius - b.radius)
      .filter((_, i, all) => i === 0 || i === all.length - 1);
    expect(big!.speed).toBeGreaterThan(small!.speed);
  });

  it("moves each flake down by its speed and sideways by its drift over the time passed", () => {
    const [moved] = fallFlakes([{ x: 100, y: 100, radius: 2, speed: 50, drift: -10 }], 0.5, 1280, 800);
    expect(moved).toEqual({ x: 95, y: 125, radius: 2, speed: 50, drift: -10 });
  });

  it("brings a flake past the bottom back in at the top, and one past a side in at the other", () => {
    const [below] = fallFlakes([{ x: 100, y: 799, radius: 2, speed: 100, drift: 0 }], 0.1, 1280, 800);
    expect(below!.y).toBeLessThan(10);
    const [left] = fallFlakes([{ x: 0, y: 10, radius: 2, speed: 0, drift: -100 }], 0.1, 1280, 800);
    expect(left!.x).toBeGreaterThan(1270);
  });
});
