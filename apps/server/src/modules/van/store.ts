/**
 * The van app's rows: app users' roles, the vans of their trade accounts, each van's stock and its
 * adjustments. Every van read names the user: a van is found only through the trade accounts
 * they hold (decision 143).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { AppRole } from "@merchant/domain/van";
import { rowsOf } from "../../db/rows.ts";
import type { Executor } from "../../lib/in-transaction.ts";

export type VanRow = {
  id: number;
  registration: string;
  description: string;
  replenishment: "automatic" | "manual";
  accountName: string;
};

/** A product in a menu of two levels: its department (level 1) and category (level 2). */
export type MenuRow = {
  productId: number;
  partNumber: string;
  name: string;
  level1: string;
  level2Id: number;
  level2: string;
};

export type VanStockRow = MenuRow & {
  currentStockLevel: number;
  minStockLevel: number | null;
  unitFactor: number;
};

export type VoidListRow = { id: number; name: string };

const MENU_COLUMNS = sql`p.id as "productId", p.part_number as "partNumber", p.name,
  l1.name as level1, l2.id as "level2Id", l2.name as level2`;
const MENU_JOINS = sql`join categories c on c.id = p.category_id
  join categories l1 on l1.id = c.path[1]
  join categories l2 on l2.id = coalesce(c.path[2], c.id)`;
/** A term the name or part number holds, whatever its case; strpos, so % and _ are plain characters. */
const holds = (term: string) =>
  sql`(strpos(lower(p.name), lower(${term})) > 0 or strpos(lower(p.part_number), lower(${term})) > 0)`;
/** More than a van holds; a search past it is a term too short to be useful. */
const SEARCH_LIMIT = 50;
const MENU_ORDER = sql`order by l1.position, l1.name, l2.position, l2.name, p.name`;

const VAN_COLUMNS = sql`v.id, v.registration, v.description, v.replenishment, ta.name as "accountName"`;
const OF_USER = (userId: number) => sql`
  from vans v
  join trade_accounts ta on ta.id = v.account_id
  join trade_account_users tau on tau.account_id = v.account_id and tau.user_id = ${userId}`;

