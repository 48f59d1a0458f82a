/**
 * What the shopper is told when a clearance item is not added (spec/1 §5, §8): the page's own
 * quantity check and the server's refusals, each as the dialog's title and text.
 */
import type { ClearanceItem } from "@merchant/contract";
import { ADD_TO_BASKET_REQUEST_FAILED_MESSAGE } from "@merchant/domain/basket";
import { quantityOnBlur } from "@merchant/domain/catalog";
import {
  BASKET_REPORT_TITLE,
  checkClearanceQuantity,
  QUANTITY_ISSUE_TITLE,
} from "@merchant/domain/clearance";
import { ApiError } from "~/lib/api.ts";

export type ClearanceReport = { title: string; message: string };

/**
 * The quantity typed (an empty field counts as 1) against what the branch has: more than it has
 * is the 'Quantity Issue'. The server checks the same again inside the add.
 */
export function checkTypedQuantity(
  typed: string,
  item: Pick<ClearanceItem, "available">,
): { ok: true; quantity: number } | { ok: false; report: ClearanceReport } {
  const checked = checkClearanceQuantity(Number(quantityOnBlur(typed)), item.available);
  return checked.ok
    ? { ok: true, quantity: checked.value }
    : { ok: false, report: { title: QUANTITY_ISSUE_TITLE, message: checked.message } };
}

/**
 * The server's refusal: a 409 naming the quantity is the 'Quantity Issue' in its words; any other
 * 409 is the 'Basket Report' ('The item was not added to your basket!' and the reason on the next
 * line); a failure without an answer (the network, a 5xx) is the shop's generic add failure.
 */
export function clearanceAddFailure(error: unknown): ClearanceReport {
  if (error instanceof ApiError && error.status === 409) {
    const quantity = error.fields.quantity;
    return quantity
      ? { title: QUANTITY_ISSUE_TITLE, message: quantity }
      : { title: BASKET_REPORT_TITLE, message: error.message };
  }
  return { title: BASKET_REPORT_TITLE, message: ADD_TO_BASKET_REQUEST_FAILED_MESSAGE };
}
