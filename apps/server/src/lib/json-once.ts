/**
 * Replies that come out of the answer caches (decision 065) are the same objects request after
 * request, so each is checked against its reply schema and turned into JSON once, not on every
 * send: for a listing of 24 products that is most of the work left on a cache hit.
 */
import type { FastifyReply } from "fastify";
import type { z } from "zod";

const serialised = new WeakMap<object, string>();

function jsonOnce<T extends object>(schema: z.ZodType<T>, value: T): string {
  let json = serialised.get(value);
  if (json === undefined) {
    json = JSON.stringify(schema.parse(value));
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
