import {
  CARD_DECLINED,
  CARD_DECLINED_EXPIRED,
  CARD_DECLINED_INSUFFICIENT_FUNDS,
  CARD_DECLINED_SECURITY_CODE,
  CARD_NEEDS_VERIFICATION,
} from "./messages.ts";

/** Why a card payment was not taken: the gateway's reasons, and a bank's verification we cannot run. */
export type PaymentRefusalReason =
  "declined" | "insufficient_funds" | "expired_card" | "incorrect_cvc" | "requires_action";

const MESSAGES: Record<PaymentRefusalReason, string> = {
  declined: CARD_DECLINED,
  insufficient_funds: CARD_DECLINED_INSUFFICIENT_FUNDS,
  expired_card: CARD_DECLINED_EXPIRED,
  incorrect_cvc: CARD_DECLINED_SECURITY_CODE,
  requires_action: CARD_NEEDS_VERIFICATION,
};

/** A refused card payment in words: what happened, that nothing was taken, and what to do. */
export function paymentRefusalMessage(reason: string): string {
  return MESSAGES[reason as PaymentRefusalReason] ?? CARD_DECLINED;
}
