/**
 * The partnering catalogue (spec/2 §7 `POST /partneringcatalogues/add | sProductDesc, nProductID,
 * sProductCode, nQuantity; 10 s timeout | error flag`): a trade account's list of the products it
 * buys again and again, each with its usual quantity.
 */
import { isWholeQuantity, MAX_QUANTITY, quantityOnBlur } from "../catalog/quantity-field.ts";
import { QUANTITY_INVALID_MESSAGE, QUANTITY_OVER_MAXIMUM_MESSAGE } from "../catalog/messages.ts";
import { fail, ok, type Result } from "../shared/result.ts";
import { PARTNERING_ADD_FAILED_MESSAGE, PARTNERING_ADDED_MESSAGE } from "./messages.ts";

/** spec/2 §7: the add is given 10 s; no answer by then is a failure. */
export const PARTNERING_ADD_TIMEOUT_MS = 10_000;

/** The usual quantity: a whole number from 1 to 99999, as a basket quantity (spec/1 §5, §9). */
export const MIN_PARTNERING_QUANTITY = 1;

export type PartneringQuantityRefusal = "invalid-quantity" | "over-maximum";

/**
 * The product page's Qty field read as a usual quantity: an emptied or non-digit field counts as
 * 1 (spec/1 §5, as for the basket), more than 99999 is refused in the basket's words, and so is 0.
 */
export function checkPartneringQuantity(typed: string): Result<number, PartneringQuantityRefusal> {
  const quantity = Number(quantityOnBlur(typed));
  if (Number.isInteger(quantity) && quantity > MAX_QUANTITY) {
    return fail("over-maximum", QUANTITY_OVER_MAXIMUM_MESSAGE);
  }
  if (!isWholeQuantity(quantity, MIN_PARTNERING_QUANTITY)) {
    return fail("invalid-quantity", QUANTITY_INVALID_MESSAGE);
  }
  return ok(quantity);
}

/**
 * What the add answered, in the old call's terms: no error flag, or the error flag with the
 * reason the shop gave when it gave one. A call unanswered in 10 s is the error flag without one.
 */
export type PartneringAddReply = { error: false } | { error: true; message?: string | null };

export type PartneringAddOutcome = { added: boolean; message: string };

/** The words shown after an add: that it was added, the shop's reason it was not, or that it failed. */
export function partneringAddOutcome(reply: PartneringAddReply): PartneringAddOutcome {
  if (!reply.error) return { added: true, message: PARTNERING_ADDED_MESSAGE };
  const reason = reply.message?.trim();
  return { added: false, message: reason ? reason : PARTNERING_ADD_FAILED_MESSAGE };
}
