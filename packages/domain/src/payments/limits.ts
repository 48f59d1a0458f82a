import type { AccountPaymentLimits } from "./account-payment.ts";

/**
 * spec/1 §3 MinPaymentAmount: the spec gives the field, not its value. £1.00, below which a card
 * payment costs more to take than it pays (docs/decisions/126-account-and-invoice-payments.md).
 */
export const MIN_PAYMENT_PENCE = 100;

/**
 * spec/1 §3 MinPaymentAmount and MaxPaymentAmount of a trade account: at most what it owes (its
 * balance; nothing when it is in credit), at least £1.00 or the whole of a smaller balance owed.
 */
export function accountPaymentLimits(balancePence: number): AccountPaymentLimits {
  const maxPence = Math.max(balancePence, 0);
  return { minPence: maxPence > 0 ? Math.min(MIN_PAYMENT_PENCE, maxPence) : MIN_PAYMENT_PENCE, maxPence };
}

/** An account that owes nothing has no amount to pay: the page says so instead of offering a form. */
export function hasAmountToPay({ minPence, maxPence }: AccountPaymentLimits): boolean {
  return maxPence > 0 && minPence <= maxPence;
}
