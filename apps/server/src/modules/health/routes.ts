/** The health route of the contract: whether the server and its database answer. */
import { healthRoutes as contract } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { checkHealth } from "./index.ts";

export async function healthRoutes(app: FastifyInstance) {
  implement(app, contract.health, async (_request, reply) => {
    const health = await checkHealth(app.database);
    reply.header("cache-control", "no-store");
    return health.status === "ok" ? reply.status(200).send(health) : reply.status(503).send(health);
  });
}
