/**
 * The rows of database reporting (decision 150): each account's reporting keys, held as their
 * SHA-256 only, and the account's orders, invoices and van stock as its reports and widgets show
 * them. Every read names the account.
 */
import { sql } from "drizzle-orm";
import type { ReportedInvoice, ReportedOrder, ReportedVanStock } from "@merchant/contract";
import type { Database } from "../../db/client.ts";

export type KeyRow = { id: number; prefix: string; issuedAt: string };
export type KeyAccount = { id: number; accNumber: string; name: string };

const KEY_COLUMNS = sql`id, prefix, to_char(issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "issuedAt"`;

export function createReportingStore(database: Database) {
  return {
    async keysOf(accountId: number): Promise<KeyRow[]> {
      return database.rows<KeyRow>(
        sql`select ${KEY_COLUMNS} from reporting_keys where account_id = ${accountId} order by issued_at, id`,
      );
    },

    async countKeys(accountId: number): Promise<number> {
      const [row] = await database.rows<{ n: number }>(
        sql`select count(*)::int as n from reporting_keys where account_id = ${accountId}`,
      );
      return row?.n ?? 0;
    },

    async addKey(accountId: number, userId: number, hashDigest: string, prefix: string): Promise<KeyRow> {
      const [row] = await database.rows<KeyRow>(sql`
        insert into reporting_keys (account_id, created_by, hash_digest, prefix)
        values (${accountId}, ${userId}, ${hashDigest}, ${prefix}) returning ${KEY_COLUMNS}`);
      return row!;
    },

    /** The key's new value, in place; undefined when the account has no key of this id. */
    async replaceKey(
      accountId: number,
      keyId: number,
      hashDigest: string,
      prefix: string,
    ): Promise<KeyRow | undefined> {
      const [row] = await database.rows<KeyRow>(sql`
        update reporting_keys set hash_digest = ${hashDigest}, prefix = ${prefix}, issued_at = now()
        where id = ${keyId} and account_id = ${accountId} returning ${KEY_COLUMNS}`);
      return row;
    },

    async removeKey(accountId: number, keyId: number): Promise<boolean> {
      const rows = await database.rows<{ id: number }>(
        sql`delete from reporting_keys where id = ${keyId} and account_id = ${accountId} returning id`,
      );
      return rows.length > 0;
    },

    async accountOfKey(hashDigest: string): Promise<KeyAccount | undefined> {
      const [row] = await database.rows<KeyAccount>(sql`
        select a.id, a.acc_number as "accNumber", a.name
        from reporting_keys k join trade_accounts a on a.id = k.account_id
        where k.hash_digest = ${hashDigest}`);
      return row;
    },

    /** The account's web orders, newest first; one still waiting on its card is not an order yet. */
    async orders(accountId: number): Promise<ReportedOrder[]> {
      return database.rows<ReportedOrder>(sql`
        select o.reference,
          to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "placedAt",
          o.status, o.fulfilment, b.name as branch, o.products_ex_vat as "productsExVat",
          o.delivery_ex_vat as "deliveryExVat", o.vat, o.total_inc_vat as "totalIncVat",
          o.payment_method as "paymentMethod"
        from orders o join branches b on b.id = o.branch_id
        where o.trade_account_id = ${accountId} and o.status <> 'pending'
        order by o.created_at desc, o.id desc`);
    },

    async invoices(accountId: number): Promise<ReportedInvoice[]> {
      return database.rows<ReportedInvoice>(sql`
        select invoice_number as "invoiceNumber", issued_on as "issuedOn", due_on as "dueOn",
          amount_pence as amount, outstanding_pence as outstanding
        from invoices where account_id = ${accountId}
        order by issued_on desc, invoice_number desc`);
    },

    async vanStock(accountId: number): Promise<ReportedVanStock[]> {
      return database.rows<ReportedVanStock>(sql`
        select v.registration, p.part_number as "partNumber", p.name as product,
          s.current_level as "currentLevel", s.min_level as "minLevel", s.unit_factor as "unitFactor"
        from vans v join van_stock s on s.van_id = v.id join products p on p.id = s.product_id
        where v.account_id = ${accountId}
        order by v.registration_key, p.name, p.id`);
    },

    /**
     * spec/3 §2 widget: the value ex VAT of the account's orders in each London month, newest
     * first: placed web orders and the orders it placed at a branch together.
     */
    async orderValueByMonth(accountId: number): Promise<{ month: string; orders: number; value: number }[]> {
      return database.rows(sql`
        with placed as (
          select created_at as at, products_ex_vat + delivery_ex_vat as value
          from orders where trade_account_id = ${accountId} and status = 'placed'
          union all
          select o.ordered_at, coalesce(sum(l.quantity * l.price_ex_vat), 0)
          from branch_orders o left join branch_order_lines l on l.order_id = o.id
          where o.account_id = ${accountId} group by o.id)
        select to_char(at at time zone 'Europe/London', 'YYYY-MM') as month,
          count(*)::int as orders, sum(value)::int as value
        from placed group by 1 order by 1 desc`);
    },

    /** spec/3 §2 widget: what the account bought most of by value ex VAT, on the web and at branches. */
    async topProducts(accountId: number): Promise<{ product: string; quantity: number; value: number }[]> {
      return database.rows(sql`
        with bought as (
          select l.part_number, l.name, l.quantity, l.total_ex_vat as value
          from order_lines l join orders o on o.id = l.order_id
          where o.trade_account_id = ${accountId} and o.status = 'placed'
          union all
          select l.part_number, l.description, l.quantity, l.quantity * l.price_ex_vat
          from branch_order_lines l join branch_orders o on o.id = l.order_id
          where o.account_id = ${accountId})
        select min(name) as product, sum(quantity)::int as quantity, sum(value)::int as value
        from bought group by part_number order by value desc, product`);
    },
  };
}

export type ReportingStore = ReturnType<typeof createReportingStore>;
