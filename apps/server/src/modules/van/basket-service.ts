/**
 * The van app's basket (spec/3 §4 Basket type, §5 van add, §7 sgstoreadd; decision 153): a van's
 * basket holds van-stock lines (what the operator used from the van, for the branch to replace) or
 * void-stock lines (from the account's void lists), never both. Checking out places a branch
 * order for the van: van lines come out of its stock by conditional updates, and a void order over
 * the operator's limit waits for their supervisor, who is emailed through the outbox.
 */
import type { AppBasket } from "@merchant/contract";
import {
  checkBasketType,
  checkVanAdd,
  isOverVoidOrderLimit,
  INSUFFICIENT_VAN_STOCK,
  QUANTITY_INVALID,
  voidOrderLimitNotice,
} from "@merchant/domain/van";
import type { Database } from "../../db/client.ts";
import { conflict, invalid } from "../../lib/domain-errors.ts";
import { inTransaction, type Executor } from "../../lib/in-transaction.ts";
import { placeBranchOrder } from "../branch-orders/index.ts";
import { queueEmail } from "../mail/index.ts";
import type { AppBasketLineRow, BasketKind, StoreRow, VanBasketStore } from "./basket-store.ts";
import { supervisorEmail } from "./supervisor-email.ts";
import { PRODUCT_NOT_IN_VAN } from "./service.ts";
import type { VanRow, VanStore } from "./store.ts";

export const NOT_ON_A_VOID_LIST = "This product is on none of your void lists.";
export const BASKET_EMPTY = "Your basket is empty.";
export const NO_STORE = "Please choose your store in Change store first.";
export const STORE_NOT_FOUND = "No branch has this id.";

/** Branch order statuses a van app order starts with (the ERP's words). */
export const AWAITING_PICKING = "Awaiting picking";
export const AWAITING_AUTHORISATION = "Awaiting authorisation";

export type BasketAdd = {
  type: BasketKind;
  productId: number;
  quantity: number;
  axVariantCode?: string | null | undefined;
  axUnitCode?: string | null | undefined;
};

/** A store as the app shows it: no email, which is for the supervisor's fallback only. */
export const storeSummary = ({ id, code, name }: StoreRow) => ({ id, code, name });

type Deps = { database: Database; store: VanBasketStore; vans: VanStore };

const totalOf = (lines: readonly AppBasketLineRow[]) =>
  lines.reduce((sum, line) => sum + line.quantity * line.unitPriceExVat, 0);

