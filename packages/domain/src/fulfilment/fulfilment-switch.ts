import type { Fulfilment } from "./fulfilment-type.ts";

/** spec/2 §3 Session delivery data, as far as switching fulfilment needs it. */
export type FulfilmentSession = {
  /** The chosen collection branch. */
  readonly collectionStoreId: number | null;
  /** The delivery postcode. */
  readonly deliveryPostcode: string | null;
  /** The branch that serves the delivery postcode. */
  readonly deliveryClosestStoreId?: number | null;
};

const hasPostcode = (session: FulfilmentSession): boolean => (session.deliveryPostcode ?? "").trim() !== "";

/**
 * spec/2 §4: switching to collection is safe only when a collection store is set, to delivery
 * only when a delivery postcode is set; otherwise the store selector must ask first.
 */
export function canSwitchTo(type: Fulfilment, session: FulfilmentSession): boolean {
  return type === "collection" ? session.collectionStoreId != null : hasPostcode(session);
}

export type FulfilmentEvent = "new-collection-store" | "new-postcode";

/**
 * spec/2 §4: switching the product-page fulfilment tab refreshes stock and prices by firing a
 * new-collection-store event when a collection store (or the delivery postcode's closest
 * store) exists, and a new-postcode event when a delivery postcode exists.
 */
export function fulfilmentTabEvents(session: FulfilmentSession): FulfilmentEvent[] {
  const events: FulfilmentEvent[] = [];
  if (session.collectionStoreId != null || session.deliveryClosestStoreId != null)
    events.push("new-collection-store");
  if (hasPostcode(session)) events.push("new-postcode");
  return events;
}
