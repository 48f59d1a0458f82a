/**
 * The payment gateway the shop charges cards through (issue 12): an embedded sandbox with
 * documented test cards by default, Stripe when `STRIPE_SECRET_KEY` is set. Modules never see
 * which. A card's number and security code pass through `charge` and are never kept or logged:
 * what comes back is what a receipt may show (brand, last four digits, expiry).
 */

/** A card typed at checkout (sandbox), or a token the gateway's own fields made (Stripe). */
export type CardInput =
  | {
      kind: "new";
      number: string;
      securityCode: string;
      expMonth: number;
      expYear: number;
      holderName: string;
      /** Ask the gateway for a token to charge this card again (a signed-in customer's saved card). */
      save: boolean;
    }
  /**
   * Stripe: the PaymentMethod id (`pm_…`) Stripe's own card fields made in the browser, so the number
   * never reaches this server. `save`: keep it for the signed-in customer (as `save` of a new card).
   */
  | { kind: "token"; token: string; save?: boolean }
  | { kind: "saved"; gatewayToken: string };

export type ChargeRequest = {
  amountPence: number;
  /** What it pays for, e.g. "Order WEB-10042": shown on the customer's statement where supported. */
  description: string;
  /** The same key always answers the first charge made with it: a retry never charges twice. */
  idempotencyKey: string;
  card: CardInput;
};

export type CardReceipt = { brand: string; last4: string; expMonth: number; expYear: number };

/** Why a card was refused, as far as the gateway says. */
export type DeclineReason = "declined" | "insufficient_funds" | "expired_card" | "incorrect_cvc";

/**
 * The page where the shopper passes a 3-D Secure challenge (the web app's): the sandbox's own
 * challenge, or Stripe's (see stripe.ts for what the page is given). Both come back to `confirm`.
 */
export const CHALLENGE_PAGE_PATH = "/checkout/challenge";

export type ChargeResult =
  | { status: "authorised"; reference: string; card: CardReceipt; savedToken: string | null }
  | {
      status: "declined";
      reference: string | null;
      card: CardReceipt | null;
      reason: DeclineReason;
    }
  /** 3-D Secure: the shopper must pass the challenge at `challengeUrl`, then `confirm` is asked. */
  | { status: "requires_action"; reference: string; card: CardReceipt; challengeUrl: string };

export type ConfirmResult = Exclude<ChargeResult, { status: "requires_action" }>;

export interface PaymentGateway {
  /** "sandbox" or "stripe": stored with each payment. */
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** After a 3-D Secure challenge: the charge's outcome. */
  confirm(reference: string): Promise<ConfirmResult>;
}

/**
 * What a gateway's signed notice (Stripe's webhook) says became of a charge, perhaps long after
 * the shopper's page was answered: a challenge passed in another tab, a late decline.
 */
export type PaymentEvent =
  | { id: string; reference: string; outcome: "authorised" }
  | { id: string; reference: string; outcome: "declined"; reason: DeclineReason };

/** A notice whose signature does not verify against the gateway's secret: it is not read. */
export class PaymentEventSignatureError extends Error {
  override readonly name = "PaymentEventSignatureError";
}

/** The gateway could not be reached or answered nonsense: nothing is known to be charged. */
export class PaymentGatewayUnavailableError extends Error {}

/**
 * A card number typed into the shop's own form (`kind: "new"`) offered to a gateway that takes
 * cards only through its own fields in the browser (Stripe): refused before anything is sent, so
 * the number goes no further. The checkout answers it as bad input (the page must use the
 * gateway's fields: `GET /api/payments/gateway` says which).
 */
export class CardEntryNotAcceptedError extends Error {
  override readonly name = "CardEntryNotAcceptedError";
  constructor(readonly gateway: string) {
    super(`The ${gateway} gateway takes cards only through its own card fields, not a typed card number`);
  }
}
