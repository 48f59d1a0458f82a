/**
 * Which brand a request is for: the storefront shows one brand at a time, chosen by the host
 * name it was reached on (BRAND_HOSTS), falling back to SITE_BRAND.
 */
import type { Config } from "../../config.ts";
import type { BrandCode } from "../../db/schema.ts";
import type { BrandRow, SiteStore } from "./store.ts";

/** "HB.Example.test:3000" → "hb.example.test"; "[::1]:3000" → "[::1]". */
export function hostName(host: string | undefined): string {
  const value = (host ?? "").trim().toLowerCase();
  if (value.startsWith("[")) return value.slice(0, value.indexOf("]") + 1);
  return value.split(":")[0] ?? "";
}

export function brandForHost(
  config: Pick<Config, "brandHosts" | "siteBrand">,
  host: string | undefined,
): BrandCode {
  return config.brandHosts[hostName(host)] ?? config.siteBrand;
}

/** A brand as the API shows it: its company's details and customer services together. */
function brandOf({
  registeredName,
  companyNumber,
  vatNumber,
  registeredOffice,
  contactPhone,
  contactEmail,
  ...brand
}: BrandRow) {
  return {
    ...brand,
    company: {
      registeredName,
      companyNumber,
      vatNumber,
      registeredOffice,
      phone: contactPhone,
      email: contactEmail,
    },
  };
}

export function createSiteService(config: Config, store: SiteStore) {
  return {
    async site(host: string | undefined) {
      const code = brandForHost(config, host);
      const all = (await store.listBrands()).map(brandOf);
      const brand = all.find((candidate) => candidate.code === code);
      // The brands are demo data or set up by an operator; a missing one is our fault, not the shopper's.
      if (!brand) throw new Error(`Brand ${code} is not in the brands table`);
      const storePopup =
        config.storePopupDelayMs > 0
          ? { type: "popup" as const, delayMs: config.storePopupDelayMs }
          : { type: "none" as const, delayMs: 0 };
      return {
        brand,
        brands: all,
        storePopup,
        snow: config.seasonalSnow,
        partnerFrame: config.partnerFrame ?? null,
        liveChat: config.liveChat ? { scriptUrl: config.liveChat.scriptUrl } : null,
      };
    },
  };
}
