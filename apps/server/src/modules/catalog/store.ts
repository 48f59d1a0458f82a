/**
 * The catalogue's SQL: the category rows, and a product page's own columns with its pictures,
 * price breaks and relations in one query (issue 13: one query per answer; under load, one for
 * the pages asked for while the last read ran), those three kept ready in one row per product
 * (product_page_parts, decision 189). Listings, summaries
 * and the tree's figures come from the product index in memory (modules/product-index).
 */
import type { SaleUnit } from "@merchant/domain/catalog";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { Specification } from "../../db/schema.ts";
import { batched } from "../../lib/batched.ts";
import type { CategoryRow } from "./category-index.ts";

export type SummaryRow = {
  id: number;
  slug: string;
  partNumber: string;
  name: string;
  manufacturer: string;
  priceExVat: number;
  vatRate: number;
  isTally: boolean;
  unit: SaleUnit;
  packSize: number | null;
  categorySlug: string;
  imageAlt: string | null;
};

export type ImageRow = { position: number; alt: string };
export type PriceBreakRow = { minQty: number; priceExVat: number };
export type RelationRow = { kind: "essential" | "alternative" | "cross_sell" | "related"; relatedId: number };

export type ProductRow = SummaryRow & {
  description: string;
  specifications: Specification[];
  categoryId: number;
  sawToSizeMax: number | null;
  hasSpin: boolean;
  directShip: boolean;
  images: ImageRow[];
  priceBreaks: PriceBreakRow[];
  relations: RelationRow[];
};

/** The summary's picture text: the first position's, from the page's pictures read anyway. */
const imageAlt = (images: ImageRow[]) => images.find((image) => image.position === 1)?.alt ?? null;

/** Product page reads under way at once on PostgreSQL (a few of its pool's ten connections). */
const PAGE_READS_ON_POSTGRES = 4;

export function createCatalogStore(database: Database) {
  return {
    categories(): Promise<CategoryRow[]> {
      return database.rows(sql`select id, parent_id as "parentId", slug, name, level, position, description, path
        from categories`);
    },

    /** An active product's page: its columns, pictures, price breaks and relations (each in order). */
    productBySlug: batched(
      async (slugs: string[]) => {
        const rows = await database.rows<Omit<ProductRow, "imageAlt">>(
          sql`select p.id, p.slug, p.part_number as "partNumber",
          p.name, p.manufacturer, p.price_ex_vat as "priceExVat", p.vat_rate as "vatRate",
          p.is_tally as "isTally", p.unit, p.pack_size as "packSize", c.slug as "categorySlug",
          p.description, p.specifications,
          p.category_id as "categoryId", p.saw_to_size_max as "sawToSizeMax", p.has_spin as "hasSpin",
          p.direct_ship as "directShip",
          coalesce(parts.images, '[]') as images, coalesce(parts.price_breaks, '[]') as "priceBreaks",
          coalesce(parts.relations, '[]') as relations
        from products p join categories c on c.id = p.category_id
          left join product_page_parts parts on parts.product_id = p.id
        where p.slug = any(${sql.param(slugs)}::text[]) and p.active`,
          { prepareAs: "product_pages" },
        );
        return new Map(rows.map((row) => [row.slug, { ...row, imageAlt: imageAlt(row.images) }]));
      },
      // Pages asked for while a read runs go together in the next; PostgreSQL reads on several connections.
      { lanes: database.driver === "postgres" ? PAGE_READS_ON_POSTGRES : 1 },
    ),
  };
}

export type CatalogStore = ReturnType<typeof createCatalogStore>;
