/** The developer mail page's route (contract devOutbox): the outbox, in development and tests only. */
import { devRoutes as contract } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { notFound } from "../../lib/domain-errors.ts";
import { implement } from "../../lib/implement-route.ts";
import { outboxFor } from "./index.ts";

export async function mailRoutes(app: FastifyInstance) {
  const outbox = outboxFor(app);
  // Registered in every environment, so the contract and the server name the same routes; in
  // production it answers as an unknown address does, since customers' mail must not be listed.
  const production = app.config.env === "production";

  implement(app, contract.devOutbox, async (request, reply) => {
    if (production) throw notFound(`There is nothing at GET ${contract.devOutbox.path}`);
    reply.header("cache-control", "no-store");
    return {
      emails: await outbox.latest(request.query.kind),
      sending: app.config.smtpUrl !== undefined && app.config.mailWorker,
    };
  });
}
