/**
 * spec/1 §4 'Checkout step change' and §7 POST /tagmanager/CheckoutStep: each step of the checkout
 * goes to the data layer as `checkout_progress` with its number, beside the GA4 ecommerce event a
 * tag manager reads for it (begin_checkout, add_shipping_info, add_payment_info, purchase), prices
 * in pounds from pence as the basket's events are (lib/analytics.ts). The old site asked its server
 * first and pushed its truthy answer; here nothing is asked: the data layer is the only listener
 * (decision 128).
 */
import type { Basket, Fulfilment, Order } from "@merchant/contract";
import { penceToPounds } from "@merchant/domain/money";
import { analyticsAllowed, pushEcommerce, pushToDataLayer } from "~/lib/analytics.ts";

export const CHECKOUT_STEPS = {
  begin_checkout: 1,
  add_shipping_info: 2,
  add_payment_info: 3,
  purchase: 4,
} as const;

export type CheckoutStepEvent = keyof typeof CHECKOUT_STEPS;

type Item = { productId: number; name: string; unitPricePence: number; quantity: number };

const itemsOf = (items: readonly Item[]) =>
  items.map((item) => ({
    item_id: String(item.productId),
    item_name: item.name,
    price: penceToPounds(item.unitPricePence),
    quantity: item.quantity,
  }));

const basketItems = (basket: Basket): Item[] =>
  basket.lines.map((line) => ({
    productId: line.product.id,
    name: line.product.name,
    unitPricePence: line.unitPrice.incVat,
    quantity: line.quantity,
  }));

function pushStep(event: CheckoutStepEvent, ecommerce: Record<string, unknown>): void {
  pushToDataLayer({ event: "checkout_progress", step: CHECKOUT_STEPS[event] });
  pushEcommerce({ event, ecommerce: { currency: "GBP", ...ecommerce } });
}

/** Step 1: the checkout page opened with this basket. */
export function pushBeginCheckout(basket: Basket): void {
  pushStep("begin_checkout", {
    value: penceToPounds(basket.totals.grandTotal),
    items: itemsOf(basketItems(basket)),
  });
}

/** Step 2: the shopper has given their details and address, and moves on to paying. */
export function pushShippingInfo(basket: Basket, fulfilment: Fulfilment): void {
  pushStep("add_shipping_info", {
    value: penceToPounds(basket.totals.grandTotal),
    shipping_tier: fulfilment,
    items: itemsOf(basketItems(basket)),
  });
}

/** Step 3: the order is sent with a way to pay the page's rules accept. */
export function pushPaymentInfo(basket: Basket, paymentType: "account" | "saved card" | "new card"): void {
  pushStep("add_payment_info", {
    value: penceToPounds(basket.totals.grandTotal),
    payment_type: paymentType,
    items: itemsOf(basketItems(basket)),
  });
}

/** Step 4: the order placed, shown on its confirmation. */
export function pushPurchase(order: Order): void {
  pushStep("purchase", {
    transaction_id: order.reference,
    value: penceToPounds(order.totals.grandTotal),
    tax: penceToPounds(order.totals.vat),
    shipping: penceToPounds(order.totals.delivery.incVat),
    items: itemsOf(
      order.lines.map((line) => ({
        productId: line.productId,
        name: line.name,
        unitPricePence: line.unitPrice.incVat,
        quantity: line.quantity,
      })),
    ),
  });
}

const PURCHASES_SENT_KEY = "checkout:purchases-sent";

/** The purchase is pushed once per order in this browser session: a reload of the confirmation does not count it twice. */
export function pushPurchaseOnce(order: Order): void {
  // Without consent nothing is pushed, and nothing is noted in the browser's storage either.
  if (typeof window === "undefined" || !analyticsAllowed()) return;
  let sent: string[] = [];
  try {
    sent = JSON.parse(window.sessionStorage.getItem(PURCHASES_SENT_KEY) ?? "[]") as string[];
  } catch {
    sent = [];
  }
  if (sent.includes(order.reference)) return;
  pushPurchase(order);
  try {
    window.sessionStorage.setItem(PURCHASES_SENT_KEY, JSON.stringify([...sent, order.reference].slice(-20)));
  } catch {
    // Storage refused (private mode): the event is still pushed, perhaps again on a reload.
  }
}
