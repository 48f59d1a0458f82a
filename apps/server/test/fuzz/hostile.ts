/**
 * Generated hostile input (fast-check): what an attacker, a broken client or a fat finger sends.
 * Text with control characters and NUL, odd Unicode, very long strings, numbers past every bound,
 * path tricks, wrong types; and values just inside and just outside each declared schema's bounds.
 * Shared by the API fuzz suite and the page fuzz suite (e2e/fuzz).
 */
import fc from "fast-check";
import type { InputSchema } from "./declared-routes.ts";

const CONTROL = [
  "\u0000",
  "\u0001",
  "\u0007",
  "\b",
  "\t",
  "\n",
  "\r",
  "\u000b",
  "\u001b",
  "\u001f",
  "\u007f",
  "\u0085",
  "\u009f",
];
const ODD_UNICODE = [
  "\ud800", // a lone high surrogate: not encodable as UTF-8
  "\udfff",
  "\ufeff",
  "\u200b",
  "\u202e", // right-to-left override
  "\uffff",
  "\u{10ffff}",
  "e\u0301\u0301\u0301", // stacked combining marks
  "🪵🔨",
  "İıßﬀ", // letters whose case folding changes their length
  "Ω≈ç√",
  "%",
];
const NUMBERS = [
  "0",
  "-0",
  "-1",
  "1.5",
  "1e3",
  "1e308",
  "-1e308",
  "2147483647",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "99999999999999999999999999",
  "NaN",
  "Infinity",
  "0x10",
  " 7 ",
  "١٢٣", // Arabic-Indic digits
];
const PATH_TRICKS = [
  "..",
  "../..",
  "./",
  "%00",
  "%2e%2e",
  "%2F",
  "%5C",
  "%",
  "%ZZ",
  "%E0%A4%A",
  "%C0%AE",
  "%FF",
  "\\",
  "//",
];
const INJECTION = [
  "' OR 1=1 --",
  '"; DROP TABLE products; --',
  "<script>alert(1)</script>",
  "${7*7}",
  "{{7*7}}",
  "%s%s%s",
  "*",
  "_",
  "\\x00",
];

const piece = fc.oneof(
  fc.constantFrom(...CONTROL),
  fc.constantFrom(...ODD_UNICODE),
  fc.constantFrom(...NUMBERS),
  fc.constantFrom(...INJECTION),
  fc.string({ unit: "binary", maxLength: 8 }),
  fc.string({ maxLength: 12 }),
);

/** Any hostile text: pieces of trouble glued together, long runs, or arbitrary code points. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.array(piece, { minLength: 1, maxLength: 6 }).map((parts) => parts.join("")) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERS, ...PATH_TRICKS, ...CONTROL, "", " ") },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 64 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 100, max: 20_000 }), fc.constantFrom("a", "é", "\u0000", "🪵", "%", " "))
      .map(([length, unit]) => unit.repeat(length)),
  },
);

/** A lone surrogate: half of a pair whose other half is missing. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Percent-encodes text as UTF-8 bytes, as a browser does: every byte but letters, digits and `-_.~`.
 * (encodeURIComponent throws on a lone surrogate, which a browser sends as U+FFFD, and leaves
 * `!'()*` as they are. Invalid UTF-8 itself is sent through PATH_TRICKS.) Native, because the
 * long runs of hostileText make this the fuzz suites' costliest step written byte by byte.
 */
export function percentEncode(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, "\uFFFD")).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Values just inside and just outside what a schema allows: the edges where bugs live. */
function nearTheSchema(schema: InputSchema): string[] {
  const near: string[] = [];
  for (const word of schema.enum ?? [])
    near.push(String(word), `${String(word)}\u0000`, String(word).toLowerCase());
  for (const bound of [schema.minimum, schema.maximum]) {
    if (bound !== undefined) near.push(String(bound - 1), String(bound), String(bound + 1), `${bound}.5`);
  }
  for (const length of [schema.minLength, schema.maxLength]) {
    if (length !== undefined)
      near.push("a".repeat(Math.max(0, length - 1)), "a".repeat(length), "a".repeat(length + 1));
  }
  for (const option of schema.anyOf ?? []) near.push(...nearTheSchema(option));
  if (schema.items) near.push(...nearTheSchema(schema.items));
  return near;
}

