import { formatPounds } from "../money/pence.ts";
import { COLLECTION_FREE_LABEL } from "./messages.ts";
import type { Fulfilment } from "./fulfilment-type.ts";

/** spec/2 §4: the mini basket shows the delivery cost, or that collection is free. */
export type MiniBasketFulfilmentLine =
  | { readonly kind: "delivery-cost"; readonly pence: number; readonly label: string }
  | { readonly kind: "collection-free"; readonly label: string };

/** Delivery pence must be whole pence (formatPounds refuses anything else). */
export function miniBasketFulfilmentLine(
  fulfilment: Fulfilment,
  deliveryPence: number,
): MiniBasketFulfilmentLine {
  return fulfilment === "collection"
    ? { kind: "collection-free", label: COLLECTION_FREE_LABEL }
    : { kind: "delivery-cost", pence: deliveryPence, label: formatPounds(deliveryPence) };
}
