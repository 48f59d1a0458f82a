/** Home routes of the contract: the request's brand's homepage carousels. */
import { homeRoutes as contract } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { browseRateLimit } from "../../plugins/rate-limit.ts";
import { brandForHost } from "../site/index.ts";
import { homeFor } from "./index.ts";

export async function homeRoutes(app: FastifyInstance) {
  const home = homeFor(app);
  implement(
    app,
    contract.homeContent,
    async (request) => home.content(brandForHost(app.config, request.host)),
    {
      config: { rateLimit: browseRateLimit(app) },
    },
  );
}
