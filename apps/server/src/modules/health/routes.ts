import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkHealth } from "./service.ts";

const driverSchema = z.enum(["pglite", "postgres"]);

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        summary: "Whether the server and its database answer",
        tags: ["health"],
        response: {
          200: z.object({
            status: z.literal("ok"),
            database: z.object({ status: z.literal("up"), driver: driverSchema }),
          }),
          503: z.object({
            status: z.literal("degraded"),
            database: z.object({ status: z.literal("down"), driver: driverSchema }),
          }),
        },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(app.database);
      reply.header("cache-control", "no-store");
      return health.status === "ok" ? reply.status(200).send(health) : reply.status(503).send(health);
    },
  );
};
