/**
 * The stock mirror's SQL (stock-mirror.ts): the branches and their feeders, every branch's stock a
 * slice of products at a time, the distribution centre's, and the rows of the products a change
 * notice names. Branch rows come as one text per query, "product branch qty reported" joined by
 * commas (report times in whole milliseconds, empty for none): a slice of 4,000 products is a
 * quarter of a million rows, which as row objects would cost several times as much to read.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { StockColumns, StockMirrorSource } from "./stock-mirror.ts";

export const STOCK_CHANGES = "stock_changes";

/** Slices read at once on PostgreSQL. */
const SLICE_LANES_ON_POSTGRES = 3;

const ROWS_AS_TEXT = sql`string_agg(product_id || ' ' || branch_id || ' ' || qty || ' ' ||
  coalesce(floor(extract(epoch from updated_at) * 1000)::bigint::text, ''), ',') as rows`;

const COMMA = 44;
const SPACE = 32;
const MINUS = 45;

/** The rows of `text` as StockMirror reads them. */
export function stockColumnsOf(text: string | null): StockColumns {
  let length = text ? 1 : 0;
  for (let at = text ? text.indexOf(",") : -1; at >= 0; at = text!.indexOf(",", at + 1)) length++;
  const rows: StockColumns = {
    length,
    productId: new Int32Array(length),
    branchId: new Int32Array(length),
    qty: new Int32Array(length),
    reportedAt: new Float64Array(length),
  };
  let at = 0;
  /** The integer at `at`, NaN when the field is empty; `at` moves past its separator. */
  const field = (): number => {
    const negative = text!.charCodeAt(at) === MINUS;
    if (negative) at++;
    let value = Number.NaN;
    for (let code = text!.charCodeAt(at); code >= 48 && code <= 57; code = text!.charCodeAt(++at))
      value = (Number.isNaN(value) ? 0 : value * 10) + (code - 48);
    const separator = text!.charCodeAt(at);
    if (at < text!.length && separator !== SPACE && separator !== COMMA)
      throw new Error(`unreadable stock row text at ${at}`);
    at++;
    return negative ? -value : value;
  };
  for (let row = 0; row < length; row++) {
    rows.productId[row] = field();
    rows.branchId[row] = field();
    rows.qty[row] = field();
    rows.reportedAt[row] = field();
  }
  return rows;
}

export function createStockMirrorStore(database: Database): StockMirrorSource {
  const branchRows = async (where: SQL) => {
    const [row] = await database.rows<{ rows: string | null }>(
      sql`select ${ROWS_AS_TEXT} from branch_stock where ${where}`,
    );
    return stockColumnsOf(row?.rows ?? null);
  };
  const centralRows = (where: SQL) =>
    database.rows<{ productId: number; qty: number }>(
      sql`select product_id as "productId", qty from central_stock where ${where}`,
    );

  return {
    feeders: () => database.rows(sql`select id as "branchId", feeder_branch_id as "feederId" from branches`),

    async lastProductId() {
      const [row] = await database.rows<{ last: number | null }>(
        sql`select max(product_id) as last from branch_stock`,
      );
      return row?.last ?? 0;
    },

    slice: (from, to) => branchRows(sql`product_id >= ${from} and product_id < ${to}`),

    // PGlite has one connection; PostgreSQL's pool has ten, and the server's start waits for the slices.
    sliceLanes: database.driver === "postgres" ? SLICE_LANES_ON_POSTGRES : 1,

    central: () => centralRows(sql`true`),

    async products(productIds) {
      const ids = sql`${sql.param([...productIds])}::int[]`;
      const [branches, central] = await Promise.all([
        branchRows(sql`product_id = any(${ids})`),
        centralRows(sql`product_id = any(${ids})`),
      ]);
      return { branches, central };
    },
  };
}
