import { poundsToPence } from "../money/index.ts";
import { fail, type Result } from "../shared/result.ts";
import { checkAccountPayment, type AcceptedPayment, type AccountPaymentLimits } from "./account-payment.ts";
import { NO_PAYMENT } from "./messages.ts";
import { checkSinglePayment } from "./single-payment.ts";

export type TypedAmountRefusal = "no_payment" | "not_an_amount" | "below_minimum" | "above_maximum";

/**
 * spec/1 §5 Payments, what the payment screen does with the pounds typed in its amount box
 * (PaymentAmountSingle): nothing, zero or less opens 'No Payment'; text that is not a sum of money
 * gets the money context's words (decision 011); then the account payment's minimum and maximum,
 * and the confirm dialog.
 */
export function readPaymentAmount(
  typed: string,
  limits: AccountPaymentLimits,
): Result<AcceptedPayment, TypedAmountRefusal> {
  if (typed.trim() === "") return fail("no_payment", NO_PAYMENT);
  const pence = poundsToPence(typed);
  if (!pence.ok) {
    return pence.code === "negative" ? fail("no_payment", NO_PAYMENT) : fail("not_an_amount", pence.message);
  }
  const single = checkSinglePayment(pence.value);
  if (!single.ok) return single;
  return checkAccountPayment(pence.value, limits);
}
