/** How much demo data to make, and the checks that keep a request within what the generator can do. */
import { MAX_SEED_BRANCHES } from "./branches.ts";

export type SeedOptions = { products: number; branches: number; seed: number };

const SEED_LIMITS = {
  products: { min: 1, max: 1_000_000 },
  branches: { min: 1, max: MAX_SEED_BRANCHES },
  seed: { min: 0, max: 2 ** 32 - 1 },
} as const;

/** The problem with each option, by name; empty when all are usable. */
export function seedOptionProblems(options: SeedOptions): Partial<Record<keyof SeedOptions, string>> {
  const problems: Partial<Record<keyof SeedOptions, string>> = {};
  for (const name of ["products", "branches", "seed"] as const) {
    const { min, max } = SEED_LIMITS[name];
    const value = options[name];
    if (!Number.isInteger(value) || value < min || value > max) {
      problems[name] =
        `${name} must be a whole number from ${min.toLocaleString("en-GB")} to ${max.toLocaleString("en-GB")}`;
    }
  }
  return problems;
}

export function checkSeedOptions(options: SeedOptions): void {
  const problems = Object.values(seedOptionProblems(options));
  if (problems.length > 0) throw new RangeError(problems.join("; "));
}