export function createVanStore(database: Database) {
  return {
    async roleOf(userId: number): Promise<AppRole | null> {
      const [row] = await database.rows<{ role: AppRole | null }>(
        sql`select role from app_users where user_id = ${userId}`,
      );
      return row?.role ?? null;
    },

    async userIdByEmail(email: string): Promise<number | undefined> {
      const [row] = await database.rows<{ id: number }>(
        sql`select u.id from users u join app_users a on a.user_id = u.id where u.email = ${email}`,
      );
      return row?.id;
    },

    async branchIdByCode(code: string): Promise<number | undefined> {
      const [row] = await database.rows<{ id: number }>(sql`select id from branches where code = ${code}`);
      return row?.id;
    },

    /** The van the user drives now, if it is still one of their trade accounts'. */
    async drivenBy(userId: number): Promise<VanRow | undefined> {
      const [row] = await database.rows<VanRow>(
        sql`select ${VAN_COLUMNS} ${OF_USER(userId)} where v.operator_user_id = ${userId}`,
      );
      return row;
    },

    async ofUser(userId: number, vanId: number): Promise<VanRow | undefined> {
      const [row] = await database.rows<VanRow>(
        sql`select ${VAN_COLUMNS} ${OF_USER(userId)} where v.id = ${vanId}`,
      );
      return row;
    },

    async ofUserByRegistration(userId: number, registrationKey: string): Promise<VanRow | undefined> {
      const [row] = await database.rows<VanRow>(
        sql`select ${VAN_COLUMNS} ${OF_USER(userId)} where v.registration_key = ${registrationKey}`,
      );
      return row;
    },

    /** The user drives this van from now on, and no longer the one they drove (one van per operator). */
    async drive(tx: Executor, userId: number, vanId: number): Promise<void> {
      await tx.execute(
        sql`update vans set operator_user_id = null where operator_user_id = ${userId} and id <> ${vanId}`,
      );
      await tx.execute(sql`update vans set operator_user_id = ${userId} where id = ${vanId}`);
    },

    /** The van's stock with each product's department and category, in menu order. */
    async stock(
      vanId: number,
      only: { productId?: number; term?: string } = {},
      tx?: Executor,
    ): Promise<VanStockRow[]> {
      return (tx ? rowsOf(tx) : database.rows)<VanStockRow>(sql`
        select ${MENU_COLUMNS}, s.current_level as "currentStockLevel", s.min_level as "minStockLevel",
          s.unit_factor as "unitFactor"
        from van_stock s join products p on p.id = s.product_id ${MENU_JOINS}
        where s.van_id = ${vanId}
          ${only.productId === undefined ? sql`` : sql`and s.product_id = ${only.productId}`}
          ${only.term === undefined ? sql`` : sql`and ${holds(only.term)}`}
        ${MENU_ORDER} limit ${SEARCH_LIMIT}`);
    },

    /** Products on the user's accounts' void lists whose name or part number holds the term. */
    async voidSearch(userId: number, term: string): Promise<MenuRow[]> {
      return database.rows<MenuRow>(sql`
        select ${MENU_COLUMNS} from products p ${MENU_JOINS}
        where p.active and ${holds(term)} and p.id in (
          select v.product_id from void_list_products v
          join void_lists l on l.id = v.list_id
          join trade_account_users tau on tau.account_id = l.account_id and tau.user_id = ${userId})
        ${MENU_ORDER} limit ${SEARCH_LIMIT}`);
    },

    /** The void lists of the user's trade accounts, in their order. */
    async voidLists(userId: number): Promise<VoidListRow[]> {
      return database.rows<VoidListRow>(sql`
        select l.id, l.name from void_lists l
        join trade_account_users tau on tau.account_id = l.account_id and tau.user_id = ${userId}
        order by l.position, l.name, l.id`);
    },

    async voidList(userId: number, listId: number): Promise<VoidListRow | undefined> {
      const [row] = await database.rows<VoidListRow>(sql`
        select l.id, l.name from void_lists l
        join trade_account_users tau on tau.account_id = l.account_id and tau.user_id = ${userId}
        where l.id = ${listId}`);
      return row;
    },

    async voidProducts(listId: number): Promise<MenuRow[]> {
      return database.rows<MenuRow>(sql`
        select ${MENU_COLUMNS}
        from void_list_products v join products p on p.id = v.product_id ${MENU_JOINS}
        where v.list_id = ${listId} and p.active
        ${MENU_ORDER}`);
    },

    /**
     * Takes `quantity` out of the van's stock of the product in one conditional statement: the
     * level after, or undefined when the van holds less (or none of it), and nothing changed.
     */
    async takeOut(
      tx: Executor,
      vanId: number,
      productId: number,
      quantity: number,
    ): Promise<number | undefined> {
      const [row] = await rowsOf(tx)<{ level: number }>(sql`
        update van_stock set current_level = current_level - ${quantity}
        where van_id = ${vanId} and product_id = ${productId} and current_level >= ${quantity}
        returning current_level as level`);
      return row?.level;
    },

    async record(
      tx: Executor,
      adjustment: {
        vanId: number;
        productId: number;
        userId: number;
        transactionType: string;
        quantity: number;
        levelAfter: number;
      },
    ): Promise<void> {
      await tx.execute(sql`
        insert into van_stock_adjustments (van_id, product_id, user_id, transaction_type, quantity, level_after)
        values (${adjustment.vanId}, ${adjustment.productId}, ${adjustment.userId}, ${adjustment.transactionType},
          ${adjustment.quantity}, ${adjustment.levelAfter})`);
    },
  };
}

export type VanStore = ReturnType<typeof createVanStore>;
