import { fail, fillMessage, ok, type Result } from "../shared/result.ts";
import { PAYMENT_ABOVE_MAXIMUM, PAYMENT_BELOW_MINIMUM } from "./messages.ts";
import { isPayableAmount, paymentConfirmation, poundsFigure, type PaymentConfirmation } from "./payment-amount.ts";

/** spec/1 §3 MinPaymentAmount and MaxPaymentAmount, in pence. */
export type AccountPaymentLimits = { readonly minPence: number; readonly maxPence: number };

export type AccountPaymentRefusal = "below_minimum" | "above_maximum";

export type AcceptedPayment = { readonly amountPence: number; readonly confirmation: PaymentConfirmation };

/**
 * spec/1 §5 Payments, account payment: at least the minimum, not above the maximum, then the
 * confirm dialog. An amount that is not payable at all is below any minimum.
 */
export function checkAccountPayment(
  amountPence: number,
  { minPence, maxPence }: AccountPaymentLimits,
): Result<AcceptedPayment, AccountPaymentRefusal> {
  if (!isPayableAmount(amountPence) || amountPence < minPence) {
    return fail("below_minimum", fillMessage(PAYMENT_BELOW_MINIMUM, { min: poundsFigure(minPence) }));
  }
  if (amountPence > maxPence) {
    return fail("above_maximum", fillMessage(PAYMENT_ABOVE_MAXIMUM, { max: poundsFigure(maxPence) }));
  }
  return ok({ amountPence, confirmation: paymentConfirmation(amountPence) });
}
