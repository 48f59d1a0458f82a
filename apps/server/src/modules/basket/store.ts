/**
 * The basket's SQL. A basket is found by its owner (a visitor's session or an account) and made
 * on the first add by one upsert, so two tabs adding at once share one basket; a second add of a
 * product grows its line by one upsert, so two adds at once give one line with both quantities.
 */
import { MAX_QUANTITY, type SaleUnit } from "@merchant/domain/catalog";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { BrandCode } from "../../db/schema.ts";
import type { Executor } from "../../lib/in-transaction.ts";

/** Whose basket: a visitor's session (its id hash) or a signed-in account. */
export type BasketOwner = { userId: number } | { session: string };

export type LineRow = {
  lineId: number;
  productId: number;
  quantity: number;
  clearance: boolean;
  slug: string;
  partNumber: string;
  name: string;
  manufacturer: string;
  vatRate: number;
  singleExVat: number;
  isTally: boolean;
  sawToSizeMax: number | null;
  unit: SaleUnit;
  packSize: number | null;
  active: boolean;
  imagePosition: number | null;
  imageAlt: string | null;
  breaks: { minQty: number; exVat: number }[] | null;
  /** A clearance line's item, its own price and how many its branch has. */
  clearanceItemId: number | null;
  clearancePriceExVat: number | null;
  clearanceQty: number | null;
  /** A quote line's quote ('' for any other line) and its quoted price of one (null otherwise). */
  quoteReference: string;
  quotePriceExVat: number | null;
};

/** A branch quote's line as it goes into the basket: the product the part number names, at the quoted price. */
export type QuoteLineAdd = { productId: number; quantity: number; priceExVat: number };

/** A product offered beside another (an essential extra, another length), with what pricing it needs. */
export type OfferedRow = {
  id: number;
  slug: string;
  partNumber: string;
  name: string;
  vatRate: number;
  singleExVat: number;
  imagePosition: number | null;
  imageAlt: string | null;
  /** The Length specification of timber, e.g. "4.8m". */
  length: string | null;
};

/** The first picture of product `p` (its position and text), for `productPicture`. */
export const FIRST_PICTURE = sql`(select min(i.position) from product_images i where i.product_id = p.id) as "imagePosition",
  (select i.alt from product_images i where i.product_id = p.id order by i.position limit 1) as "imageAlt"`;

const OFFERED = sql`select p.id, p.slug, p.part_number as "partNumber", p.name,
    p.vat_rate as "vatRate", p.price_ex_vat as "singleExVat",
    ${FIRST_PICTURE},
    (select s ->> 'value' from jsonb_array_elements(p.specifications) s where s ->> 'name' = 'Length' limit 1) as length`;

/** How a timber product's name ends: its stock length, or cut to length. */
const LENGTH_SUFFIX = " (x [0-9.]+m|Cut to Length)$";

export type ProductFacts = {
  id: number;
  name: string;
  partNumber: string;
  isTally: boolean;
  sawToSizeMax: number | null;
};

const rowsOf = async <T>(executor: Executor, query: SQL): Promise<T[]> =>
  ((await executor.execute(query)) as unknown as { rows: T[] }).rows;

const ownerIs = (owner: BasketOwner) =>
  "userId" in owner ? sql`user_id = ${owner.userId}` : sql`owner_session = ${owner.session}`;

/** Anonymous baskets outlive their session by this long before the sweep takes them. */
const ORPHAN_GRACE = sql`interval '1 day'`;

