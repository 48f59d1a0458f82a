/**
 * The embedded sandbox gateway (issue 12): charges nothing, answers like a card processor by the
 * card number, so every checkout outcome can be tried on a fresh machine. Test cards (any future
 * expiry, any 3-digit security code):
 *
 * | number              | outcome                                   |
 * |---------------------|-------------------------------------------|
 * | 4242 4242 4242 4242 | approved (Visa)                           |
 * | 5555 5555 5555 4444 | approved (Mastercard)                     |
 * | 4000 0000 0000 0002 | declined                                  |
 * | 4000 0000 0000 9995 | declined: insufficient funds              |
 * | 4000 0000 0000 3220 | 3-D Secure challenge, then approved       |
 *
 * Any other number that passes the checkout's card rules is approved. A charge is remembered by
 * its idempotency key, so a retry answers the first charge; the payments table keeps that true
 * across restarts.
 */
import { randomUUID } from "node:crypto";
import { cardBrand, detectCardType, normaliseCardNumber } from "@merchant/domain/checkout";
import {
  CHALLENGE_PAGE_PATH,
  type CardReceipt,
  type ChargeRequest,
  type ChargeResult,
  type ConfirmResult,
  type PaymentGateway,
} from "./gateway.ts";

export const SANDBOX_CARDS = {
  approved: "4242424242424242",
  approvedMastercard: "5555555555554444",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  challenge: "4000000000003220",
} as const;

/** Where the shopper passes a sandbox 3-D Secure challenge (the web app's page). */
export const SANDBOX_CHALLENGE_PATH = CHALLENGE_PAGE_PATH;

type Saved = { receipt: CardReceipt; number: string };

export type SandboxGateway = PaymentGateway & {
  readonly name: "sandbox";
  /** The challenge page's "Pass" (`POST /api/payments/sandbox/challenges/{reference}/pass`); false for an unknown reference. */
  passChallenge(reference: string): boolean;
};

export function createSandboxGateway(): SandboxGateway {
  const charges = new Map<string, ChargeResult>();
  const challenges = new Map<string, { receipt: CardReceipt; passed: boolean }>();
  const tokens = new Map<string, Saved>();

  function cardOf(request: ChargeRequest): Saved | null {
    const { card } = request;
    if (card.kind === "new") {
      const number = normaliseCardNumber(card.number);
      const type = detectCardType(number);
      const brand = type === null ? "Card" : cardBrand(type);
      return {
        number,
        receipt: { brand, last4: number.slice(-4), expMonth: card.expMonth, expYear: card.expYear },
      };
    }
    return tokens.get(card.kind === "token" ? card.token : card.gatewayToken) ?? null;
  }

  function decide(request: ChargeRequest): ChargeResult {
    const saved = cardOf(request);
    if (!saved) return { status: "declined", reference: null, card: null, reason: "declined" };
    const reference = `sbx_${randomUUID()}`;
    const { number, receipt } = saved;
    if (number === SANDBOX_CARDS.declined)
      return { status: "declined", reference, card: receipt, reason: "declined" };
    if (number === SANDBOX_CARDS.insufficientFunds) {
      return { status: "declined", reference, card: receipt, reason: "insufficient_funds" };
    }
    if (number === SANDBOX_CARDS.challenge) {
      challenges.set(reference, { receipt, passed: false });
      return {
        status: "requires_action",
        reference,
        card: receipt,
        challengeUrl: `${SANDBOX_CHALLENGE_PATH}?reference=${reference}`,
      };
    }
    let savedToken: string | null = null;
    if (request.card.kind === "new" && request.card.save) {
      savedToken = `sbx_card_${randomUUID()}`;
      tokens.set(savedToken, saved);
    }
    return { status: "authorised", reference, card: receipt, savedToken };
  }

  return {
    name: "sandbox",
    async charge(request) {
      const earlier = charges.get(request.idempotencyKey);
      if (earlier) return earlier;
      const result = decide(request);
      charges.set(request.idempotencyKey, result);
      return result;
    },
    async confirm(reference): Promise<ConfirmResult> {
      const challenge = challenges.get(reference);
      if (!challenge?.passed)
        return { status: "declined", reference, card: challenge?.receipt ?? null, reason: "declined" };
      return { status: "authorised", reference, card: challenge.receipt, savedToken: null };
    },
    /** The sandbox challenge page's "Pass": the next `confirm` of this charge approves it. */
    passChallenge(reference) {
      const challenge = challenges.get(reference);
      if (!challenge) return false;
      challenge.passed = true;
      return true;
    },
  };
}
