/**
 * The van app's use cases (issue 17; spec/3): who an app user is and which tabs they see, the van
 * an operator drives, its stock menu, stock adjustments, and signing in and out by the native
 * shell's signed links. A van is reached only through the user's trade accounts: any other is
 * "not found" (decision 143).
 */
import type { AppUser, VanStockProduct, VoidProduct } from "@merchant/contract";
import {
  appTabsFor,
  NOT_AN_APP_USER,
  SIGN_IN_LINK_REFUSED,
  checkStockAdjustment,
  NO_ORDERS,
  normaliseRegistration,
  STOCK_UPDATED,
  type StockTransactionType,
} from "@merchant/domain/van";
import { conflict, forbidden, invalid, notFound, unauthorised } from "../../lib/domain-errors.ts";
import { inTransaction, type Executor } from "../../lib/in-transaction.ts";
import type { Database } from "../../db/client.ts";
import type { SignedInUser } from "../auth/index.ts";
import type { ActionReceipts } from "./action-receipts.ts";
import { verifiedExpiry, type UsedLinks } from "./sign-in-links.ts";
import type { MenuRow, VanRow, VanStockRow, VanStore } from "./store.ts";

export const VAN_OPERATORS_ONLY = "Van stock is kept by van operators.";
export const VAN_NOT_FOUND = "No van of yours has this id.";
export const VOID_LIST_NOT_FOUND = "No void list of yours has this id.";
export const PRODUCT_NOT_IN_VAN = "This van holds none of this product.";
export const STOCK_CHANGED_MEANWHILE = "The van's stock changed meanwhile. Please try again.";
export const UNKNOWN_BRANCH_CODE = "No branch has this code";

export type StockAdjustment = {
  /** The phone's id of the adjustment: sent again, it is applied once (decision 169). */
  clientId?: string;
  productId: number;
  transactionType: StockTransactionType;
  quantity: number;
};
type AdjustReply = { message: string; product: VanStockProduct };

/** An adjustment the van's stock does not cover, thrown inside its transaction to roll it back. */
const NOT_TAKEN_OUT = Symbol("not taken out");

type Deps = {
  database: Database;
  store: VanStore;
  receipts: ActionReceipts;
  usedLinks: UsedLinks;
  /** The app secret the shell signs its links with. */
  secret: () => Promise<Buffer>;
  users: { sessionUser(userId: number | null): Promise<SignedInUser | null> };
};

const vanOf = ({ id, registration, description, replenishment, accountName }: VanRow) => ({
  id,
  registration,
  description,
  replenishment,
  accountName,
});

const productOf = (row: VanStockRow): VanStockProduct => ({
  productId: row.productId,
  partNumber: row.partNumber,
  name: row.name,
  currentStockLevel: row.currentStockLevel,
  minStockLevel: row.minStockLevel,
  unitFactor: row.unitFactor,
});

type Menu<P> = { name: string; groups: { uid: string; name: string; products: P[] }[] }[];

/** spec/3 §2 the app's menus: rows already in menu order, grouped by level 1 then level 2. */
export function menuOf<R extends MenuRow, P>(rows: readonly R[], productOf: (row: R) => P): Menu<P> {
  const menu: Menu<P> = [];
  for (const row of rows) {
    let level1 = menu.at(-1);
    if (level1?.name !== row.level1) menu.push((level1 = { name: row.level1, groups: [] }));
    let level2 = level1.groups.at(-1);
    const uid = String(row.level2Id);
    if (level2?.uid !== uid) level1.groups.push((level2 = { uid, name: row.level2, products: [] }));
    level2.products.push(productOf(row));
  }
  return menu;
}

const voidProductOf = ({ productId, partNumber, name }: MenuRow): VoidProduct => ({
  productId,
  partNumber,
  name,
});

const secondsOf = (time: Date) => Math.floor(time.getTime() / 1000);