/** Text for one input: mostly hostile, sometimes at the edges of its own schema. */
export function textFor(schema: InputSchema): fc.Arbitrary<string> {
  const near = nearTheSchema(schema);
  return near.length > 0 ? fc.oneof(hostileText, fc.constantFrom(...near)) : hostileText;
}

/** A path segment: percent-encoded as a browser would, or raw path tricks as a hand-made request would. */
export function pathSegmentFor(schema: InputSchema): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: textFor(schema).map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom(...PATH_TRICKS) },
  );
}

/**
 * A query string over the given inputs plus some the route never declared: each absent, given once
 * or repeated, mostly percent-encoded, sometimes raw (broken percent-encoding included).
 */
export function queryFor(inputs: { name: string; schema: InputSchema }[]): fc.Arbitrary<string> {
  const names = [...inputs.map((input) => input.name), "__proto__", "constructor"];
  const schemaOf = (name: string) => inputs.find((input) => input.name === name)?.schema ?? {};
  const pair = fc
    .constantFrom(...names)
    .chain((name) =>
      fc.tuple(
        fc.constant(name),
        fc.oneof(
          { weight: 5, arbitrary: textFor(schemaOf(name)).map(percentEncode) },
          { weight: 1, arbitrary: fc.constantFrom(...PATH_TRICKS, "a&b=c", "=", "[]") },
        ),
      ),
    )
    .map(([name, value]) => `${name}=${value}`);
  return fc.array(pair, { maxLength: 8 }).map((pairs) => (pairs.length > 0 ? `?${pairs.join("&")}` : ""));
}

/** Any JSON value of the wrong kind, or of the right kind with hostile content. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERS).map(Number) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, 2147483648, [], {}) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileText, hostileText, { maxKeys: 3 }) },
);

export type HostileBody = { payload: string; contentType: string | undefined };

/**
 * A request body for a JSON schema: an object with each declared property hostile or missing and
 * a few undeclared ones, or not an object at all, or not JSON, sometimes under another content type.
 */
export function bodyFor(schema: InputSchema | undefined): fc.Arbitrary<HostileBody> {
  const properties = Object.entries(schema?.properties ?? {});
  const object = fc
    .tuple(
      ...properties.map(([name, property]) =>
        fc
          .option(fc.oneof(hostileJson, textFor(property)), { nil: undefined })
          .map((value) => [name, value] as const),
      ),
    )
    .chain((entries) =>
      fc
        .dictionary(fc.constantFrom("__proto__", "constructor", "prototype", "extra"), hostileJson, {
          maxKeys: 2,
        })
        .map((extra) =>
          JSON.stringify({
            ...extra,
            ...Object.fromEntries(entries.filter(([, value]) => value !== undefined)),
          }),
        ),
    );
  const payload = fc.oneof(
    { weight: 6, arbitrary: object },
    { weight: 1, arbitrary: hostileJson.map((value) => JSON.stringify(value) ?? "null") },
    {
      weight: 1,
      arbitrary: fc.constantFrom("", "{", '{"a":', "null", "[]", "\u0000", '{"email": "\\u0000"}'),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1, max: 5_000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth)),
    },
  );
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant("application/json") },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        undefined,
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/json; charset=utf-16",
        "application/jsonx",
      ),
    },
  );
  return fc.record({ payload, contentType });
}

/** A client address per request, so per-address limits do not hide what lies behind them. */
export const clientAddress: fc.Arbitrary<string> = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map(([a, b, c]) => `10.${a}.${b}.${c}`);
