/**
 * What every page of one brand shows the same: the brand, the shop's other brands, the
 * forced store popup's timing, whether the seasonal snow falls, the partner page, the live chat, and the category tree. Read through the API once per brand and kept for SITE_DATA_TTL_MS, so a page
 * render spends its API calls on the shopper's session and the page's own content
 * (docs/architecture.md "API calls per page").
 */
import type { BrandCode } from "@merchant/contract/constants";
import { LRUCache } from "lru-cache";
import { answer, type ApiClient } from "./api.ts";

/** A change to brands or categories shows on every page within this time. */
export const SITE_DATA_TTL_MS = 10_000;

async function readSiteData(api: ApiClient) {
  const [site, tree] = await Promise.all([
    answer(api.GET("/api/site")),
    answer(api.GET("/api/categories/tree")),
  ]);
  return {
    brand: site.brand,
    brands: site.brands,
    storePopup: site.storePopup,
    snow: site.snow,
    partnerFrame: site.partnerFrame,
    liveChat: site.liveChat,
    categories: tree.categories,
  };
}

export type SiteData = Awaited<ReturnType<typeof readSiteData>>;

const byBrand = new LRUCache<BrandCode, SiteData, ApiClient>({
  max: 16,
  ttl: SITE_DATA_TTL_MS,
  // Shoppers arriving together while it is read share the one read.
  fetchMethod: (_brand, _stale, { context }) => readSiteData(context),
});

/** The brand's site data, read through `api` when it is not already known. */
export async function siteData(api: ApiClient, brand: BrandCode): Promise<SiteData> {
  const known = await byBrand.fetch(brand, { context: api });
  if (!known) throw new Error(`No site data for brand ${brand}`);
  return known;
}
