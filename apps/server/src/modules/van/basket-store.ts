/**
 * The van app basket's rows (decision 153): one basket per van, its kind fixed by the first add,
 * its lines with the price and unit factor read from the catalogue and the van's stock, and the
 * branch order a checkout writes.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { ErpCode } from "../../db/schema.ts";
import type { Executor } from "../../lib/in-transaction.ts";
import { VAN_QUANTITY_MAX } from "@merchant/domain/van";

export type BasketKind = "van" | "void";

export type AppBasketLineRow = {
  productId: number;
  partNumber: string;
  name: string;
  quantity: number;
  unitFactor: number;
  unitPriceExVat: number;
  axVariantCode: string | null;
  axUnitCode: string | null;
};

export type OperatorLimits = { voidOrderLimitPence: number; supervisorEmail: string | null; name: string };

export type StoreRow = { id: number; code: string; name: string; email: string };

/** The lines of a van's basket, oldest first, as the checkout and the basket tab show them. */
const LINES = (vanId: number) => sql`
  select l.product_id as "productId", p.part_number as "partNumber", p.name, l.quantity,
    coalesce(s.unit_factor, 1) as "unitFactor", p.price_ex_vat as "unitPriceExVat",
    l.ax_variant_code as "axVariantCode", l.ax_unit_code as "axUnitCode"
  from app_basket_lines l join products p on p.id = l.product_id
  left join van_stock s on s.van_id = l.van_id and s.product_id = l.product_id
  where l.van_id = ${vanId}
  order by l.added_at, p.name`;

export function createVanBasketStore(database: Database) {
  return {
    async kindOf(vanId: number, executor?: Executor): Promise<BasketKind | undefined> {
      const query = sql`select kind from app_baskets where van_id = ${vanId}`;
      const [row] = await (executor ? rowsOf(executor) : database.rows)<{ kind: BasketKind }>(query);
      return row?.kind;
    },

    async lines(vanId: number, executor?: Executor): Promise<AppBasketLineRow[]> {
      return (executor ? rowsOf(executor) : database.rows)<AppBasketLineRow>(LINES(vanId));
    },

    async limitsOf(userId: number): Promise<OperatorLimits> {
      const [row] = await database.rows<OperatorLimits>(sql`
        select a.void_order_limit_pence as "voidOrderLimitPence", a.supervisor_email as "supervisorEmail",
          u.name
        from app_users a join users u on u.id = a.user_id where a.user_id = ${userId}`);
      return row ?? { voidOrderLimitPence: -1, supervisorEmail: null, name: "" };
    },

    /**
     * Claims the basket for `kind`: creates it, or keeps it as it is. Answers the basket's kind
     * after the statement, so a basket of the other kind answers that kind and nothing changed.
     */
    async claim(tx: Executor, vanId: number, kind: BasketKind): Promise<BasketKind> {
      const [row] = await rowsOf(tx)<{ kind: BasketKind }>(sql`
        insert into app_baskets (van_id, kind) values (${vanId}, ${kind})
        on conflict (van_id) do update set kind = app_baskets.kind
        returning kind`);
      return row!.kind;
    },

    /**
     * Adds to the line (or makes it) and answers the line's quantity after the add, or undefined
     * when it would pass the most a line holds, and nothing changed.
     */
    async addLine(
      tx: Executor,
      line: {
        vanId: number;
        productId: number;
        quantity: number;
        axVariantCode: string | null;
        axUnitCode: string | null;
      },
    ): Promise<number | undefined> {
      const [row] = await rowsOf(tx)<{ quantity: number }>(sql`
        insert into app_basket_lines (van_id, product_id, quantity, ax_variant_code, ax_unit_code)
        values (${line.vanId}, ${line.productId}, ${line.quantity}, ${line.axVariantCode}, ${line.axUnitCode})
        on conflict (van_id, product_id) do update set
          quantity = app_basket_lines.quantity + excluded.quantity,
          ax_variant_code = coalesce(excluded.ax_variant_code, app_basket_lines.ax_variant_code),
          ax_unit_code = coalesce(excluded.ax_unit_code, app_basket_lines.ax_unit_code)
        where app_basket_lines.quantity + excluded.quantity <= ${VAN_QUANTITY_MAX}
        returning quantity`);
      return row?.quantity;
    },

    /** Empties the van's basket: the row count says whether there was one. */
    async empty(tx: Executor, vanId: number): Promise<boolean> {
      const rows = await rowsOf(tx)<{ vanId: number }>(
        sql`delete from app_baskets where van_id = ${vanId} returning van_id as "vanId"`,
      );
      return rows.length > 0;
    },

    /** Whether the product is on one of the void lists of the van's trade account. */
    async onVoidList(vanId: number, productId: number): Promise<boolean> {
      const rows = await database.rows<{ one: number }>(sql`
        select 1 as one from void_list_products vp
        join void_lists l on l.id = vp.list_id join vans v on v.account_id = l.account_id
        join products p on p.id = vp.product_id
        where v.id = ${vanId} and vp.product_id = ${productId} and p.active limit 1`);
      return rows.length > 0;
    },

    async vanAccount(vanId: number): Promise<{ accountId: number; erp: ErpCode }> {
      const [row] = await database.rows<{ accountId: number; erp: ErpCode }>(sql`
        select ta.id as "accountId", ta.erp from vans v join trade_accounts ta on ta.id = v.account_id
        where v.id = ${vanId}`);
      return row!;
    },

    /** The first branch where the van's trade account has terms: the store until one is chosen. */
    async accountBranchId(vanId: number): Promise<number | undefined> {
      const [row] = await database.rows<{ id: number }>(sql`
        select tab.branch_id as id from trade_account_branches tab join vans v on v.account_id = tab.account_id
        where v.id = ${vanId} order by tab.branch_id limit 1`);
      return row?.id;
    },

    async branch(branchId: number): Promise<StoreRow | undefined> {
      const [row] = await database.rows<StoreRow>(
        sql`select id, code, name, email from branches where id = ${branchId}`,
      );
      return row;
    },

    /** Whether the van holds a booking of this delivery slot from today on (decision 170). */
    async vanHoldsSlot(vanId: number, day: string, time: string): Promise<boolean> {
      const rows = await database.rows(sql`
        select 1 from van_delivery_bookings
        where van_id = ${vanId} and day = ${day} and time_slot = ${time}
          and day >= to_char(now() at time zone 'Europe/London', 'YYYY-MM-DD')`);
      return rows.length > 0;
    },
  };
}

export type VanBasketStore = ReturnType<typeof createVanBasketStore>;
