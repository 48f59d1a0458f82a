/** Info pages by slug: the brand's own page of a slug before the one every brand shares. */
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { infoPages, type BrandCode } from "../../db/schema.ts";

export type InfoPageRow = { slug: string; title: string; summary: string; blocks: unknown[] };

export function createInfoPageStore(db: Db) {
  return {
    async page(slug: string, brand: BrandCode): Promise<InfoPageRow | undefined> {
      const [row] = await db
        .select({
          slug: infoPages.slug,
          title: infoPages.title,
          summary: infoPages.summary,
          blocks: infoPages.blocks,
        })
        .from(infoPages)
        .where(and(eq(infoPages.slug, slug), or(eq(infoPages.brandCode, brand), isNull(infoPages.brandCode))))
        .orderBy(sql`${infoPages.brandCode} is null`)
        .limit(1);
      return row;
    },
  };
}

export type InfoPageStore = ReturnType<typeof createInfoPageStore>;
