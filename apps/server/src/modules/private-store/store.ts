/**
 * The private store's rows (decision 167): the app's store's catalogue (the products it stocks,
 * its level, the catalogue's price ex VAT), the customer's basket lines at a store, and the branch
 * order a checkout writes. An add is one statement whose row count decides: it writes only when
 * the line after it holds at most 999 and no more than the store's shelf.
 */
import { sql } from "drizzle-orm";
import { VAN_QUANTITY_MAX } from "@merchant/domain/van";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { ErpCode } from "../../db/schema.ts";
import type { Executor } from "../../lib/in-transaction.ts";

export type CustomerRow = {
  role: string;
  accountId: number | null;
  accountName: string | null;
  erp: ErpCode | null;
};
export type PrivateStoreRow = { id: number; code: string; name: string };
export type StoreProductRow = {
  productId: number;
  partNumber: string;
  name: string;
  storeLevel: number;
  priceExVat: number;
};
export type MenuGroupRow = { level1: string; uid: string; name: string; productCount: number };
export type LineRow = {
  productId: number;
  partNumber: string;
  name: string;
  quantity: number;
  unitPriceExVat: number;
};
export type OrderRow = {
  id: number;
  orderNumber: string;
  status: string;
  fulfilment: "collection" | "delivery";
  deliveryPostcode: string | null;
  customerReference: string | null;
  accountName: string;
  orderedAt: string | Date;
  storeId: number;
  storeCode: string;
  storeName: string;
};

/** A search's most; a longer list wants a longer term. A product group's most, a shelf's worth. */
const SEARCH_LIMIT = 50;
const GROUP_LIMIT = 200;

/** A term the name or part number holds, in any case; strpos, so % and _ are plain characters. */
const nameOrPartHolds = (term: string) =>
  sql`(strpos(lower(p.name), lower(${term})) > 0 or strpos(lower(p.part_number), lower(${term})) > 0)`;

/** The store's shelf: active products it holds at least one of, with their department and category. */
const FROM_SHELF = sql`from branch_stock s join products p on p.id = s.product_id
  join categories c on c.id = p.category_id join categories l1 on l1.id = c.path[1]
  join categories l2 on l2.id = coalesce(c.path[2], c.id)`;
const ON_SHELF = (branchId: number) => sql`s.branch_id = ${branchId} and s.qty > 0 and p.active`;
const PRODUCT_COLUMNS = sql`p.id as "productId", p.part_number as "partNumber", p.name,
  s.qty as "storeLevel", p.price_ex_vat as "priceExVat"`;

const LINES = (userId: number, branchId: number) => sql`
  select l.product_id as "productId", p.part_number as "partNumber", p.name, l.quantity,
    p.price_ex_vat as "unitPriceExVat"
  from private_store_basket_lines l join products p on p.id = l.product_id
  where l.user_id = ${userId} and l.branch_id = ${branchId}
  order by l.added_at, p.name`;

