/**
 * The product index's SQL: every active product's listing columns in one scan (at start), the
 * same columns for the products a change notice names, and the category names each product is
 * found under. The database stays the source of truth; the index is rebuilt from it.
 */
import { sql, type SQL } from "drizzle-orm";
import type { SaleUnit } from "@merchant/domain/catalog";
import type { SynonymGroup } from "@merchant/domain/search";
import type { Database } from "../../db/client.ts";

/** The hot columns of a product: what a listing, a search hit and a suggestion show or sort by. */
export type ProductRecord = {
  id: number;
  slug: string;
  partNumber: string;
  name: string;
  /** The name in lower case, as the database lower-cases it: the name sorts' key. */
  nameKey: string;
  manufacturer: string;
  /** A small number standing for the manufacturer, the same for every record of this store: figures count by it. */
  makerId: number;
  priceExVat: number;
  vatRate: number;
  isTally: boolean;
  unit: SaleUnit;
  packSize: number | null;
  categoryId: number;
  categorySlug: string;
  imageAlt: string | null;
  popularity: number;
  /** Stock above zero in at least one branch. */
  inStock: boolean;
};

const RECORD_COLUMNS = sql`p.id, p.slug, p.part_number as "partNumber", p.name, lower(p.name) as "nameKey",
  p.manufacturer,
  p.price_ex_vat as "priceExVat", p.vat_rate as "vatRate", p.is_tally as "isTally",
  p.unit, p.pack_size as "packSize",
  p.category_id as "categoryId", c.slug as "categorySlug", i.alt as "imageAlt", p.popularity,
  exists (select 1 from branch_stock s where s.product_id = p.id and s.qty > 0) as "inStock"`;

const RECORD_JOINS = sql`join categories c on c.id = p.category_id
  left join product_images i on i.product_id = p.id and i.position = 1`;

function list(values: readonly number[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

export function createProductIndexStore(database: Database) {
  const makers = new Map<string, { id: number; name: string }>();
  /**
   * The rows as records of one fixed shape (a driver's row objects are built field by field and
   * read several times slower), each with its makerId and one string per manufacturer.
   */
  const numbered = (rows: Omit<ProductRecord, "makerId">[]): ProductRecord[] =>
    rows.map((row) => {
      let maker = makers.get(row.manufacturer);
      if (!maker) makers.set(row.manufacturer, (maker = { id: makers.size, name: row.manufacturer }));
      return {
        id: row.id,
        slug: row.slug,
        partNumber: row.partNumber,
        name: row.name,
        nameKey: row.nameKey,
        manufacturer: maker.name,
        makerId: maker.id,
        priceExVat: row.priceExVat,
        vatRate: row.vatRate,
        isTally: row.isTally,
        unit: row.unit,
        packSize: row.packSize,
        categoryId: row.categoryId,
        categorySlug: row.categorySlug,
        imageAlt: row.imageAlt,
        popularity: row.popularity,
        inStock: row.inStock,
      };
    });
  return {
    /** Every active product, by id. */
    async allRecords(): Promise<ProductRecord[]> {
      return numbered(
        await database.rows(sql`select ${RECORD_COLUMNS} from products p ${RECORD_JOINS}
        where p.active order by p.id`),
      );
    },

    /** The products named that are active now; an id missing from the answer is gone or inactive. */
    async records(ids: readonly number[]): Promise<ProductRecord[]> {
      if (ids.length === 0) return [];
      return numbered(
        await database.rows(sql`select ${RECORD_COLUMNS} from products p ${RECORD_JOINS}
        where p.id in (${list(ids)}) and p.active`),
      );
    },

    /** The catalogue's own synonym groups, added to the search's table. */
    synonymGroups(): Promise<SynonymGroup[]> {
      return database.rows(sql`select terms, kind from search_synonyms order by id`);
    },

    /** Every category's name with its parent, to index a product under its category's words. */
    categoryNames(): Promise<{ id: number; parentId: number | null; name: string }[]> {
      return database.rows(sql`select id, parent_id as "parentId", name from categories`);
    },
  };
}

export type ProductIndexStore = ReturnType<typeof createProductIndexStore>;
