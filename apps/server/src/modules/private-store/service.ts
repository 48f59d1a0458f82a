/**
 * The private store's use cases (spec/3 §1 "Private-store mode: basket and checkout", §2, §7;
 * decision 167): a private-store customer's catalogue, basket and checkout at the app's store.
 * Adds are one conditional statement (at most 999 a line, never more than the store's shelf);
 * checkout deletes the basket (its row count decides, so a double tap places one order), takes
 * each line off the store's shelf by the shop's own no-oversell rule and writes a branch order on
 * the customer's trade account, all in one transaction.
 */
import type { PrivateStoreBasket, PrivateStoreOrder } from "@merchant/contract";
import { fillMessage } from "@merchant/domain/shared";
import { STOCK_SHORT_AT_CHECKOUT } from "@merchant/domain/orders";
import {
  checkPrivateStoreAdd,
  checkPrivateStoreCheckout,
  INSUFFICIENT_STORE_STOCK,
  NOT_AN_APP_USER,
  type PrivateStoreFulfilment,
} from "@merchant/domain/van";
import type { Database } from "../../db/client.ts";
import { conflict, forbidden, invalid, notFound } from "../../lib/domain-errors.ts";
import { inTransaction, type Executor } from "../../lib/in-transaction.ts";
import type { ErpCode } from "../../db/schema.ts";
import { placeBranchOrder } from "../branch-orders/index.ts";
import type { LineRow, PrivateStoreRow, PrivateStoreStore } from "./store.ts";

export const PRIVATE_STORE_CUSTOMERS_ONLY = "The private store is for private-store customers.";
export const NO_STORE = "Please choose your store in Change store first.";
export const NOT_STOCKED = "This store does not stock this product.";
export const GROUP_NOT_STOCKED = "This store stocks nothing in this product group.";
export const NOT_IN_BASKET = "This product is not in your basket.";
export const BASKET_EMPTY = "Your basket is empty.";
export const ORDER_NOT_FOUND = "No order of yours has this number.";
/** A private-store order starts as a van app order does (decision 153): the ERP's words. */
export const AWAITING_PICKING = "Awaiting picking";

/** The shop's no-oversell rule, from the checkout module's service. */
type Shelf = {
  takeFromBranch(tx: Executor, branchId: number, productId: number, quantity: number): Promise<boolean>;
};

type Deps = { database: Database; store: PrivateStoreStore; shelf: Shelf };

/** Who is buying, and where: the customer's account and the app's store. */
export type Customer = { userId: number; accountId: number; erp: ErpCode; store: PrivateStoreRow };

export type CheckoutForm = {
  fulfilment: PrivateStoreFulfilment;
  deliveryPostcode?: string | null | undefined;
  reference?: string | null | undefined;
};

const lineTotal = (line: LineRow) => line.quantity * line.unitPriceExVat;
const storeOf = ({ id, code, name }: PrivateStoreRow) => ({ id, code, name });