export function createVanBasketService({ database, store, vans }: Deps) {
  async function basketOf(van: VanRow, userId: number): Promise<AppBasket> {
    const [kind, lines, limits] = await Promise.all([
      store.kindOf(van.id),
      store.lines(van.id),
      store.limitsOf(userId),
    ]);
    return {
      vanId: van.id,
      type: kind ?? "empty",
      lines: lines.map((line) => ({ ...line, lineTotalExVat: line.quantity * line.unitPriceExVat })),
      count: lines.reduce((sum, line) => sum + line.quantity, 0),
      total: totalOf(lines),
      voidOrderLimit: limits.voidOrderLimitPence,
    };
  }

  /** spec/3 §5: a van item must be in the van with defined levels; a void item on the account's lists. */
  async function checkItem(van: VanRow, add: BasketAdd) {
    if (add.type === "void") {
      if (!(await store.onVoidList(van.id, add.productId)))
        throw invalid(NOT_ON_A_VOID_LIST, { productId: NOT_ON_A_VOID_LIST });
      return undefined;
    }
    const [row] = await vans.stock(van.id, { productId: add.productId });
    if (!row) throw invalid(PRODUCT_NOT_IN_VAN, { productId: PRODUCT_NOT_IN_VAN });
    return row;
  }

  return {
    basket: basketOf,

    async add(van: VanRow, userId: number, add: BasketAdd) {
      const stock = await checkItem(van, add);
      await inTransaction(database, async (tx) => {
        const kind = await store.claim(tx, van.id, add.type);
        const typeCheck = checkBasketType(kind, add.type);
        if (!typeCheck.ok) throw conflict(typeCheck.message, { type: typeCheck.message });
        const quantity = await store.addLine(tx, {
          vanId: van.id,
          productId: add.productId,
          quantity: add.quantity,
          axVariantCode: add.axVariantCode ?? null,
          axUnitCode: add.axUnitCode ?? null,
        });
        if (quantity === undefined) throw conflict(QUANTITY_INVALID, { quantity: QUANTITY_INVALID });
        if (stock) {
          const vanCheck = checkVanAdd(quantity, stock);
          if (!vanCheck.ok) throw conflict(vanCheck.message, { quantity: vanCheck.message });
        }
      });
      const basket = await basketOf(van, userId);
      const notice =
        basket.type === "void" ? voidOrderLimitNotice(basket.total, basket.voidOrderLimit) : null;
      return { basket, notice };
    },

    /** Empties the van's basket in the caller's transaction (sulogin's start over). */
    emptyIn: (tx: Executor, vanId: number) => store.empty(tx, vanId),

    /** spec/3 §4 start over: empties the basket, whatever its type. */
    async startOver(van: VanRow, userId: number) {
      await inTransaction(database, (tx) => store.empty(tx, van.id));
      return { basket: await basketOf(van, userId) };
    },

    /** The store the app orders from: the one chosen in the session, else the account's first branch. */
    async storeFor(van: VanRow, chosenBranchId: number | null): Promise<StoreRow | undefined> {
      const branchId = chosenBranchId ?? (await store.accountBranchId(van.id));
      return branchId === undefined ? undefined : store.branch(branchId);
    },

    async chooseStore(branchId: number): Promise<StoreRow> {
      const found = await store.branch(branchId);
      if (!found) throw invalid(STORE_NOT_FOUND, { branchId: STORE_NOT_FOUND });
      return found;
    },

    /**
     * spec/3 §2 checkout: one transaction takes the basket (its deletion's row count decides, so a
     * double tap places one order), takes van lines out of the van's stock, writes the branch order
     * and, over the void limit, the supervisor's email.
     */
    async checkOut(
      van: VanRow,
      userId: number,
      orderStore: StoreRow | undefined,
      kept: { date: string; time: string } | null = null,
    ) {
      if (!orderStore) throw conflict(NO_STORE);
      const [{ accountId, erp }, limits] = await Promise.all([
        store.vanAccount(van.id),
        store.limitsOf(userId),
      ]);
      // The van's existing delivery slot the session kept, while it is still the van's booking.
      const deliverySlot = kept && (await store.vanHoldsSlot(van.id, kept.date, kept.time)) ? kept : null;
      return inTransaction(database, async (tx) => {
        const kind = await store.kindOf(van.id, tx);
        const lines = await store.lines(van.id, tx);
        if (!kind || lines.length === 0 || !(await store.empty(tx, van.id))) throw conflict(BASKET_EMPTY);
        if (kind === "van") {
          for (const line of lines) {
            // The van was used meanwhile (an adjustment): nothing is written, the basket stays.
            if ((await vans.takeOut(tx, van.id, line.productId, line.quantity)) === undefined)
              throw conflict(INSUFFICIENT_VAN_STOCK, { [`lines.${line.productId}`]: line.name });
          }
        }
        const awaitingAuthorisation =
          kind === "void" && isOverVoidOrderLimit(totalOf(lines), limits.voidOrderLimitPence);
        const placed = await placeBranchOrder(tx, {
          prefix: "SG",
          erp,
          branchId: orderStore.id,
          accountId,
          userId,
          staffName: "Stock and Go app",
          status: awaitingAuthorisation ? AWAITING_AUTHORISATION : AWAITING_PICKING,
          fulfilment: "collection",
          customerReference: van.registration,
          van: { id: van.id, kind, registration: van.registration, requiredOn: deliverySlot?.date ?? null },
          lines,
        });
        if (awaitingAuthorisation)
          await queueEmail(
            tx,
            supervisorEmail({
              to: limits.supervisorEmail ?? orderStore.email,
              operatorName: limits.name,
              van,
              orderNumber: placed.orderNumber,
              store: orderStore,
              lines,
              totalExVat: totalOf(lines),
              limitExVat: limits.voidOrderLimitPence,
            }),
          );
        return {
          ...placed,
          awaitingAuthorisation,
          store: storeSummary(orderStore),
          deliverySlot: deliverySlot && { date: deliverySlot.date, time: deliverySlot.time },
        };
      });
    },
  };
}

export type VanBasketService = ReturnType<typeof createVanBasketService>;
