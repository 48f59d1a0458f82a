/** The site's public surface: the brand a host shows, and the site an email's links point to. */
import type { FastifyRequest } from "fastify";
import { forbidden } from "../../lib/domain-errors.ts";
import { perDatabase } from "../../lib/per-database.ts";
import { createSiteService } from "./service.ts";
import { createSiteStore } from "./store.ts";
import { shopOriginOf } from "../../plugins/shop-origin.ts";

export const siteFor = perDatabase(({ database, config }) =>
  createSiteService(config, createSiteStore(database.db)),
);
export { brandForHost } from "./service.ts";

/**
 * Where a link in an email sent for this request points, and the shop's name to sign it: the
 * origin the request came to when it is one of the shop's own, never a Host header someone else
 * chose (403 otherwise).
 */
export async function linkSiteOf(request: FastifyRequest): Promise<{ origin: string; shopName: string }> {
  const origin = shopOriginOf(request);
  if (!origin) throw forbidden("This address is not one of the shop's");
  const { brand } = await siteFor(request.server).site(request.host);
  return { origin, shopName: brand.name };
}
