/**
 * Reads `db:seed` arguments: --products N --branches M [--seed S] [--reset]. Anything else, or a
 * number the generator cannot honour, is refused with a message naming the argument.
 */
import { parseArgs } from "node:util";
import { seedOptionProblems, type SeedOptions } from "./options.ts";

export type SeedArguments = SeedOptions & { reset: boolean };
export type ParsedSeedArguments = { ok: true; value: SeedArguments } | { ok: false; problems: string[] };

export const SEED_USAGE = "Usage: npm run db:seed -- [--products N] [--branches M] [--seed S] [--reset]";

const NAMES = ["products", "branches", "seed"] as const;

export function parseSeedArguments(argv: readonly string[], defaults: SeedOptions): ParsedSeedArguments {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        products: { type: "string" },
        branches: { type: "string" },
        seed: { type: "string" },
        reset: { type: "boolean", default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { ok: false, problems: [(error as Error).message] };
  }
  const options: SeedOptions = { ...defaults };
  const problems: string[] = [];
  for (const name of NAMES) {
    const text = values[name];
    if (typeof text !== "string") continue;
    // Accept "100000" and "100_000" / "100,000"; refuse "1e5", "12abc" and "".
    const cleaned = text.replace(/[_,]/g, "");
    if (!/^\d+$/.test(cleaned)) problems.push(`--${name} must be a whole number, not "${text}"`);
    else options[name] = Number(cleaned);
  }
  const invalid = seedOptionProblems(options);
  for (const name of NAMES) {
    const problem = invalid[name];
    if (problem && !problems.some((p) => p.startsWith(`--${name} `))) problems.push(`--${problem}`);
  }
  return problems.length
    ? { ok: false, problems }
    : { ok: true, value: { ...options, reset: values.reset === true } };
}
