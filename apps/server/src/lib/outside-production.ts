/**
 * A fixed file the server serves outside production only (the demo partner page, the demo chat):
 * in production its address answers as any unknown one does.
 */
import type { FastifyInstance } from "fastify";
import { notFound } from "./domain-errors.ts";

export function serveOutsideProduction(
  app: FastifyInstance,
  path: string,
  contentType: string,
  body: string,
) {
  const production = app.config.env === "production";
  app.get(path, async (_request, reply) => {
    if (production) throw notFound(`There is nothing at ${path}`);
    return reply.type(contentType).send(body);
  });
}
