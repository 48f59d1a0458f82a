/**
 * What the gateways themselves ask of the shop (decision 125): Stripe's signed notices of how a
 * charge ended, and the sandbox's 3-D Secure challenge. Charging is the checkout's and the
 * account payments' (through `paymentGatewayFor`); this only settles what the gateway says later.
 */
import {
  PaymentEventSignatureError,
  type ConfiguredGateway,
  type PaymentEvent,
} from "../../adapters/payments/index.ts";
import { invalid, notFound } from "../../lib/domain-errors.ts";
import type { PaymentsStore } from "./store.ts";

export const SIGNATURE_REFUSED = "The Stripe-Signature does not match the payload";
const SIGNATURE_FIELD = "stripe-signature";

export function createPaymentsService(store: PaymentsStore, gateway: ConfiguredGateway) {
  return {
    /** Whether Stripe is the gateway, and so whether its webhook is answered at all. */
    takesStripeEvents: gateway.name === "stripe",

    /** The sandbox challenge page's Pass. Unknown anywhere but the sandbox, and for a reference it did not challenge. */
    passSandboxChallenge(reference: string): void {
      if (gateway.name !== "sandbox" || !gateway.passChallenge(reference)) {
        throw notFound("There is no 3-D Secure challenge waiting for that payment");
      }
    },

    /**
     * Checks a webhook's signature against its raw body and reads it: the outcome it tells, or null
     * for an event the shop does not act on. A missing or wrong signature is bad input (400).
     */
    readStripeEvent(
      payload: Buffer | undefined,
      signature: string | string[] | undefined,
    ): PaymentEvent | null {
      if (gateway.name !== "stripe") throw notFound("Stripe is not this shop's payment gateway");
      if (payload === undefined || typeof signature !== "string" || signature === "") {
        throw invalid(SIGNATURE_REFUSED, { [SIGNATURE_FIELD]: "Is required" });
      }
      try {
        return gateway.readEvent(payload, signature);
      } catch (error) {
        if (error instanceof PaymentEventSignatureError) {
          throw invalid(SIGNATURE_REFUSED, { [SIGNATURE_FIELD]: "Does not match the payload" });
        }
        throw error;
      }
    },

    /** Moves the payment the event names to its outcome; answers whether anything changed. */
    async applyStripeEvent(event: PaymentEvent): Promise<boolean> {
      return (await store.applyEvent("stripe", event)) > 0;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
