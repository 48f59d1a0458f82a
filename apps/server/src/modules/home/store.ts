/** The homepage's carousel items of a brand, in each carousel's order. */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { homeCarouselItems, type BrandCode } from "../../db/schema.ts";

export function createHomeStore(db: Db) {
  return {
    items(brand: BrandCode) {
      return db
        .select({
          carousel: homeCarouselItems.carousel,
          title: homeCarouselItems.title,
          body: homeCarouselItems.body,
          href: homeCarouselItems.href,
          productId: homeCarouselItems.productId,
          background: homeCarouselItems.background,
        })
        .from(homeCarouselItems)
        .where(eq(homeCarouselItems.brandCode, brand))
        .orderBy(asc(homeCarouselItems.carousel), asc(homeCarouselItems.position));
    },
  };
}

export type HomeStore = ReturnType<typeof createHomeStore>;
export type HomeItemRow = Awaited<ReturnType<HomeStore["items"]>>[number];
