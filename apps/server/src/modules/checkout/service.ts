/**
 * Placing an order (issue 12). The basket is priced again on the shopper's terms; then one
 * transaction takes its stock with conditional updates and writes the order (pending while a
 * card is asked, placed at once on account). The card is charged outside any transaction with
 * the order's idempotency key; its answer settles the order: placed (payment kept, basket
 * emptied, emails queued) or cancelled (stock given back, basket untouched). The same key always
 * answers the same order, so a double click or a retry is one order and one charge.
 */
import { randomBytes } from "node:crypto";
import type { Basket, Order, PlaceOrderBody } from "@merchant/contract";
import {
  HOUSE_MATCHES_SEVERAL,
  HOUSE_NOT_FOUND,
  isNewCard,
  LOOKUP_POSTCODE_UNKNOWN,
  validateDeliveryAddress,
} from "@merchant/domain/checkout";
import { normalisePostcode } from "@merchant/domain/branches";
import { fillMessage } from "@merchant/domain/shared";
import {
  allocateStock,
  BASKET_EMPTY_AT_CHECKOUT,
  CARD_CHECK_FAILED,
  CARD_DECLINED,
  CARD_INSUFFICIENT_FUNDS,
  CREDIT_SHORT_AT_CHECKOUT,
  DELIVERY_POSTCODE_DIFFERS,
  NO_ACCOUNT_AT_CHECKOUT,
  NO_BRANCH_AT_CHECKOUT,
  NOT_DELIVERABLE_AT_CHECKOUT,
  PAYMENT_UNAVAILABLE,
  PRICES_CHANGED_AT_CHECKOUT,
  STOCK_SHORT_AT_CHECKOUT,
  validateCheckoutForm,
  type StockTaken,
} from "@merchant/domain/orders";
import type { Database } from "../../db/client.ts";
import type { OrderAddress } from "../../db/schema.ts";
import {
  CardEntryNotAcceptedError,
  PaymentGatewayUnavailableError,
  type CardInput,
  type ChargeResult,
  type PaymentGateway,
} from "../../adapters/payments/index.ts";
import { conflict, declined, forbidden, invalid, notFound, unavailable } from "../../lib/domain-errors.ts";
import { inTransaction, type Executor } from "../../lib/in-transaction.ts";
import type { HouseAtPostcode } from "../address-lookup/index.ts";
import { queueEmail } from "../mail/index.ts";
import { orderEmails } from "./emails.ts";
import { orderSummary, orderView } from "./order-view.ts";
import type { CheckoutStore, NewOrderLine, OrderRow } from "./store.ts";

/** Who is checking out and what their basket is priced on, as the routes read it from the request. */
export type Shopper = {
  brandCode: string;
  shopName: string;
  userId: number | null;
  sessionIdHash: string | null;
  /** The active trade account, when the user holds one. */
  account: { id: number; accNumber: string } | null;
  deliveryPostcode: string | null;
  /** The basket priced now, and each line's clearance item. */
  basket: () => Promise<{ basket: Basket; clearanceItems: Map<number, number | null> }>;
  emptyBasket: (tx: Executor) => Promise<void>;
  /** Refuses a delivery date the calendar does not offer (400 naming DeliveryDate). */
  checkDeliveryDate: (date: string) => Promise<void>;
};

export type Placed =
  { status: 200 | 201; order: Order } | { status: 202; challengeUrl: string; idempotencyKey: string };

/** Pending orders left this long (an abandoned 3-D Secure check, a crash) are cancelled and their stock returned. */
const STALE_PENDING_MINUTES = 30;
const SWEEP_EVERY_MS = 5 * 60_000;
const DETAILS_REFUSED = "Please check the details highlighted";

const DECLINE_WORDS: Record<string, string> = { insufficient_funds: CARD_INSUFFICIENT_FUNDS };

const newReference = (brand: string) =>
  `${brand}${randomBytes(5).readUIntBE(0, 5).toString(36).toUpperCase().padStart(8, "0")}`;

function londonYearMonth(now: Date) {
  const [year, month] = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
  })
    .format(now)
    .split("-")
    .map(Number);
  return { year: year!, month: month! };
}

