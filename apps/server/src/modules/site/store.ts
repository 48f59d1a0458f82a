/** The brands table: four rows, read whole. */
import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brands } from "../../db/schema.ts";

export type BrandRow = typeof brands.$inferSelect;

export function createSiteStore(db: Db) {
  return {
    listBrands(): Promise<BrandRow[]> {
      return db.select().from(brands).orderBy(asc(brands.code));
    },
  };
}

export type SiteStore = ReturnType<typeof createSiteStore>;