export function createVanAppService({ database, store, receipts, usedLinks, secret, users }: Deps) {
  async function appUser(userId: number): Promise<AppUser> {
    const [user, role] = await Promise.all([users.sessionUser(userId), store.roleOf(userId)]);
    if (!user || !role) throw forbidden(NOT_AN_APP_USER);
    const van = role === "van_operator" ? await store.drivenBy(userId) : undefined;
    return {
      user: { name: user.name, email: user.email },
      role,
      tabs: [...appTabsFor(role)],
      van: van ? vanOf(van) : null,
    };
  }

  async function mustBeOperator(userId: number): Promise<void> {
    if ((await store.roleOf(userId)) !== "van_operator") throw forbidden(VAN_OPERATORS_ONLY);
  }

  /** The operator's van `vanId`: 403 for anyone but an operator, 404 for a van not of their accounts. */
  async function operatorsVan(userId: number, vanId: number): Promise<VanRow> {
    await mustBeOperator(userId);
    const van = await store.ofUser(userId, vanId);
    if (!van) throw notFound(VAN_NOT_FOUND);
    return van;
  }

  return {
    appUser,
    operatorsVan,

    /** spec/3 §7 sgvehicleregistrationupdate: the operator drives the van of this registration from now on. */
    async chooseVan(userId: number, registration: string) {
      await mustBeOperator(userId);
      const van = await store.ofUserByRegistration(userId, normaliseRegistration(registration));
      if (!van) throw notFound(NO_ORDERS);
      await inTransaction(database, (tx) => store.drive(tx, userId, van.id));
      return { van: vanOf(van) };
    },

    async stock(userId: number, vanId: number) {
      const van = await operatorsVan(userId, vanId);
      return { van: vanOf(van), menu: menuOf(await store.stock(van.id), productOf) };
    },

    /** spec/3 §2, §5 stock-and-go search, in the van the operator drives or in their void lists. */
    async search(userId: number, type: "van" | "void", term: string) {
      await mustBeOperator(userId);
      if (type === "void")
        return { type, products: (await store.voidSearch(userId, term)).map(voidProductOf) };
      const van = await store.drivenBy(userId);
      return { type, products: van ? (await store.stock(van.id, { term })).map(productOf) : [] };
    },

    /** spec/3 §2 Void tab: the void list types the operator chooses from. */
    async voidLists(userId: number) {
      await mustBeOperator(userId);
      return { lists: await store.voidLists(userId) };
    },

    /** spec/3 §7 sgvoidlistselect, sgvoidproducts: the list's products by menu level 1 and 2. */
    async voidList(userId: number, listId: number) {
      await mustBeOperator(userId);
      const list = await store.voidList(userId, listId);
      if (!list) throw notFound(VOID_LIST_NOT_FOUND);
      return { list, menu: menuOf(await store.voidProducts(list.id), voidProductOf) };
    },

    /**
     * spec/3 §5 Adjust stock: takes the quantity out of the van with one conditional update; when
     * the van holds less, nothing is written and the answer names its level.
     */
    async adjust(userId: number, vanId: number, adjustment: StockAdjustment): Promise<AdjustReply> {
      const van = await operatorsVan(userId, vanId);
      const { clientId, productId, quantity, transactionType } = adjustment;
      const apply = async (tx: Executor): Promise<AdjustReply> => {
        const levelAfter = await store.takeOut(tx, van.id, productId, quantity);
        // Thrown so the transaction rolls back with the action's claim: it may be sent again.
        if (levelAfter === undefined) throw NOT_TAKEN_OUT;
        await store.record(tx, { vanId: van.id, productId, userId, transactionType, quantity, levelAfter });
        const [row] = await store.stock(van.id, { productId }, tx);
        return { message: STOCK_UPDATED, product: productOf(row!) };
      };
      try {
        return clientId
          ? await receipts.once({ clientId, userId, kind: "adjustment" }, apply)
          : await inTransaction(database, apply);
      } catch (error) {
        if (error !== NOT_TAKEN_OUT) throw error;
      }
      const [row] = await store.stock(van.id, { productId });
      if (!row) throw notFound(PRODUCT_NOT_IN_VAN);
      const refused = checkStockAdjustment(quantity, row.currentStockLevel);
      // Passing now means the stock was topped up between the update and this read.
      const message = refused.ok ? STOCK_CHANGED_MEANWHILE : refused.message;
      throw conflict(message, { quantity: message });
    },

    /**
     * spec/3 §2 sulogin: the app user the link signs in, after its branch code names a branch.
     * Altered, expired, used, or for no app user: one answer, so the link tells nothing.
     */
    async signInByLink(link: { hash: string; email: string; branchcode: string }, now: Date) {
      const email = link.email.trim().toLowerCase();
      const expiresAtS = verifiedExpiry(await secret(), [email, link.branchcode], link.hash, secondsOf(now));
      if (expiresAtS === null) throw unauthorised(SIGN_IN_LINK_REFUSED);
      const userId = await store.userIdByEmail(email);
      if (userId === undefined) throw unauthorised(SIGN_IN_LINK_REFUSED);
      const branchId = await store.branchIdByCode(link.branchcode);
      if (branchId === undefined) throw invalid(UNKNOWN_BRANCH_CODE, { branchcode: UNKNOWN_BRANCH_CODE });
      if (!(await usedLinks.use(link.hash, expiresAtS, now))) throw unauthorised(SIGN_IN_LINK_REFUSED);
      return { userId, branchId };
    },

    /** spec/3 §2 sglogout: whether the link is a live one signed for this user id, used once. */
    async signOutLinkHolds(uid: string, hash: string, now: Date): Promise<boolean> {
      const expiresAtS = verifiedExpiry(await secret(), [uid], hash, secondsOf(now));
      return expiresAtS !== null && (await usedLinks.use(hash, expiresAtS, now));
    },
  };
}

export type VanAppService = ReturnType<typeof createVanAppService>;
