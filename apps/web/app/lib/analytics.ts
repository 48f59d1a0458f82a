/**
 * The analytics data layer (spec/2 §7, last paragraph): basket changes are pushed to
 * `window.dataLayer` as `add_to_cart` and `remove_from_cart` events in GBP, each price being the
 * pence divided by 100. Only the data layer: no third-party script is loaded by the shop, so a
 * tag manager added later reads these events without the pages changing. A product card's click
 * is pushed as `select_item` (spec/1 §7 /tagmanager/productclick), from what the card shows
 * rather than from a synchronous server call that would hold up the page change (decision 113).
 * Nothing is pushed until the shopper has chosen Accept all on the cookie banner, nor after they
 * refuse (spec/1 §2 accept cookies; decision 139): every push goes through `pushToDataLayer`.
 */
import { penceToPounds } from "@merchant/domain/money";
import { allowsAnalytics, COOKIE_CONSENT_COOKIE, parseCookieConsent } from "@merchant/domain/site";

export type CartEvent = "add_to_cart" | "remove_from_cart";

/** A product and how many of it were added or removed, at its unit price inc VAT in pence. */
export type CartItem = { productId: number; name: string; quantity: number; unitPricePence: number };

type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** What `pushCartEvent` adds to the data layer, in the shape tag managers read (GA4 ecommerce). */
export function cartEvent(event: CartEvent, items: readonly CartItem[]): DataLayerEntry {
  const counted = items.filter((item) => item.quantity > 0);
  // Summed in pence, then divided once: pounds as floating point would drift.
  const valuePence = counted.reduce((sum, item) => sum + item.unitPricePence * item.quantity, 0);
  return {
    event,
    ecommerce: {
      currency: "GBP",
      value: penceToPounds(valuePence),
      items: counted.map((item) => ({
        item_id: String(item.productId),
        item_name: item.name,
        price: penceToPounds(item.unitPricePence),
        quantity: item.quantity,
      })),
    },
  };
}

/**
 * Whether the shopper said yes to analytics: read from the cookie_consent cookie at each push, so
 * an answer given on this page (the banner, the cookies page) counts at once. Never on the server.
 */
export function analyticsAllowed(): boolean {
  if (typeof document === "undefined") return false;
  const pair = document.cookie.split("; ").find((one) => one.startsWith(`${COOKIE_CONSENT_COOKIE}=`));
  return allowsAnalytics(parseCookieConsent(pair?.slice(COOKIE_CONSENT_COOKIE.length + 1)));
}

/** The one way anything reaches `window.dataLayer`: only with consent, only in a browser. */
export function pushToDataLayer(...entries: DataLayerEntry[]): void {
  if (typeof window === "undefined" || !analyticsAllowed()) return;
  window.dataLayer ??= [];
  window.dataLayer.push(...entries);
}

/** Pushes a GA4 ecommerce event (the checkout's steps too), clearing the one before. */
export function pushEcommerce(entry: DataLayerEntry): void {
  // GA4 asks for the previous ecommerce object to be cleared before the next event.
  pushToDataLayer({ ecommerce: null }, entry);
}

/** Pushes a basket change; nothing when no quantity changed, or outside a browser. */
export function pushCartEvent(event: CartEvent, items: readonly CartItem[]): void {
  if (items.some((item) => item.quantity > 0)) pushEcommerce(cartEvent(event, items));
}

/** A product card chosen from a listing, search or slider: GA4's `select_item`, price inc VAT in pounds. */
export function pushProductClick(product: Omit<CartItem, "quantity">): void {
  pushEcommerce({
    event: "select_item",
    ecommerce: {
      currency: "GBP",
      items: [
        {
          item_id: String(product.productId),
          item_name: product.name,
          price: penceToPounds(product.unitPricePence),
        },
      ],
    },
  });
}

/** A quantity changed from `from` to `to`: the difference is an add or a removal. */
export function pushQuantityChange(item: Omit<CartItem, "quantity">, from: number, to: number): void {
  if (to === from) return;
  pushCartEvent(to > from ? "add_to_cart" : "remove_from_cart", [{ ...item, quantity: Math.abs(to - from) }]);
}
