/**
 * Catalogue and search replies as JSON, written by a serializer compiled once from the reply's
 * schema (fast-json-stringify, from the schema's JSON Schema), which writes the contract's fields
 * and no others, without walking the value through zod on every request (decision 134). Outside
 * production every reply is also checked against its zod schema, and the JSON compared with what
 * zod's reading would give, so the tests catch a reply the contract does not allow. A reply that
 * is the same object request after request (the category tree) is written once.
 */
import { isDeepStrictEqual } from "node:util";
import type { FastifyReply } from "fastify";
import fastJson from "fast-json-stringify";
import { z } from "zod";

const serialised = new WeakMap<object, string>();
const serializers = new WeakMap<z.ZodType, (value: unknown) => string>();
/** Outside production, and under Vitest whatever NODE_ENV says (the journeys' shop runs React's production build). */
const checking = process.env.NODE_ENV !== "production" || process.env.VITEST === "true";

function serializerOf(schema: z.ZodType): (value: unknown) => string {
  let serializer = serializers.get(schema);
  if (!serializer) {
    const jsonSchema = z.toJSONSchema(schema, { io: "output", unrepresentable: "throw" });
    serializers.set(schema, (serializer = fastJson(jsonSchema as Parameters<typeof fastJson>[0])));
  }
  return serializer;
}

/** The reply's JSON as the route sends it (checked against the schema outside production). */
export function replyJson<T extends object>(schema: z.ZodType<T>, value: T): string {
  const json = serializerOf(schema)(value);
  if (checking && !isDeepStrictEqual(JSON.parse(json), JSON.parse(JSON.stringify(schema.parse(value)))))
    throw new Error(`a reply's JSON differs from its schema's reading: ${json.slice(0, 200)}`);
  return json;
}

/**
 * A reply's JSON joined from parts written apart, after checking outside production that it is
 * what the whole schema's serializer writes for the value.
 */
export function checkedWhole<T extends object>(schema: z.ZodType<T>, value: T, json: string): string {
  if (checking && json !== replyJson(schema, value))
    throw new Error(`a reply's JSON differs from its schema's serializer: ${json.slice(0, 200)}`);
  return json;
}

/** The JSON of a reply object kept from request to request (a category page), written once per object. */
export function keptJson<T extends object>(schema: z.ZodType<T>, value: T): string {
  let json = serialised.get(value);
  if (json === undefined) {
    json = replyJson(schema, value);
    serialised.set(value, json);
  }
  return json;
}

// A string with a JSON content type is sent as it is, skipping the per-request serializer.
export const sendJson = (reply: FastifyReply, json: string) =>
  reply.type("application/json; charset=utf-8").send(json);

export function sendJsonOnce<T extends object>(
  reply: FastifyReply,
  schema: z.ZodType<T>,
  value: T,
): FastifyReply {
  return sendJson(reply, keptJson(schema, value));
}

/** An object's JSON from its values' JSON, in the order given (which must be the schema's). */
export const objectJson = (parts: Record<string, string>): string =>
  `{${Object.entries(parts)
    .map(([name, json]) => `${JSON.stringify(name)}:${json}`)
    .join(",")}}`;

/**
 * An object's JSON with one more key at its end, `{ ...object, [name]: part }`, from the JSON of
 * each: a reply made of parts written apart (a kept page and this request's listing) is joined,
 * not written again. The key must come last in the reply's schema, as the schema writes keys in order.
 */
export function withKey(json: string, name: string, partJson: string): string {
  const separator = json === "{}" ? "" : ",";
  return `${json.slice(0, -1)}${separator}${JSON.stringify(name)}:${partJson}}`;
}

const itemsSerialised = new WeakMap<z.ZodType, WeakMap<object, string>>();

/**
 * An item's JSON, written once per item object and schema (a product summary is kept per record).
 * The serializer builds its text piece by piece, and V8 keeps such a string as a tree of pieces
 * that every join would walk again: the kept text is made one flat string once (measured: joining
 * six flat summaries costs 3–6 µs, six trees 33–48 µs).
 */
function itemJson<T extends object>(schema: z.ZodType<T>, item: T): string {
  let written = itemsSerialised.get(schema);
  if (!written) itemsSerialised.set(schema, (written = new WeakMap()));
  let json = written.get(item);
  if (json === undefined) {
    json = Buffer.from(serializerOf(schema)(item)).toString();
    written.set(item, json);
  }
  return json;
}

type Lists = Record<string, readonly object[]>;

/**
 * Sends an object of lists (suggestions: products and categories) as the items' JSON, each written
 * once per item, joined: an answer made of kept items costs a few string joins (decision 171). The
 * lists are written in the value's key order, which must be the schema's: outside production the
 * JSON is compared with the whole schema's serializer, so a test catches any difference.
 */
export function listsJson<T extends Lists>(
  schema: z.ZodType<T>,
  value: T,
  itemSchemas: { [K in keyof T]: z.ZodType<T[K][number]> },
): string {
  let json = "";
  for (const [name, items] of Object.entries(value)) {
    const itemSchema = itemSchemas[name]!;
    const parts = items.map((item) => itemJson(itemSchema, item));
    json += `${json === "" ? "{" : ","}${JSON.stringify(name)}:[${parts.join(",")}]`;
  }
  return checkedWhole(schema, value, json === "" ? "{}" : `${json}}`);
}

const ITEMS_FIRST = '{"items":[]';

/**
 * A listing's JSON (search results: items first, then the total, the page and the facets): the
 * items' JSON, each written once per item, joined, and the rest written by the schema's
 * serializer (decision 171). Compared with the whole schema's serializer outside production.
 */
export function listingJson<T extends { items: readonly object[] }>(
  schema: z.ZodType<T>,
  value: T,
  itemSchema: z.ZodType<T["items"][number]>,
): string {
  const rest = serializerOf(schema)({ ...value, items: [] });
  if (!rest.startsWith(ITEMS_FIRST)) return replyJson(schema, value);
  const items = value.items.map((item) => itemJson(itemSchema, item));
  return checkedWhole(schema, value, `{"items":[${items.join(",")}]${rest.slice(ITEMS_FIRST.length)}`);
}
