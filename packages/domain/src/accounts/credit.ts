import { fail, ok, type Result } from "../shared/result.ts";
import { CREDIT_FIGURES_INVALID_MESSAGE } from "./messages.ts";

/**
 * spec/2 §3 Accounts: credit remaining is the credit limit minus the current balance, in pence.
 * A balance in credit (negative) leaves more than the limit; an overdrawn account goes below 0.
 */
export function creditRemaining(
  limitPence: number,
  balancePence: number,
): Result<number, "credit_figures_invalid"> {
  if (!Number.isSafeInteger(limitPence) || !Number.isSafeInteger(balancePence)) {
    return fail("credit_figures_invalid", CREDIT_FIGURES_INVALID_MESSAGE);
  }
  return ok(limitPence - balancePence);
}
