/**
 * The payments module's public surface: the gateway the configuration names, built once per app
 * (the checkout and account payments charge through it), what the page needs to take a card, and
 * the service behind the gateways' own routes.
 */
import { createPaymentGateway } from "../../adapters/payments/index.ts";
import type { Config } from "../../config.ts";
import { perDatabase } from "../../lib/per-database.ts";
import { createPaymentsService } from "./service.ts";
import { createPaymentsStore } from "./store.ts";

export const paymentGatewayFor = perDatabase(({ config }) => createPaymentGateway(config));

export const paymentsFor = perDatabase((host) =>
  createPaymentsService(createPaymentsStore(host.database), paymentGatewayFor(host)),
);

/**
 * How the checkout page takes a card: the sandbox's (the shop's own card fields, test cards), or
 * Stripe's card fields (Stripe Elements) loaded with the publishable key, which hand the page a
 * PaymentMethod token to send instead of the number.
 */
export function cardEntryFor({ config }: { config: Pick<Config, "stripe"> }) {
  return config.stripe
    ? { name: "stripe" as const, publishableKey: config.stripe.publishableKey }
    : { name: "sandbox" as const, publishableKey: null };
}
