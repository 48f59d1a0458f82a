/** Whether the server and its database answer, for load balancers and monitoring. */
import { z } from "zod";
import { route } from "./route.ts";

const driverSchema = z.enum(["pglite", "postgres"]);

export const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.object({ status: z.literal("up"), driver: driverSchema }),
});

export const degradedSchema = z.object({
  status: z.literal("degraded"),
  database: z.object({ status: z.literal("down"), driver: driverSchema }),
});

export const healthRoutes = {
  health: route({
    method: "GET",
    path: "/api/health",
    summary: "Whether the server and its database answer",
    tags: ["health"],
    responses: { 200: healthSchema, 503: degradedSchema },
  }),
};
