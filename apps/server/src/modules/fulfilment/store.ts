/**
 * The fulfilment SQL: a product's stock at a branch, its feeder branch and the distribution
 * centre; a branch's price list; the delivery charge bands of a brand.
 */
import { sql, type SQL } from "drizzle-orm";
import { batched } from "../../lib/batched.ts";
import type { Database } from "../../db/client.ts";
import type { BrandCode } from "../../db/schema.ts";
import { stockStatus, type StockAnswer } from "@merchant/domain/fulfilment";

export type StockRow = {
  productId: number;
  soldByLength: boolean;
  directShip: boolean;
  local: number;
  feeder: number;
  central: number;
  reportedAt: Date | string | null;
};

/** What a stock row means to a shopper of the branch (spec/2 §3 stock info). */
export const stockAnswerOf = (row: StockRow, branchName: string): StockAnswer =>
  stockStatus({
    branchName,
    local: row.local,
    feeder: row.feeder,
    central: row.central,
    directShip: row.directShip,
    soldByLength: row.soldByLength,
  });

const STOCK_COLUMNS = sql`p.id as "productId", p.is_tally as "soldByLength", p.direct_ship as "directShip",
    coalesce(own.qty, 0)::int as local,
    coalesce(fed.qty, 0)::int as feeder,
    coalesce(c.qty, 0)::int as central,
    own.updated_at as "reportedAt"`;

/** A product's (p) stock at a branch, its feeder and the distribution centre. */
const stockJoins = (branch: SQL) => sql`
  left join branch_stock own on own.product_id = p.id and own.branch_id = ${branch}
  left join branches b on b.id = ${branch}
  left join branch_stock fed on fed.product_id = p.id and fed.branch_id = b.feeder_branch_id
  left join central_stock c on c.product_id = p.id`;

/** Products with their stock at a branch, its feeder and the distribution centre; the caller adds the where. */
const stockAtBranch = (branchId: number) =>
  sql`select ${STOCK_COLUMNS} from products p ${stockJoins(sql`${branchId}`)}`;

const pairKey = (productId: number, branchId: number) => `${productId}:${branchId}`;

export function createFulfilmentStore(database: Database) {
  // Every product page a shopper with a branch opens reads one: those asked for while a read runs
  // go together in the next, one prepared query for all (lib/batched.ts).
  const stockOfPairs = batched(async (keys: string[]) => {
    const pairs = keys.map((key) => key.split(":").map(Number) as [number, number]);
    const rows = await database.rows<StockRow & { branchId: number }>(
      sql`select ${STOCK_COLUMNS}, want.branch_id as "branchId"
        from unnest(${sql.param(pairs.map(([productId]) => productId))}::int[],
          ${sql.param(pairs.map(([, branchId]) => branchId))}::int[]) as want(product_id, branch_id)
        join products p on p.id = want.product_id and p.active
        ${stockJoins(sql`want.branch_id`)}`,
      { prepareAs: "stock_of_pairs" },
    );
    return new Map(
      rows.map(({ branchId, ...row }) => [pairKey(row.productId, branchId), row satisfies StockRow]),
    );
  });

  return {
    /** Stock of a product for a branch; undefined when no such active product exists. */
    stock: (productId: number, branchId: number): Promise<StockRow | undefined> =>
      stockOfPairs(pairKey(productId, branchId)),

    /** Stock of several products for a branch (a basket's lines); products that do not exist are left out. */
    async stockOfMany(productIds: readonly number[], branchId: number): Promise<StockRow[]> {
      if (productIds.length === 0) return [];
      return database.rows<StockRow>(
        sql`${stockAtBranch(branchId)} where p.id in (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    },

    /** Whether an active product exists, and its stock at every branch. */
    async stockEverywhere(productId: number): Promise<{ branchId: number; quantity: number }[] | undefined> {
      const rows = await database.rows<{ branchId: number | null; quantity: number | null }>(sql`
        select s.branch_id as "branchId", s.qty as quantity
        from products p left join branch_stock s on s.product_id = p.id
        where p.id = ${productId} and p.active
        order by s.branch_id`);
      if (rows.length === 0) return undefined;
      return rows.flatMap((row) =>
        row.branchId === null ? [] : [{ branchId: row.branchId, quantity: row.quantity ?? 0 }],
      );
    },

    async productName(productId: number): Promise<{ name: string; partNumber: string } | undefined> {
      const [row] = await database.rows<{ name: string; partNumber: string }>(
        sql`select name, part_number as "partNumber" from products where id = ${productId} and active`,
      );
      return row;
    },

    async pricePercent(branchId: number): Promise<number> {
      const [row] = await database.rows<{ percent: number }>(
        sql`select price_percent as percent from branches where id = ${branchId}`,
        { prepareAs: "branch_price_percent" },
      );
      return row?.percent ?? 100;
    },

    async chargeBands(brand: BrandCode): Promise<{ upToMiles: number; chargePence: number }[]> {
      return database.rows(sql`
        select up_to_miles as "upToMiles", charge_pence as "chargePence"
        from delivery_charge_bands where brand_code = ${brand} order by up_to_miles`);
    },
  };
}

export type FulfilmentStore = ReturnType<typeof createFulfilmentStore>;
