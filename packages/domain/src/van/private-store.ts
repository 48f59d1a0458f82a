/**
 * spec/3 §1 Private-store mode: basket and checkout; §5, §9 quantity 1–999 (decision 167). A
 * private-store customer buys from the app's store on their trade account: a line never holds
 * more than 999 nor more than the store has on its shelf, and the order is collected at the store
 * or delivered from it to a UK postcode.
 */
import { checkPostcode } from "../branches/postcode.ts";
import { fail, ok, type Result } from "../shared/result.ts";
import { QUANTITY_INVALID } from "./messages.ts";
import { VAN_QUANTITY_MAX } from "./quantity.ts";

/** Ours, in the words of spec/3 §5's van add ('Error: Insufficient stock in van.'). */
export const INSUFFICIENT_STORE_STOCK = "Error: Insufficient stock in store.";
export const DELIVERY_POSTCODE_REQUIRED = "Please enter a valid UK postcode for the delivery.";

export const PRIVATE_STORE_FULFILMENTS = ["collection", "delivery"] as const;
export type PrivateStoreFulfilment = (typeof PRIVATE_STORE_FULFILMENTS)[number];

/**
 * spec/3 §5, §9: the basket line's quantity after an add (what was there plus what is added) is
 * at most 999 and at most the store's level (§1 basket: the store's stock is the limit).
 */
export function checkPrivateStoreAdd(
  lineQuantityAfter: number,
  storeLevel: number,
): Result<number, "invalid_quantity" | "insufficient_stock"> {
  if (lineQuantityAfter > VAN_QUANTITY_MAX) return fail("invalid_quantity", QUANTITY_INVALID);
  if (lineQuantityAfter > storeLevel) return fail("insufficient_stock", INSUFFICIENT_STORE_STOCK);
  return ok(lineQuantityAfter);
}

export type PrivateStoreCheckout =
  { fulfilment: "collection"; deliveryPostcode: null } | { fulfilment: "delivery"; deliveryPostcode: string };

/** spec/3 §1 checkout: collection at the store needs nothing more; delivery from it a UK postcode. */
export function checkPrivateStoreCheckout(
  fulfilment: PrivateStoreFulfilment,
  deliveryPostcode: string | null | undefined,
): Result<PrivateStoreCheckout, "postcode_required" | "postcode_invalid"> {
  if (fulfilment === "collection") return ok({ fulfilment, deliveryPostcode: null });
  const postcode = checkPostcode(deliveryPostcode ?? "", { message: DELIVERY_POSTCODE_REQUIRED });
  return postcode.ok ? ok({ fulfilment, deliveryPostcode: postcode.value }) : postcode;
}
