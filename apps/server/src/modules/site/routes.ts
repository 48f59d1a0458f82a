/** The site routes of the contract: the brand this host shows, every brand, and the app's store link. */
import { siteRoutes as contract } from "@merchant/contract";
import { appStoreFor } from "@merchant/domain/site";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { siteFor } from "./index.ts";

export async function siteRoutes(app: FastifyInstance) {
  const service = siteFor(app);

  implement(app, contract.site, (request) => service.site(request.host));

  // spec/1 §7, §8: the device asking decides the store; any other device gets none.
  implement(app, contract.appStoreLink, (request, reply) => {
    reply.header("cache-control", "private, no-cache").header("vary", "user-agent");
    const store = appStoreFor(request.headers["user-agent"] ?? "");
    return { url: store.ok ? app.config.appStoreUrls[store.value] : null };
  });
}
