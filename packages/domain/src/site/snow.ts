/**
 * spec/1 §4, §9 seasonal snow: 400 flakes falling over the page, only while the site's flag is
 * set. The flakes' sizes, speeds and drift are made here from a random source the caller passes
 * (no clock, no Math.random inside), and each frame moves them on by the time that passed.
 */
export const SNOW_FLAKE_COUNT = 400;

export type Flake = {
  x: number;
  y: number;
  /** Radius in CSS pixels, 1–3. */
  radius: number;
  /** Pixels per second downwards: bigger flakes fall faster. */
  speed: number;
  /** Pixels per second sideways, either way. */
  drift: number;
};

/** `random` gives numbers in [0, 1), like Math.random. */
export function makeFlakes(
  width: number,
  height: number,
  random: () => number,
  count = SNOW_FLAKE_COUNT,
): Flake[] {
  return Array.from({ length: count }, () => {
    const radius = 1 + random() * 2;
    return {
      x: random() * width,
      y: random() * height,
      radius,
      speed: 20 + radius * 15,
      drift: (random() - 0.5) * 20,
    };
  });
}

/** The flakes `seconds` later: a flake past the bottom comes back in at the top, one past a side at the other. */
export function fallFlakes(
  flakes: readonly Flake[],
  seconds: number,
  width: number,
  height: number,
): Flake[] {
  return flakes.map((flake) => {
    let y = flake.y + flake.speed * seconds;
    let x = flake.x + flake.drift * seconds;
    if (y > height + flake.radius) y -= height + 2 * flake.radius;
    if (x < -flake.radius) x += width + 2 * flake.radius;
    else if (x > width + flake.radius) x -= width + 2 * flake.radius;
    return { ...flake, x, y };
  });
}
