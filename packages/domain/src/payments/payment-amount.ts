import { formatPounds } from "../money/index.ts";
import { fillMessage } from "../shared/result.ts";
import { CONFIRM_CANCEL, CONFIRM_YES, PAYMENT_CONFIRM } from "./messages.ts";

/**
 * A payment amount is whole pence above zero. Anything else (NaN, a fraction of a penny, zero,
 * a negative) is no amount at all, so each payment rule refuses it with its own words instead of
 * throwing (docs/decisions/033-payment-amounts-in-messages.md).
 */
export function isPayableAmount(pence: number): boolean {
  return Number.isSafeInteger(pence) && pence > 0;
}

/**
 * The money context's "£1,234.50" without its "£", because the spec's templates already carry
 * the sign: 'You need to pay at least £{min}'. Payment figures are never negative.
 */
export function poundsFigure(pence: number): string {
  return formatPounds(pence).replace("£", "");
}

export type PaymentConfirmation = {
  readonly message: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
};

/** spec/1 §5 Payments: the confirm dialog before a payment is taken, with Yes and Cancel. */
export function paymentConfirmation(pence: number): PaymentConfirmation {
  return {
    message: fillMessage(PAYMENT_CONFIRM, { amount: poundsFigure(pence) }),
    confirmLabel: CONFIRM_YES,
    cancelLabel: CONFIRM_CANCEL,
  };
}
