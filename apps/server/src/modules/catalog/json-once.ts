/**
 * Replies that come out of the answer caches (decision 065) are the same objects request after
 * request, so each is checked against its reply schema and turned into JSON once, not on every
 * send: for a listing of 24 products that is most of the work left on a cache hit.
 */
import type { FastifyReply } from "fastify";
import type { z } from "zod";

const serialised = new WeakMap<object, string>();

export function sendJsonOnce<T extends object>(
  reply: FastifyReply,
  schema: z.ZodType<T>,
  value: T,
): FastifyReply {
  let json = serialised.get(value);
  if (json === undefined) {
    json = JSON.stringify(schema.parse(value));
    serialised.set(value, json);
  }
  // A string with a JSON content type is sent as it is, skipping the per-request serializer.
  return reply.type("application/json; charset=utf-8").send(json);
}
