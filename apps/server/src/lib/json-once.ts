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
const checking = process.env.NODE_ENV !== "production";

function serializerOf(schema: z.ZodType): (value: unknown) => string {
  let serializer = serializers.get(schema);
  if (!serializer) {
    const jsonSchema = z.toJSONSchema(schema, { io: "output", unrepresentable: "throw" });
    serializers.set(schema, (serializer = fastJson(jsonSchema as Parameters<typeof fastJson>[0])));
  }
  return serializer;
}

function jsonOf<T extends object>(schema: z.ZodType<T>, value: T): string {
  const json = serializerOf(schema)(value);
  if (checking && !isDeepStrictEqual(JSON.parse(json), JSON.parse(JSON.stringify(schema.parse(value)))))
    throw new Error(`a reply's JSON differs from its schema's reading: ${json.slice(0, 200)}`);
  return json;
}

function jsonOnce<T extends object>(schema: z.ZodType<T>, value: T): string {
  let json = serialised.get(value);
  if (json === undefined) {
    json = jsonOf(schema, value);
    serialised.set(value, json);
  }
  return json;
}

// A string with a JSON content type is sent as it is, skipping the per-request serializer.
const sendJson = (reply: FastifyReply, json: string) =>
  reply.type("application/json; charset=utf-8").send(json);

export function sendJsonOnce<T extends object>(
  reply: FastifyReply,
  schema: z.ZodType<T>,
  value: T,
): FastifyReply {
  return sendJson(reply, jsonOnce(schema, value));
}

/**
 * Sends `{ ...value, [name]: part }`, both cached answers, each serialised once: a reply made of
 * two cached objects costs no more than either. A null part is sent as null.
 */
export function sendJsonWithPart<T extends object, P extends object>(
  reply: FastifyReply,
  value: [z.ZodType<T>, T],
  part: [string, z.ZodType<P>, P | null],
): FastifyReply {
  const [name, partSchema, partValue] = part;
  const outer = jsonOnce(...value);
  const separator = outer === "{}" ? "" : ",";
  const inner = partValue === null ? "null" : jsonOnce(partSchema, partValue);
  return sendJson(reply, `${outer.slice(0, -1)}${separator}${JSON.stringify(name)}:${inner}}`);
}
