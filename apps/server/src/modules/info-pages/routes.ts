/** Info page routes of the contract: a page of the request's brand by its slug. */
import { infoPageRoutes as contract } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { browseRateLimit } from "../../plugins/rate-limit.ts";
import { brandForHost } from "../site/index.ts";
import { infoPagesFor } from "./index.ts";

export async function infoPageRoutes(app: FastifyInstance) {
  const pages = infoPagesFor(app);
  implement(
    app,
    contract.infoPage,
    async (request) => pages.page(request.params.slug, brandForHost(app.config, request.host)),
    { config: { rateLimit: browseRateLimit(app) } },
  );
}
