import { fail, ok, type Result } from "../shared/result.ts";
import { NO_PAYMENT } from "./messages.ts";
import type { AcceptedPayment } from "./account-payment.ts";
import { isPayableAmount, paymentConfirmation } from "./payment-amount.ts";

/**
 * spec/1 §5 Payments, single payment: zero or less opens the 'No Payment' dialog (title
 * NO_PAYMENT_TITLE); otherwise the confirm dialog with Yes and Cancel. The spec quotes no
 * confirm text here, so it is the account payment's.
 */
export function checkSinglePayment(amountPence: number): Result<AcceptedPayment, "no_payment"> {
  if (!isPayableAmount(amountPence)) return fail("no_payment", NO_PAYMENT);
  return ok({ amountPence, confirmation: paymentConfirmation(amountPence) });
}
