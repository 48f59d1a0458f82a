/**
 * What every route accepts as typed text or as a number, for request schemas (query, params and
 * body). Input the database would refuse never reaches it: PostgreSQL rejects a NUL byte in text
 * and a number past its 4-byte `integer`, and either was a 500. Here they are a 400 naming the
 * field, like any other bad input (docs/decisions/090-input-at-the-schema.md).
 */
import { z } from "zod";
import { INT4_MAX } from "./constants.ts";

/**
 * No Unicode control character: C0 (NUL to U+001F), DEL and C1. No field takes typed line breaks
 * or tabs today; one that does will need its own rule.
 */
const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

/** Refuses control characters in a string schema; for fields with their own wording (the email). */
export function withoutControlCharacters<T extends z.ZodString>(schema: T): T {
  return schema.regex(NO_CONTROL_CHARACTERS, { error: "Must not contain control characters" });
}

/**
 * Typed text of at most `max` characters, without control characters. `missing` words the
 * answer to an absent (or repeated) value; `trim` measures the text without its outer spaces.
 */
export function text(max: number, options: { missing?: string; trim?: boolean } = {}) {
  const string = z.string({ error: options.missing ?? "Must be text" });
  return withoutControlCharacters(
    (options.trim ? string.trim() : string).max(max, { error: `Must be at most ${max} characters` }),
  );
}

/**
 * A parameter that may be given once or repeated (`?brand=a&brand=b`), at most `maxCount` times,
 * each one `text(max)`; always read as a list.
 */
export function repeatedText(max: number, maxCount: number) {
  const one = text(max);
  return z
    .union([one, z.array(one).max(maxCount)], {
      error: `Must be given at most ${maxCount} times, each at most ${max} characters`,
    })
    .transform((value) => (Array.isArray(value) ? value : [value]));
}

/**
 * A whole number from `min` to `max` (at most INT4_MAX), read from a path or query string.
 * The bounds are checked before wholeness, so 1e30 is "too big" rather than "not whole".
 */
export function wholeNumber({ min, max = INT4_MAX }: { min: number; max?: number }) {
  if (max > INT4_MAX) throw new Error(`wholeNumber: ${max} is beyond a database integer`);
  return z.coerce
    .number<number | string>({ error: "Must be a whole number" })
    .min(min, { error: `Must be at least ${min}` })
    .max(max, { error: `Must be at most ${max}` })
    .int({ error: "Must be a whole number" });
}
