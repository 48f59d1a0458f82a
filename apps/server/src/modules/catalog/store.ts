/**
 * The catalogue's SQL. Listings fetch one page of ids in the listing's order, then the
 * summaries of those ids in one query (category slug and first picture joined in), so a page
 * costs two short queries whatever its size. Indexes behind the orders: migration 0002.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { Specification } from "../../db/schema.ts";
import type { CategoryRow, ManufacturerStatRow, TopProductRow } from "./category-index.ts";
import type { ListingFilters, ListingScope, ListingSort, ManufacturerFigureRow } from "./listing.ts";

export type SummaryRow = {
  id: number;
  slug: string;
  partNumber: string;
  name: string;
  manufacturer: string;
  priceExVat: number;
  vatRate: number;
  isTally: boolean;
  categorySlug: string;
  imageAlt: string | null;
};

export type ProductRow = SummaryRow & {
  description: string;
  specifications: Specification[];
  categoryId: number;
  sawToSizeMax: number | null;
};

export type ImageRow = { position: number; alt: string };
export type PriceBreakRow = { minQty: number; priceExVat: number };
export type RelationRow = { kind: "essential" | "alternative" | "cross_sell" | "related"; relatedId: number };

const TEXT_QUERY_CONFIG = sql.raw(`'english'`);

function list(values: readonly (string | number)[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

function textQuery(query: string): SQL {
  return sql`websearch_to_tsquery(${TEXT_QUERY_CONFIG}, ${query})`;
}

function scopeCondition(scope: ListingScope): SQL {
  if (scope.kind === "text") return sql`p.search_vector @@ ${textQuery(scope.query)}`;
  // One category as an equality lets the planner walk (category_id, popularity) in order.
  const [only, ...more] = scope.categoryIds;
  if (only === undefined) return sql`false`;
  return more.length === 0
    ? sql`p.category_id = ${only}`
    : sql`p.category_id in (${list(scope.categoryIds)})`;
}

const IN_STOCK = sql`exists (select 1 from branch_stock s where s.product_id = p.id and s.qty > 0)`;

function priceConditions(filters: ListingFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.minPrice !== undefined) conditions.push(sql`p.price_ex_vat >= ${filters.minPrice}`);
  if (filters.maxPrice !== undefined) conditions.push(sql`p.price_ex_vat <= ${filters.maxPrice}`);
  return conditions;
}

function where(conditions: SQL[]): SQL {
  return sql.join(conditions, sql` and `);
}

function listingConditions(scope: ListingScope, filters: ListingFilters): SQL[] {
  const conditions = [sql`p.active`, scopeCondition(scope), ...priceConditions(filters)];
  if (filters.manufacturers.length > 0)
    conditions.push(sql`p.manufacturer in (${list(filters.manufacturers)})`);
  if (filters.inStock) conditions.push(IN_STOCK);
  return conditions;
}

/**
 * The listing's order, read from product rows (`p`) or from a union of per-category pages (`u`,
 * see pageIds). Ties fall back to the id so paging never shows a product twice or skips one.
 */
function orderBy(scope: ListingScope, sort: ListingSort, from: "p" | "u" = "p"): SQL {
  const row = sql.raw(from);
  // Byte order of the lower-cased name: the same on PGlite and on any PostgreSQL locale.
  const nameKey = from === "p" ? sql`lower(p.name) collate "C"` : sql`u.name_key collate "C"`;
  switch (sort) {
    case "price_asc":
      return sql`${row}.price_ex_vat asc, ${row}.id asc`;
    case "price_desc":
      return sql`${row}.price_ex_vat desc, ${row}.id desc`;
    case "name_asc":
      return sql`${nameKey} asc, ${row}.id asc`;
    case "name_desc":
      return sql`${nameKey} desc, ${row}.id desc`;
    case "relevance":
      return scope.kind === "text"
        ? sql`ts_rank(p.search_vector, ${textQuery(scope.query)}) desc, p.popularity desc, p.id asc`
        : sql`${row}.popularity desc, ${row}.id asc`;
  }
}

/** What the merge of per-category pages sorts by. */
const UNION_SORT_COLUMNS = sql`, p.popularity, p.price_ex_vat, lower(p.name) collate "C" as name_key`;

const SUMMARY_COLUMNS = sql`p.id, p.slug, p.part_number as "partNumber", p.name, p.manufacturer,
  p.price_ex_vat as "priceExVat", p.vat_rate as "vatRate", p.is_tally as "isTally",
  c.slug as "categorySlug", i.alt as "imageAlt"`;

const SUMMARY_JOINS = sql`join categories c on c.id = p.category_id
  left join product_images i on i.product_id = p.id and i.position = 1`;

