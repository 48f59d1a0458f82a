import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { brandSchema } from "./schemas.ts";
import { createSiteService } from "./service.ts";
import { createSiteStore } from "./store.ts";

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSiteService(app.config, createSiteStore(app.database.db));

  app.get(
    "/site",
    {
      schema: {
        summary: "The brand this host shows, and every brand",
        tags: ["site"],
        response: { 200: z.object({ brand: brandSchema, brands: z.array(brandSchema) }) },
      },
    },
    (request) => service.site(request.host),
  );
};
