/** The site route of the contract: the brand this host shows, and every brand. */
import { siteRoutes as contract } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { siteFor } from "./index.ts";

export async function siteRoutes(app: FastifyInstance) {
  const service = siteFor(app);

  implement(app, contract.site, (request) => service.site(request.host));
}
