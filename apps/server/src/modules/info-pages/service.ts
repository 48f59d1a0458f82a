/**
 * Info page use cases (issue 16): a page of the brand by its slug. Blocks are read through the
 * contract's schema, so a block a merchandiser mistyped is left out rather than breaking the page.
 */
import { infoBlockSchema, type InfoBlock, type InfoPage } from "@merchant/contract";
import { notFound } from "../../lib/domain-errors.ts";
import type { BrandCode } from "../../db/schema.ts";
import type { InfoPageStore } from "./store.ts";

export function createInfoPageService(store: InfoPageStore) {
  return {
    async page(slug: string, brand: BrandCode): Promise<InfoPage> {
      const row = await store.page(slug, brand);
      if (!row) throw notFound(`There is no page called ${slug}`);
      const blocks = row.blocks.flatMap((block): InfoBlock[] => {
        const read = infoBlockSchema.safeParse(block);
        return read.success ? [read.data] : [];
      });
      return { slug: row.slug, title: row.title, summary: row.summary, blocks };
    },
  };
}