export function createCatalogStore(database: Database) {
  return {
    categories(): Promise<CategoryRow[]> {
      return database.rows(sql`select id, parent_id as "parentId", slug, name, level, position, description, path
        from categories`);
    },

    /** Active products per category and manufacturer: every count and facet of the tree in one scan. */
    manufacturerStats(): Promise<ManufacturerStatRow[]> {
      return database.rows(sql`select category_id as "categoryId", manufacturer, count(*)::int as count,
          min(price_ex_vat) as min, max(price_ex_vat) as max
        from products where active group by category_id, manufacturer`);
    },

    /** One index probe per category on (category_id, popularity). */
    topProducts(): Promise<TopProductRow[]> {
      return database.rows(sql`select c.id as "categoryId", top.id as "productId", top.popularity,
          coalesce(i.alt, top.name) as alt
        from categories c
        cross join lateral (
          select p.id, p.popularity, p.name from products p
          where p.category_id = c.id and p.active
          order by p.popularity desc, p.id asc limit 1
        ) top
        left join product_images i on i.product_id = top.id and i.position = 1`);
    },

    /** Per manufacturer: count passing the price filter, min/max ignoring it (see ManufacturerFigures). */
    listingFigures(scope: ListingScope, filters: ListingFilters): Promise<ManufacturerFigureRow[]> {
      const withoutManufacturerOrPrice = listingConditions(scope, {
        ...filters,
        manufacturers: [],
        minPrice: undefined,
        maxPrice: undefined,
      });
      const inPriceRange = priceConditions(filters);
      const count =
        inPriceRange.length > 0 ? sql`count(*) filter (where ${where(inPriceRange)})` : sql`count(*)`;
      return database.rows(sql`select p.manufacturer, ${count}::int as count,
          min(p.price_ex_vat) as min, max(p.price_ex_vat) as max
        from products p where ${where(withoutManufacturerOrPrice)}
        group by p.manufacturer`);
    },

    /**
     * One page of a listing's ids. A category with sub-categories is read as a union of each
     * category's first `offset + limit` products, each an index range in the listing's order
     * (category_id, then the sort key: migrations 0002 and 0004), then merged: a few dozen rows
     * per category instead of sorting every product of a department.
     */
    async pageIds(
      scope: ListingScope,
      filters: ListingFilters,
      sort: ListingSort,
      limit: number,
      offset: number,
    ): Promise<number[]> {
      const pageOf = (part: ListingScope, extraColumns: SQL, rows: number, skip: number) =>
        sql`select p.id${extraColumns} from products p
          where ${where(listingConditions(part, filters))}
          order by ${orderBy(part, sort)}
          limit ${rows} offset ${skip}`;
      const query =
        scope.kind === "category" && scope.categoryIds.length > 1
          ? sql`select u.id from (${sql.join(
              scope.categoryIds.map(
                (id) =>
                  sql`(${pageOf({ kind: "category", categoryIds: [id] }, UNION_SORT_COLUMNS, offset + limit, 0)})`,
              ),
              sql` union all `,
            )}) u
            order by ${orderBy(scope, sort, "u")}
            limit ${limit} offset ${offset}`
          : pageOf(scope, sql``, limit, offset);
      const rows = await database.rows<{ id: number }>(query);
      return rows.map((row) => row.id);
    },

    /** Summaries of active products, in no particular order. */
    summaries(ids: readonly number[]): Promise<SummaryRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return database.rows(sql`select ${SUMMARY_COLUMNS} from products p ${SUMMARY_JOINS}
        where p.id in (${list(ids)}) and p.active`);
    },

    async productBySlug(slug: string): Promise<ProductRow | undefined> {
      const rows =
        await database.rows<ProductRow>(sql`select ${SUMMARY_COLUMNS}, p.description, p.specifications,
          p.category_id as "categoryId", p.saw_to_size_max as "sawToSizeMax"
        from products p ${SUMMARY_JOINS}
        where p.slug = ${slug} and p.active`);
      return rows[0];
    },

    images(productId: number): Promise<ImageRow[]> {
      return database.rows(sql`select position, alt from product_images
        where product_id = ${productId} order by position`);
    },

    priceBreaks(productId: number): Promise<PriceBreakRow[]> {
      return database.rows(sql`select min_qty as "minQty", price_ex_vat as "priceExVat" from price_breaks
        where product_id = ${productId} order by min_qty`);
    },

    relations(productId: number): Promise<RelationRow[]> {
      return database.rows(sql`select kind, related_id as "relatedId" from product_relations
        where product_id = ${productId} order by kind, position, related_id`);
    },
  };
}

export type CatalogStore = ReturnType<typeof createCatalogStore>;
