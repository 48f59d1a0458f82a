import { isWholeQuantity } from "../catalog/quantity-field.ts";
import { QUANTITY_INVALID_MESSAGE } from "../catalog/messages.ts";
import { fail, fillMessage, ok, type Result } from "../shared/result.ts";
import { QUANTITY_ISSUE_MESSAGE } from "./messages.ts";

export type ClearanceQuantityRefusal = "invalid-quantity" | "over-available";

/**
 * spec/1 §5: a clearance item's quantity may not pass the stock available at the branch;
 * the refusal opens the 'Quantity Issue' dialog (QUANTITY_ISSUE_TITLE).
 * Stock that is missing or junk counts as none available.
 */
export function checkClearanceQuantity(
  requested: number,
  available: number,
): Result<number, ClearanceQuantityRefusal> {
  if (!isWholeQuantity(requested, 1)) return fail("invalid-quantity", QUANTITY_INVALID_MESSAGE);
  const max = Number.isInteger(available) && available > 0 ? available : 0;
  return requested > max
    ? fail("over-available", fillMessage(QUANTITY_ISSUE_MESSAGE, { max }))
    : ok(requested);
}
