/**
 * Homepage use cases (issue 16; spec/1 §2, spec/3 §2, §4): a brand's carousels from the items the
 * merchandisers keep. An item's picture is its product's; the magic carousel's products come priced
 * from the product index, and one withdrawn from sale drops out rather than showing a dead card.
 */
import type { HomeContent, HomeLogo } from "@merchant/contract";
import type { BrandCode } from "../../db/schema.ts";
import type { CatalogService } from "../catalog/index.ts";
import { productPictureUrl } from "../media/index.ts";
import type { HomeItemRow, HomeStore } from "./store.ts";

/** A main slide without a colour of its own is painted in the brand's ink. */
const DEFAULT_SLIDE_BACKGROUND = "#1a1a1a";

export function createHomeService(store: HomeStore, catalog: CatalogService) {
  return {
    async content(brand: BrandCode): Promise<HomeContent> {
      const rows = await store.items(brand);
      const of = (carousel: HomeItemRow["carousel"]) => rows.filter((row) => row.carousel === carousel);
      const picks = of("magic").map((row) => row.productId);
      return {
        slides: of("main").map((row) => ({
          title: row.title,
          body: row.body ?? "",
          href: row.href,
          image: pictureOf(row),
          background: row.background ?? DEFAULT_SLIDE_BACKGROUND,
        })),
        sponsors: of("sponsor").map(logoOf),
        brands: of("brand").map(logoOf),
        picks: await catalog.summaries(picks),
      };
    },
  };
}

function logoOf(row: HomeItemRow): HomeLogo {
  return { name: row.title, href: row.href, image: pictureOf(row) };
}

function pictureOf(row: HomeItemRow) {
  return { url: productPictureUrl(row.productId, 1), alt: row.title };
}

export type HomeService = ReturnType<typeof createHomeService>;