export function createBasketStore(database: Database) {
  const productExists = async (id: number) =>
    (await database.rows(sql`select 1 from products where id = ${id} and active`)).length > 0;

  /** Active products whose `column` is one of `values`. */
  const factsOf = async (column: SQL, values: readonly (number | string)[]): Promise<ProductFacts[]> =>
    values.length === 0
      ? []
      : database.rows<ProductFacts>(sql`select id, name, part_number as "partNumber",
          is_tally as "isTally", saw_to_size_max as "sawToSizeMax"
        from products where active and ${column} in (${sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        )})`);

  return {
    /** The owner's basket, if they have one. */
    async find(owner: BasketOwner, executor: Executor = database.db): Promise<number | undefined> {
      const [row] = await rowsOf<{ id: number }>(
        executor,
        sql`select id from baskets where ${ownerIs(owner)}`,
      );
      return row?.id;
    },

    /** The sum of the quantities in the owner's basket (lines of products still on sale). */
    async itemCount(owner: BasketOwner): Promise<number> {
      const [row] = await database.rows<{ count: number }>(sql`
        select coalesce(sum(l.quantity), 0)::int as count
        from baskets b join basket_lines l on l.basket_id = b.id join products p on p.id = l.product_id and p.active
        where ${ownerIs(owner)}`);
      return row?.count ?? 0;
    },

    /** The owner's basket, made now if they have none; touched either way. */
    async open(executor: Executor, owner: BasketOwner): Promise<number> {
      const values =
        "userId" in owner
          ? sql`(user_id) values (${owner.userId}) on conflict (user_id)`
          : sql`(owner_session) values (${owner.session}) on conflict (owner_session)`;
      const [row] = await rowsOf<{ id: number }>(
        executor,
        sql`insert into baskets ${values} do update set updated_at = now() returning id`,
      );
      if (!row) throw new Error("basket upsert returned no row");
      return row.id;
    },

    /** The basket's lines with what pricing them needs, oldest first. */
    async lines(basketId: number, executor: Executor = database.db): Promise<LineRow[]> {
      return rowsOf<LineRow>(
        executor,
        sql`select l.id as "lineId", l.product_id as "productId", l.quantity, l.clearance,
          p.slug, p.part_number as "partNumber", p.name, p.manufacturer, p.vat_rate as "vatRate",
          p.price_ex_vat as "singleExVat", p.is_tally as "isTally", p.saw_to_size_max as "sawToSizeMax",
          p.unit, p.pack_size as "packSize", p.active,
          ${FIRST_PICTURE},
          (select json_agg(json_build_object('minQty', b.min_qty, 'exVat', b.price_ex_vat) order by b.min_qty)
             from price_breaks b where b.product_id = p.id) as breaks,
          l.clearance_item_id as "clearanceItemId", c.price_ex_vat as "clearancePriceExVat", c.qty as "clearanceQty",
          l.quote_reference as "quoteReference", l.quote_price_ex_vat as "quotePriceExVat"
        from basket_lines l join products p on p.id = l.product_id
          left join clearance_items c on c.id = l.clearance_item_id
        where l.basket_id = ${basketId}
        order by l.added_at, l.id`,
      );
    },

    /** A product's essential extras (bill of materials), in their order; undefined when the product does not exist. */
    async essentials(productId: number): Promise<OfferedRow[] | undefined> {
      if (!(await productExists(productId))) return undefined;
      return database.rows<OfferedRow>(sql`${OFFERED}
        from product_relations r join products p on p.id = r.related_id and p.active
        where r.product_id = ${productId} and r.kind = 'essential'
        order by r.position, p.id`);
    },

    /**
     * Every length of a timber product's section (its own included): the tally products of its
     * category whose name is the same but for the length, shortest first, cut-to-length last.
     */
    async lengths(productId: number): Promise<OfferedRow[] | undefined> {
      if (!(await productExists(productId))) return undefined;
      return database.rows<OfferedRow>(sql`${OFFERED}
        from products me join products p on p.category_id = me.category_id and p.is_tally and p.active
          and regexp_replace(p.name, ${LENGTH_SUFFIX}, '') = regexp_replace(me.name, ${LENGTH_SUFFIX}, '')
        where me.id = ${productId} and me.is_tally
        order by (p.name ~ ' Cut to Length$'), nullif(substring(p.name from ' x ([0-9.]+)m$'), '')::numeric, p.id`);
    },

    /** Active products among `ids`, for an add. */
    async products(ids: readonly number[]): Promise<ProductFacts[]> {
      return factsOf(sql`id`, ids);
    },

    /** Adds `quantity` to the product's line (made when absent); returns the line's new quantity. */
    async addToLine(
      executor: Executor,
      basketId: number,
      productId: number,
      quantity: number,
    ): Promise<number> {
      const [row] = await rowsOf<{ quantity: number }>(
        executor,
        sql`insert into basket_lines (basket_id, product_id, quantity) values (${basketId}, ${productId}, ${quantity})
          on conflict (basket_id, product_id, clearance, quote_reference)
          do update set quantity = basket_lines.quantity + excluded.quantity
          returning quantity`,
      );
      if (!row) throw new Error("basket line upsert returned no row");
      return row.quantity;
    },

    /**
     * Adds `quantity` of a clearance item to its line (made when absent); returns the line's new
     * quantity, for the caller to hold against what the branch has.
     */
    async addToClearanceLine(
      executor: Executor,
      basketId: number,
      item: { id: number; productId: number },
      quantity: number,
    ): Promise<number> {
      const [row] = await rowsOf<{ quantity: number }>(
        executor,
        sql`insert into basket_lines (basket_id, product_id, quantity, clearance, clearance_item_id)
          values (${basketId}, ${item.productId}, ${quantity}, true, ${item.id})
          on conflict (basket_id, product_id, clearance, quote_reference)
          do update set quantity = basket_lines.quantity + excluded.quantity, clearance_item_id = excluded.clearance_item_id
          returning quantity`,
      );
      if (!row) throw new Error("clearance line upsert returned no row");
      return row.quantity;
    },

    /**
     * spec/2 §4 quote to basket: the quote's lines (one per product), each its own line at the
     * quoted price. False, and nothing added, when the basket already holds lines from this quote.
     * Two adds at once cannot both pass: `open` locked the basket's row until the transaction ends.
     */
    async addQuoteLines(
      executor: Executor,
      basketId: number,
      reference: string,
      lines: readonly QuoteLineAdd[],
    ): Promise<boolean> {
      const held = await rowsOf(
        executor,
        sql`select 1 from basket_lines where basket_id = ${basketId} and quote_reference = ${reference} limit 1`,
      );
      if (held.length > 0) return false;
      const values = lines.map(
        (line) => sql`(${basketId}, ${line.productId}, ${line.quantity}, ${reference}, ${line.priceExVat})`,
      );
      await executor.execute(sql`insert into basket_lines (basket_id, product_id, quantity, quote_reference, quote_price_ex_vat)
        values ${sql.join(values, sql`, `)}`);
      return true;
    },

    /** The products on sale that these part numbers name, by part number. */
    async productsByPartNumber(partNumbers: readonly string[]): Promise<Map<string, ProductFacts>> {
      const rows = await factsOf(sql`part_number`, partNumbers);
      return new Map(rows.map((row) => [row.partNumber, row]));
    },

    /** Sets a line of this basket; false when the basket holds no such line. */
    async setQuantity(
      basketId: number,
      lineId: number,
      quantity: number,
      executor: Executor = database.db,
    ): Promise<boolean> {
      const rows = await rowsOf(
        executor,
        sql`update basket_lines set quantity = ${quantity}
          where id = ${lineId} and basket_id = ${basketId} returning id`,
      );
      return rows.length > 0;
    },

    /** A line of this basket, for a quantity change's checks. */
    async line(
      basketId: number,
      lineId: number,
    ): Promise<{ productId: number; clearanceQty: number | null } | undefined> {
      const [row] = await database.rows<{ productId: number; clearanceQty: number | null }>(sql`
        select l.product_id as "productId", c.qty as "clearanceQty"
        from basket_lines l left join clearance_items c on c.id = l.clearance_item_id
        where l.id = ${lineId} and l.basket_id = ${basketId}`);
      return row;
    },

    async removeLine(basketId: number, lineId: number, executor: Executor = database.db): Promise<boolean> {
      const rows = await rowsOf(
        executor,
        sql`delete from basket_lines where id = ${lineId} and basket_id = ${basketId} returning id`,
      );
      return rows.length > 0;
    },

    async empty(basketId: number, executor: Executor = database.db): Promise<void> {
      await rowsOf(executor, sql`delete from basket_lines where basket_id = ${basketId}`);
    },

    /**
     * At login: the visitor's basket becomes the account's. When the account has one already,
     * the visitor's lines are added to it (quantities of the same product summed) and theirs goes.
     */
    async adopt(executor: Executor, session: string, userId: number): Promise<void> {
      const [visitor] = await rowsOf<{ id: number }>(
        executor,
        sql`select id from baskets where owner_session = ${session} for update`,
      );
      if (!visitor) return;
      const [own] = await rowsOf<{ id: number }>(
        executor,
        sql`select id from baskets where user_id = ${userId}`,
      );
      if (!own) {
        await executor.execute(sql`update baskets set owner_session = null, user_id = ${userId},
          updated_at = now() where id = ${visitor.id}`);
        return;
      }
      await executor.execute(sql`insert into basket_lines (basket_id, product_id, quantity, clearance,
          clearance_item_id, quote_reference, quote_price_ex_vat, added_at)
        select ${own.id}, product_id, quantity, clearance, clearance_item_id, quote_reference, quote_price_ex_vat, added_at
        from basket_lines where basket_id = ${visitor.id}
        on conflict (basket_id, product_id, clearance, quote_reference)
        do update set quantity = least(basket_lines.quantity + excluded.quantity, ${MAX_QUANTITY})`);
      await executor.execute(sql`delete from baskets where id = ${visitor.id}`);
      await executor.execute(sql`update baskets set updated_at = now() where id = ${own.id}`);
    },

    async recordExit(brand: BrandCode): Promise<void> {
      await database.rows(sql`insert into basket_exits (brand_code) values (${brand})`);
    },

    /** Deletes visitors' baskets whose session has ended (a day's grace); returns how many went. */
    async sweepOrphans(): Promise<number> {
      const gone = await database.rows(sql`delete from baskets b
        where b.owner_session is not null and b.updated_at < now() - ${ORPHAN_GRACE}
          and not exists (select 1 from sessions s where s.id_hash = b.owner_session)
        returning b.id`);
      return gone.length;
    },
  };
}

export type BasketStore = ReturnType<typeof createBasketStore>;