export function createPrivateStoreService({ database, store, shelf }: Deps) {
  async function basketOf(
    customer: Customer,
  ): Promise<{ store: PrivateStoreRow; basket: PrivateStoreBasket }> {
    const lines = await store.lines(customer.userId, customer.store.id);
    return {
      store: storeOf(customer.store),
      basket: {
        lines: lines.map((line) => ({ ...line, lineTotalExVat: lineTotal(line) })),
        count: lines.reduce((sum, line) => sum + line.quantity, 0),
        total: lines.reduce((sum, line) => sum + lineTotal(line), 0),
      },
    };
  }

  async function order(userId: number, orderNumber: string, executor?: Executor): Promise<PrivateStoreOrder> {
    const found = await store.order(userId, orderNumber, executor);
    if (!found) throw notFound(ORDER_NOT_FOUND);
    const { row, lines } = found;
    return {
      orderNumber: row.orderNumber,
      status: row.status,
      fulfilment: row.fulfilment,
      deliveryPostcode: row.deliveryPostcode,
      customerReference: row.customerReference,
      accountName: row.accountName,
      store: { id: row.storeId, code: row.storeCode, name: row.storeName },
      lines: lines.map((line) => ({ ...line, lineTotalExVat: line.quantity * line.unitPriceExVat })),
      total: lines.reduce((sum, line) => sum + line.quantity * line.unitPriceExVat, 0),
      orderedAt: new Date(row.orderedAt).toISOString(),
    };
  }

  return {
    /**
     * spec/3 §6: the signed-in private-store customer, their account and the app's store. Anyone
     * else of the app is 403; a customer whose account has no branch and who chose none is told
     * to choose in Change store.
     */
    async customer(userId: number, chosenBranchId: number | null): Promise<Customer> {
      const row = await store.customerOf(userId);
      if (!row) throw forbidden(NOT_AN_APP_USER);
      if (row.role !== "private_store" || row.accountId === null || row.erp === null)
        throw forbidden(PRIVATE_STORE_CUSTOMERS_ONLY);
      const found = await store.storeOf(row.accountId, chosenBranchId);
      if (!found) throw conflict(NO_STORE);
      return { userId, accountId: row.accountId, erp: row.erp, store: found };
    },

    async search(customer: Customer, term: string) {
      return { store: storeOf(customer.store), products: await store.search(customer.store.id, term) };
    },

    /** spec/3 §2 browse: the store's product groups, department then category. */
    async menu(customer: Customer) {
      const menu: { name: string; groups: { uid: string; name: string; productCount: number }[] }[] = [];
      for (const { level1, ...group } of await store.menu(customer.store.id)) {
        const last = menu.at(-1);
        if (last?.name === level1) last.groups.push(group);
        else menu.push({ name: level1, groups: [group] });
      }
      return { store: storeOf(customer.store), menu };
    },

    /** spec/3 §7 browseproductgroup: the group's products the store stocks. */
    async group(customer: Customer, groupId: number) {
      const found = await store.group(customer.store.id, groupId);
      if (!found) throw notFound(GROUP_NOT_STOCKED);
      return { store: storeOf(customer.store), ...found };
    },

    basket: basketOf,

    /**
     * spec/3 §7 privatestoreadd: the line after the add is checked by the statement that writes
     * it, so of two adds at once only those the shelf and 999 allow are taken.
     */
    async add(customer: Customer, productId: number, quantity: number) {
      const { userId, store: branch } = customer;
      const level = await store.levelOf(branch.id, productId);
      if (level === undefined || level <= 0) throw notFound(NOT_STOCKED);
      if ((await store.add(userId, branch.id, productId, quantity)) === undefined) {
        const after = (await store.quantityOf(userId, branch.id, productId)) + quantity;
        const refused = checkPrivateStoreAdd(after, (await store.levelOf(branch.id, productId)) ?? 0);
        // Passing now means the shelf was topped up meanwhile: the store's level is still the answer.
        const message = refused.ok ? INSUFFICIENT_STORE_STOCK : refused.message;
        throw conflict(message, { quantity: message });
      }
      return basketOf(customer);
    },

    async remove(customer: Customer, productId: number) {
      if (!(await store.remove(customer.userId, customer.store.id, productId))) throw notFound(NOT_IN_BASKET);
      return basketOf(customer);
    },

    /** Empties the customer's baskets at every store in the caller's transaction (sulogin's start over). */
    emptyAllIn: (tx: Executor, userId: number) => store.emptyAll(tx, userId),

    /** spec/3 §4 start over: empties the customer's basket at the store. */
    async empty(customer: Customer) {
      await inTransaction(database, (tx) => store.empty(tx, customer.userId, customer.store.id));
      return basketOf(customer);
    },

    /**
     * spec/3 §1 checkout: one transaction takes the basket (its deletion's row count decides),
     * takes each line off the store's shelf (a short line writes nothing and keeps the basket) and
     * places the branch order on the customer's account.
     */
    async checkOut(customer: Customer, form: CheckoutForm): Promise<PrivateStoreOrder> {
      const checked = checkPrivateStoreCheckout(form.fulfilment, form.deliveryPostcode);
      if (!checked.ok) throw invalid(checked.message, { deliveryPostcode: checked.message });
      const { userId, store: branch } = customer;
      return inTransaction(database, async (tx) => {
        const lines = await store.lines(userId, branch.id, tx);
        if (lines.length === 0 || (await store.empty(tx, userId, branch.id)) === 0)
          throw conflict(BASKET_EMPTY);
        for (const line of lines) {
          if (!(await shelf.takeFromBranch(tx, branch.id, line.productId, line.quantity))) {
            const message = fillMessage(STOCK_SHORT_AT_CHECKOUT, {
              branch: branch.name,
              quantity: line.quantity,
              product: line.name,
            });
            throw conflict(message, { [`lines.${line.productId}`]: message });
          }
        }
        const { orderNumber } = await placeBranchOrder(tx, {
          prefix: "PS",
          erp: customer.erp,
          branchId: branch.id,
          accountId: customer.accountId,
          userId,
          staffName: "Private store app",
          status: AWAITING_PICKING,
          ...checked.value,
          customerReference: form.reference || null,
          lines,
        });
        return order(userId, orderNumber, tx);
      });
    },

    order,
  };
}

export type PrivateStoreService = ReturnType<typeof createPrivateStoreService>;
