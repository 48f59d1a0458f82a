/**
 * The branch directory's SQL. A few thousand branches at most: one query answers a search with
 * its filters, names and features joined in, in name order; another reads them all for the
 * searches by distance and by name, which run in memory.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { BrandCode, ErpCode, OpeningTimes } from "../../db/schema.ts";

export type BranchRow = {
  id: number;
  code: string;
  slug: string;
  name: string;
  fullName: string;
  brandCode: BrandCode;
  brandName: string;
  erp: ErpCode;
  address1: string;
  address2: string | null;
  address3: string | null;
  address4: string | null;
  postcode: string;
  phone: string;
  email: string;
  features: string[];
  basketEcommerceActive: boolean;
};

export type BranchDetailRow = BranchRow & {
  openingTimes: OpeningTimes;
  managerName: string | null;
  lat: number;
  lng: number;
  maxDeliveryMiles: number;
};

/** A branch as the in-memory directory keeps it, for searches by distance and by name. */
export type DirectoryRow = BranchDetailRow;

/** One branch's stock of a product. */
export type StockRow = { branchId: number; qty: number };

/** What to look for; every part is optional and they all must hold. */
export type BranchFilter = {
  /** Lower case, trimmed; "" matches every branch. */
  text: string;
  brand: BrandCode | undefined;
  /** Exact feature names; a branch needs one of them. Empty: no feature filter. */
  features: string[];
};

const COLUMNS = sql`b.id, b.code, b.slug, b.name, b.full_name as "fullName", b.brand_code as "brandCode",
  br.name as "brandName", b.erp, b.address1, b.address2, b.address3, b.address4, b.postcode, b.phone,
  b.email, b.basket_ecommerce_active as "basketEcommerceActive",
  coalesce((select array_agg(f.name order by f.name) from branch_features bf
    join store_features f on f.id = bf.feature_id where bf.branch_id = b.id), '{}') as features`;

const DETAIL_COLUMNS = sql`${COLUMNS}, b.opening_times as "openingTimes", b.manager_name as "managerName",
  b.lat, b.lng, b.max_delivery_miles as "maxDeliveryMiles"`;

const FROM = sql`from branches b join brands br on br.code = b.brand_code`;

/** Part of the town, full name or code, or of the postcode with spaces ignored on both sides. */
function textCondition(text: string): SQL {
  const compact = text.replace(/\s+/g, "");
  return sql`(strpos(lower(b.name), ${text}) > 0 or strpos(lower(b.full_name), ${text}) > 0
    or strpos(lower(b.code), ${text}) > 0
    or strpos(replace(lower(b.postcode), ' ', ''), ${compact}) > 0)`;
}

function featureCondition(features: string[]): SQL {
  const names = sql.join(
    features.map((name) => sql`${name}`),
    sql`, `,
  );
  return sql`exists (select 1 from branch_features bf join store_features f on f.id = bf.feature_id
    where bf.branch_id = b.id and f.name in (${names}))`;
}

export function createBranchStore(database: Database) {
  return {
    search(filter: BranchFilter): Promise<BranchRow[]> {
      const conditions: SQL[] = [sql`true`];
      if (filter.text !== "") conditions.push(textCondition(filter.text));
      if (filter.brand) conditions.push(sql`b.brand_code = ${filter.brand}`);
      if (filter.features.length > 0) conditions.push(featureCondition(filter.features));
      return database.rows(sql`select ${COLUMNS} ${FROM} where ${sql.join(conditions, sql` and `)}
        order by b.name, b.id`);
    },

    async byId(id: number): Promise<BranchDetailRow | undefined> {
      const [row] = await database.rows<BranchDetailRow>(
        sql`select ${DETAIL_COLUMNS} ${FROM} where b.id = ${id}`,
      );
      return row;
    },

    /** Every branch with its position, radius and opening times: the directory searched in memory. */
    directory(): Promise<DirectoryRow[]> {
      return database.rows<DirectoryRow>(sql`select ${DETAIL_COLUMNS} ${FROM} order by b.name, b.id`);
    },

    /** The product's stock at these branches (branches without a row hold none). */
    stockOf(productId: number, branchIds: readonly number[]): Promise<StockRow[]> {
      if (branchIds.length === 0) return Promise.resolve([]);
      const ids = sql.join(
        branchIds.map((id) => sql`${id}`),
        sql`, `,
      );
      return database.rows<StockRow>(sql`select branch_id as "branchId", qty from branch_stock
        where product_id = ${productId} and branch_id in (${ids})`);
    },

    async productExists(productId: number): Promise<boolean> {
      const rows = await database.rows<{ id: number }>(sql`select id from products where id = ${productId}`);
      return rows.length > 0;
    },

    async featureNames(): Promise<string[]> {
      const rows = await database.rows<{ name: string }>(sql`select name from store_features order by name`);
      return rows.map((row) => row.name);
    },
  };
}

export type BranchStore = ReturnType<typeof createBranchStore>;