export function createPrivateStoreStore(database: Database) {
  return {
    /** The app user's role, and for a private-store customer the account they still hold. */
    async customerOf(userId: number): Promise<CustomerRow | undefined> {
      const [row] = await database.rows<CustomerRow>(sql`
        select a.role, ta.id as "accountId", ta.name as "accountName", ta.erp
        from app_users a
        left join trade_account_users tau on tau.account_id = a.account_id and tau.user_id = a.user_id
        left join trade_accounts ta on ta.id = tau.account_id
        where a.user_id = ${userId}`);
      return row;
    },

    /** The branch chosen in Change store, else the first where the account has terms. */
    async storeOf(accountId: number, chosenBranchId: number | null): Promise<PrivateStoreRow | undefined> {
      const [row] = await database.rows<PrivateStoreRow>(sql`
        select b.id, b.code, b.name from branches b
        where b.id = coalesce(${chosenBranchId}::int,
          (select branch_id from trade_account_branches where account_id = ${accountId} order by branch_id limit 1))`);
      return row;
    },

    search(branchId: number, term: string): Promise<StoreProductRow[]> {
      return database.rows<StoreProductRow>(sql`select ${PRODUCT_COLUMNS} ${FROM_SHELF}
        where ${ON_SHELF(branchId)} and ${nameOrPartHolds(term)}
        order by p.popularity desc, p.name limit ${SEARCH_LIMIT}`);
    },

    /** The product groups the store stocks, by department then category, in the catalogue's order. */
    menu(branchId: number): Promise<MenuGroupRow[]> {
      return database.rows<MenuGroupRow>(sql`
        select l1.name as level1, l2.id::text as uid, l2.name, count(*)::int as "productCount"
        ${FROM_SHELF} where ${ON_SHELF(branchId)}
        group by l1.position, l1.name, l2.position, l2.name, l2.id
        order by l1.position, l1.name, l2.position, l2.name`);
    },

    /** A product group (category) and the products of it the store stocks. */
    async group(branchId: number, groupId: number) {
      const products = await database.rows<StoreProductRow & { groupName: string }>(sql`
        select ${PRODUCT_COLUMNS}, l2.name as "groupName" ${FROM_SHELF}
        where ${ON_SHELF(branchId)} and l2.id = ${groupId}
        order by p.name limit ${GROUP_LIMIT}`);
      const first = products[0];
      if (!first) return undefined;
      return {
        group: { uid: String(groupId), name: first.groupName },
        products: products.map(({ groupName: _, ...product }) => product),
      };
    },

    /** The store's level of an active product, or undefined when it does not stock it. */
    async levelOf(branchId: number, productId: number): Promise<number | undefined> {
      const [row] = await database.rows<{ qty: number }>(sql`select s.qty from branch_stock s
        join products p on p.id = s.product_id and p.active
        where s.branch_id = ${branchId} and s.product_id = ${productId}`);
      return row?.qty;
    },

    lines(userId: number, branchId: number, executor?: Executor): Promise<LineRow[]> {
      return (executor ? rowsOf(executor) : database.rows)<LineRow>(LINES(userId, branchId));
    },

    /**
     * Adds to the line (or makes it) when the line after the add holds at most 999 and no more than
     * the store's shelf; answers the line's quantity, or undefined when nothing was written.
     */
    async add(userId: number, branchId: number, productId: number, quantity: number) {
      const [row] = await database.rows<{ quantity: number }>(sql`
        insert into private_store_basket_lines as l (user_id, branch_id, product_id, quantity)
        select ${userId}, ${branchId}, ${productId}, ${quantity}
        from branch_stock s where s.branch_id = ${branchId} and s.product_id = ${productId} and s.qty >= ${quantity}
        on conflict (user_id, branch_id, product_id) do update set quantity = l.quantity + excluded.quantity
        where l.quantity + excluded.quantity <= ${VAN_QUANTITY_MAX}
          and l.quantity + excluded.quantity <= (select qty from branch_stock
            where branch_id = ${branchId} and product_id = ${productId})
        returning quantity`);
      return row?.quantity;
    },

    async quantityOf(userId: number, branchId: number, productId: number): Promise<number> {
      const [row] = await database.rows<{
        quantity: number;
      }>(sql`select quantity from private_store_basket_lines
        where user_id = ${userId} and branch_id = ${branchId} and product_id = ${productId}`);
      return row?.quantity ?? 0;
    },

    async remove(userId: number, branchId: number, productId: number): Promise<boolean> {
      const rows = await database.rows<{ one: number }>(sql`delete from private_store_basket_lines
        where user_id = ${userId} and branch_id = ${branchId} and product_id = ${productId} returning 1 as one`);
      return rows.length > 0;
    },

    /** Empties the basket: answers the lines it held, so a checkout's row count decides. */
    async empty(tx: Executor, userId: number, branchId: number): Promise<number> {
      const rows = await rowsOf(tx)<{ one: number }>(sql`delete from private_store_basket_lines
        where user_id = ${userId} and branch_id = ${branchId} returning 1 as one`);
      return rows.length;
    },

    /** Empties every basket of the customer, at any store (sulogin's start over). */
    async emptyAll(tx: Executor, userId: number): Promise<void> {
      await tx.execute(sql`delete from private_store_basket_lines where user_id = ${userId}`);
    },

    /** A private-store order the customer placed on an account they hold; undefined for any other. */
    async order(userId: number, orderNumber: string, executor?: Executor) {
      const [row] = await (executor ? rowsOf(executor) : database.rows)<OrderRow>(sql`
        select o.id, o.order_number as "orderNumber", o.status, o.fulfilment, o.delivery_postcode as "deliveryPostcode",
          o.customer_reference as "customerReference", ta.name as "accountName", o.ordered_at as "orderedAt",
          b.id as "storeId", b.code as "storeCode", b.name as "storeName"
        from branch_orders o join branches b on b.id = o.branch_id
        join trade_accounts ta on ta.id = o.account_id
        join trade_account_users tau on tau.account_id = o.account_id and tau.user_id = ${userId}
        where o.order_number = ${orderNumber} and o.placed_by_user_id = ${userId} and o.van_id is null`);
      if (!row) return undefined;
      const lines = await (executor ? rowsOf(executor) : database.rows)<Omit<LineRow, "productId">>(sql`
        select part_number as "partNumber", description as name, quantity,
          price_ex_vat as "unitPriceExVat"
        from branch_order_lines where order_id = ${row.id} order by position`);
      return { row, lines };
    },
  };
}

export type PrivateStoreStore = ReturnType<typeof createPrivateStoreStore>;