function orderAddress(fields: {
  Address1?: string | undefined;
  Address2?: string | undefined;
  Town?: string | undefined;
  County?: string | undefined;
  PostCode?: string | undefined;
}): OrderAddress {
  const postcode = fields.PostCode ?? "";
  return {
    line1: fields.Address1 ?? "",
    line2: fields.Address2 ?? "",
    city: fields.Town ?? "",
    county: fields.County ?? "",
    postcode: normalisePostcode(postcode) ?? postcode.toUpperCase(),
  };
}

/** The address lookup's answer for a house number or name at a postcode (spec/1 §3 lookup mode). */
export type HouseFinder = { houseAt(postcode: string, house: string): Promise<HouseAtPostcode> };

type DeliveryFields = NonNullable<PlaceOrderBody["Delivery"]>;

export function createCheckoutService(
  database: Database,
  store: CheckoutStore,
  gateway: PaymentGateway,
  addresses: HouseFinder,
  now: () => Date = () => new Date(),
) {
  let lastSweep = 0;

  const visibleTo = (order: OrderRow, shopper: Pick<Shopper, "userId" | "sessionIdHash">) =>
    (order.userId !== null && order.userId === shopper.userId) ||
    (order.placedBySession !== null && order.placedBySession === shopper.sessionIdHash);

  async function view(order: OrderRow): Promise<Order> {
    const [lines, payment] = await Promise.all([store.linesOf(order.id), store.paymentOf(order.id)]);
    return orderView(order, lines, payment);
  }

  /** Takes each line's stock; throws (rolling the transaction back) at the first that cannot be had. */
  async function takeStock(
    tx: Executor,
    basket: Basket,
    branch: { id: number; name: string },
    clearance: Map<number, number | null>,
  ) {
    const productIds = basket.lines.filter((line) => !line.clearance).map((line) => line.product.id);
    const sources = new Map(
      (await store.stockSources(tx, branch.id, productIds)).map((row) => [row.productId, row]),
    );
    const short = (line: Basket["lines"][number]) =>
      conflict(
        fillMessage(STOCK_SHORT_AT_CHECKOUT, {
          branch: branch.name,
          quantity: line.quantity,
          product: line.product.name,
        }),
      );
    const lines: NewOrderLine[] = [];
    for (const line of basket.lines) {
      let taken: StockTaken = { local: 0, feeder: 0, central: 0 };
      const clearanceItemId = clearance.get(line.lineId) ?? null;
      if (clearanceItemId !== null) {
        if (!(await store.takeClearance(tx, clearanceItemId, line.quantity))) throw short(line);
      } else {
        const source = sources.get(line.product.id);
        const plan = source && allocateStock(line.quantity, source);
        if (!source || !plan) throw short(line);
        const tookAll =
          (plan.local === 0 || (await store.takeBranchStock(tx, branch.id, line.product.id, plan.local))) &&
          (plan.feeder === 0 ||
            (source.feederBranchId !== null &&
              (await store.takeBranchStock(tx, source.feederBranchId, line.product.id, plan.feeder)))) &&
          (plan.central === 0 || (await store.takeCentralStock(tx, line.product.id, plan.central)));
        if (!tookAll) throw short(line);
        taken = plan;
      }
      lines.push({
        productId: line.product.id,
        partNumber: line.product.partNumber,
        name: line.product.name,
        quantity: line.quantity,
        unitExVat: line.unitPrice.exVat,
        vatRate: line.product.vatRate,
        totalExVat: line.lineTotal.exVat,
        totalIncVat: line.lineTotal.incVat,
        clearanceItemId,
        taken,
      });
    }
    return lines;
  }

  /** The order placed: emails queued and the basket emptied, in the settling transaction. */
  async function completeIn(tx: Executor, order: OrderRow, shopper: Shopper) {
    await shopper.emptyBasket(tx);
    const placed = orderView(
      { ...order, status: "placed" },
      await store.linesOf(order.id, tx),
      await store.paymentOf(order.id, tx),
    );
    for (const email of orderEmails(placed, shopper.shopName)) await queueEmail(tx, email);
  }

  /** Settles a pending card order on the gateway's answer. */
  async function settle(
    order: OrderRow,
    result: ChargeResult,
    shopper: Shopper,
    card: CardInput | null,
  ): Promise<Placed> {
    const payment = {
      idempotencyKey: order.idempotencyKey,
      orderId: order.id,
      tradeAccountId: order.tradeAccountId,
      userId: order.userId,
      gateway: gateway.name,
      gatewayReference: result.reference,
      card: result.card,
    };
    if (result.status === "requires_action") {
      await store.recordPayment(database.db, {
        ...payment,
        status: "pending",
        amountPence: order.totalIncVat,
        declineReason: null,
      });
      return { status: 202, challengeUrl: result.challengeUrl, idempotencyKey: order.idempotencyKey };
    }
    if (result.status === "declined") {
      await inTransaction(database, async (tx) => {
        if (await store.settle(tx, order.id, "cancelled")) await store.giveBack(tx, order);
        await store.recordPayment(tx, {
          ...payment,
          status: "declined",
          amountPence: order.totalIncVat,
          declineReason: result.reason,
        });
      });
      throw declined(DECLINE_WORDS[result.reason] ?? CARD_DECLINED);
    }
    await inTransaction(database, async (tx) => {
      await store.recordPayment(tx, {
        ...payment,
        status: "authorised",
        amountPence: order.totalIncVat,
        declineReason: null,
      });
      if (!(await store.settle(tx, order.id, "placed"))) return;
      if (card?.kind === "new" && card.save && result.savedToken && order.userId !== null && result.card) {
        await store.saveCard(tx, {
          userId: order.userId,
          gateway: gateway.name,
          token: result.savedToken,
          ...result.card,
        });
      }
      await completeIn(tx, order, shopper);
    });
    return { status: 201, order: await view((await store.orderByKey(order.idempotencyKey))!) };
  }

  async function charge(order: OrderRow, card: CardInput, shopper: Shopper): Promise<Placed> {
    let result: ChargeResult;
    try {
      result = await gateway.charge({
        amountPence: order.totalIncVat,
        description: `Order ${order.reference}`,
        idempotencyKey: order.idempotencyKey,
        card,
      });
    } catch (error) {
      // Nothing is known to be charged: the order waits, and a retry with its key asks again.
      if (error instanceof PaymentGatewayUnavailableError) throw unavailable(PAYMENT_UNAVAILABLE, error);
      if (error instanceof CardEntryNotAcceptedError) {
        // A typed number where the gateway takes cards only through its own fields: nothing was sent.
        await inTransaction(database, async (tx) => {
          if (await store.settle(tx, order.id, "cancelled")) await store.giveBack(tx, order);
        });
        throw invalid(CARD_CHECK_FAILED, { CardNumber: CARD_CHECK_FAILED });
      }
      throw error;
    }
    return settle(order, result, shopper, card);
  }

  /** What an order already made with this key answers now. */
  async function resume(order: OrderRow, shopper: Shopper, card: CardInput | null): Promise<Placed> {
    if (!visibleTo(order, shopper))
      throw conflict("This checkout has been used already. Please reload the page.");
    if (order.status === "placed") return { status: 200, order: await view(order) };
    const payment = await store.paymentOf(order.id);
    if (order.status === "cancelled") {
      throw declined(DECLINE_WORDS[payment?.declineReason ?? ""] ?? CARD_DECLINED);
    }
    if (payment?.status === "pending" && payment.gatewayReference) {
      return settle(order, await gateway.confirm(payment.gatewayReference), shopper, null);
    }
    if (!card) throw conflict("This order is waiting for its payment. Please try again.");
    return charge(order, card, shopper);
  }

  async function cardInput(body: PlaceOrderBody, userId: number | null): Promise<CardInput | null> {
    if (body.payment.method !== "card") return null;
    const card = body.payment.card;
    if (card.Token)
      return { kind: "token", token: card.Token, save: Boolean(card.SaveCard) && userId !== null };
    if (!isNewCard(card)) {
      const saved =
        userId === null
          ? undefined
          : (await store.savedCards(userId)).find((one) => String(one.id) === card.CardExisting);
      if (!saved) throw invalid(DETAILS_REFUSED, { CardExisting: "Please choose one of your saved cards" });
      return { kind: "saved", gatewayToken: saved.gatewayToken };
    }
    return {
      kind: "new",
      number: card.CardNumber ?? "",
      securityCode: card.SecurityNumber ?? "",
      expMonth: Number(card.EndM),
      expYear: Number(card.EndY),
      holderName: card.FullName ?? "",
      save: Boolean(card.SaveCard) && userId !== null,
    };
  }

  /**
   * The delivery address as the form gave it. In lookup mode (spec/1 §3 LookupStatus "lookup") the
   * page has found the address by house number and postcode and filled its lines, which must then
   * be a whole address; without them (a caller with no script) the house and postcode are looked
   * up here, and anything but one address is refused under the field that can put it right.
   */
  async function deliveryAddressOf(body: PlaceOrderBody, delivery: DeliveryFields): Promise<OrderAddress> {
    if (body.LookupStatus !== "lookup") return orderAddress(delivery);
    if ((delivery.Address1 ?? "").trim() !== "") {
      const errors = validateDeliveryAddress({ DeliveryInvoice: false, LookupStatus: "", ...delivery });
      if (Object.keys(errors).length > 0) throw invalid(DETAILS_REFUSED, errors as Record<string, string>);
      return orderAddress(delivery);
    }
    const match = await addresses.houseAt(delivery.LookupPostcode ?? "", delivery.LookupNumber ?? "");
    switch (match.found) {
      case "one":
        return orderAddress({
          Address1: match.address.InternalLine1,
          Address2: match.address.InternalLine2,
          Town: match.address.City,
          County: match.address.Province,
          PostCode: match.address.PostCode,
        });
      case "unknownPostcode":
        throw invalid(LOOKUP_POSTCODE_UNKNOWN, { LookupPostcode: LOOKUP_POSTCODE_UNKNOWN });
      case "several":
        throw invalid(HOUSE_MATCHES_SEVERAL, { LookupNumber: HOUSE_MATCHES_SEVERAL });
      case "none":
        throw invalid(HOUSE_NOT_FOUND, { LookupNumber: HOUSE_NOT_FOUND });
    }
  }

  async function sweepStale(): Promise<void> {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    for (const order of await store.stalePending(STALE_PENDING_MINUTES)) {
      const payment = await store.paymentOf(order.id);
      if (payment?.status === "authorised") continue;
      await inTransaction(database, async (tx) => {
        if (await store.settle(tx, order.id, "cancelled")) await store.giveBack(tx, order);
      });
    }
  }

  return {
    /**
     * The shop's no-oversell rule for another module's order (the private store, decision 167):
     * takes `quantity` off the branch's shelf by one conditional update in the caller's
     * transaction; false, with nothing taken, when the shelf holds less.
     */
    takeFromBranch: (tx: Executor, branchId: number, productId: number, quantity: number) =>
      store.takeBranchStock(tx, branchId, productId, quantity),

    async place(body: PlaceOrderBody, shopper: Shopper): Promise<Placed> {
      await sweepStale();
      const card = await cardInput(body, shopper.userId);
      const earlier = await store.orderByKey(body.idempotencyKey);
      if (earlier) return resume(earlier, shopper, card);

      const { basket, clearanceItems } = await shopper.basket();
      if (basket.lines.length === 0) throw conflict(BASKET_EMPTY_AT_CHECKOUT);
      const { branch, fulfilment } = basket;
      if (!branch || !fulfilment) throw conflict(NO_BRANCH_AT_CHECKOUT);
      if (fulfilment === "delivery" && basket.totals.delivery === null)
        throw conflict(NOT_DELIVERABLE_AT_CHECKOUT);

      const errors = validateCheckoutForm(
        {
          Name: body.Name,
          EmailAddress: body.EmailAddress,
          ...(body.EmailAddress2 === undefined ? {} : { EmailAddress2: body.EmailAddress2 }),
          Invoice: body.Invoice,
          fulfilment,
          DeliveryInvoice: body.DeliveryInvoice ?? false,
          LookupStatus: body.LookupStatus ?? "",
          Delivery: body.Delivery ?? {},
          ...(body.DeliveryDate === undefined ? {} : { DeliveryDate: body.DeliveryDate }),
          ...(card?.kind === "new" && body.payment.method === "card" ? { card: body.payment.card } : {}),
        },
        londonYearMonth(now()),
      );
      if (Object.keys(errors).length > 0) throw invalid(DETAILS_REFUSED, errors as Record<string, string>);

      const invoiceAddress = orderAddress(body.Invoice);
      const deliveryAddress =
        fulfilment === "delivery"
          ? body.DeliveryInvoice
            ? invoiceAddress
            : await deliveryAddressOf(body, body.Delivery ?? {})
          : null;
      if (
        deliveryAddress &&
        shopper.deliveryPostcode &&
        deliveryAddress.postcode !== normalisePostcode(shopper.deliveryPostcode)
      ) {
        const message = fillMessage(DELIVERY_POSTCODE_DIFFERS, { postcode: shopper.deliveryPostcode });
        const resolvedHere = body.LookupStatus === "lookup" && !(body.Delivery?.Address1 ?? "").trim();
        const field = body.DeliveryInvoice ? "InvoicePostCode" : resolvedHere ? "LookupPostcode" : "PostCode";
        throw invalid(message, { [field]: message });
      }
      if (fulfilment === "delivery") await shopper.checkDeliveryDate(body.DeliveryDate ?? "");
      if (body.expectedTotal !== basket.totals.grandTotal)
        throw conflict(PRICES_CHANGED_AT_CHECKOUT, { expectedTotal: PRICES_CHANGED_AT_CHECKOUT });

      const onAccount = body.payment.method === "account";
      if (onAccount && !shopper.account) throw forbidden(NO_ACCOUNT_AT_CHECKOUT);
      const delivery = basket.totals.delivery ?? { exVat: 0, incVat: 0 };
      const order = {
        reference: newReference(shopper.brandCode),
        idempotencyKey: body.idempotencyKey,
        brandCode: shopper.brandCode,
        userId: shopper.userId,
        placedBySession: shopper.sessionIdHash,
        tradeAccountId: shopper.account?.id ?? null,
        branchId: branch.id,
        fulfilment,
        name: body.Name,
        email: body.EmailAddress.toLowerCase(),
        phone: body.Phone ?? null,
        deliveryAddress,
        invoiceAddress,
        deliveryDate: fulfilment === "delivery" ? (body.DeliveryDate ?? null) : null,
        productsExVat: basket.totals.products.exVat,
        deliveryExVat: delivery.exVat,
        vat: basket.totals.vat,
        totalIncVat: basket.totals.grandTotal,
        paymentMethod: onAccount ? ("account" as const) : ("card" as const),
        status: "pending" as const,
      };

      const stored = await inTransaction(database, async (tx) => {
        const id = await store.insertOrder(tx, onAccount ? { ...order, status: "placed" } : order);
        if (id === null) return null; // the same key, placed by a request a moment ahead of this one
        await store.insertLines(tx, id, await takeStock(tx, basket, branch, clearanceItems));
        const row = (await store.orderByKey(order.idempotencyKey, tx))!;
        if (onAccount) {
          const account = shopper.account!;
          if (!(await store.chargeToAccount(tx, account.id, order.totalIncVat))) {
            throw conflict(fillMessage(CREDIT_SHORT_AT_CHECKOUT, { account: account.accNumber }));
          }
          await store.recordPayment(tx, {
            idempotencyKey: order.idempotencyKey,
            orderId: id,
            tradeAccountId: account.id,
            userId: shopper.userId,
            gateway: "account",
            gatewayReference: account.accNumber,
            status: "authorised",
            amountPence: order.totalIncVat,
            card: null,
            declineReason: null,
          });
          await completeIn(tx, row, shopper);
        }
        return row;
      });
      if (stored === null) return resume((await store.orderByKey(body.idempotencyKey))!, shopper, card);
      if (onAccount) return { status: 201, order: await view(stored) };
      return charge(stored, card!, shopper);
    },

    /** After a 3-D Secure check: asks the gateway how the charge ended and settles the order. */
    async confirm(idempotencyKey: string, shopper: Shopper): Promise<Placed> {
      const order = await store.orderByKey(idempotencyKey);
      if (!order || !visibleTo(order, shopper)) throw notFound("No such order");
      return resume(order, shopper, null);
    },

    async order(reference: string, shopper: Pick<Shopper, "userId" | "sessionIdHash">): Promise<Order> {
      const order = await store.orderByReference(reference);
      if (!order || order.status === "pending" || !visibleTo(order, shopper)) throw notFound("No such order");
      return view(order);
    },

    async ordersOf(userId: number) {
      return (await store.ordersOf(userId)).map(orderSummary);
    },

    async savedCards(userId: number | null) {
      if (userId === null) return [];
      return (await store.savedCards(userId)).filter((card) => card.gateway === gateway.name);
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
