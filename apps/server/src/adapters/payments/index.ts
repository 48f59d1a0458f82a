/** The payment gateway configured for this process: Stripe when STRIPE_SECRET_KEY is set, else the embedded sandbox. */
import type { Config } from "../../config.ts";
import { createSandboxGateway, type SandboxGateway } from "./sandbox.ts";
import { createStripeGateway, type StripeGateway } from "./stripe.ts";

export {
  CHALLENGE_PAGE_PATH,
  CardEntryNotAcceptedError,
  PaymentEventSignatureError,
  PaymentGatewayUnavailableError,
  type CardInput,
  type CardReceipt,
  type ChargeRequest,
  type ChargeResult,
  type ConfirmResult,
  type DeclineReason,
  type PaymentEvent,
  type PaymentGateway,
} from "./gateway.ts";
export { SANDBOX_CARDS, SANDBOX_CHALLENGE_PATH, type SandboxGateway } from "./sandbox.ts";
export type { StripeGateway } from "./stripe.ts";

/** Either gateway; `name` tells which, for what only one of them does (the sandbox's challenge, Stripe's webhooks). */
export type ConfiguredGateway = SandboxGateway | StripeGateway;

export function createPaymentGateway(config: Pick<Config, "stripe">): ConfiguredGateway {
  if (config.stripe) {
    return createStripeGateway({
      secretKey: config.stripe.secretKey,
      webhookSecret: config.stripe.webhookSecret,
    });
  }
  return createSandboxGateway();
}
