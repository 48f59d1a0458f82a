/**
 * Stripe.js, loaded only when Stripe is the payment gateway (decision 129): the checkout's options
 * (and the account payment screen's) name the gateway and give the publishable key. Loading goes
 * through `@stripe/stripe-js/pure`, which fetches nothing until `loadStripe` is called, so a page
 * paid through the sandbox gateway never reaches Stripe; one load per key per page, and a load that
 * failed (no connection) is tried again the next time it is asked for.
 */
import type { Stripe } from "@stripe/stripe-js";

const loads = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for this publishable key: null when it could not be loaded (or outside a browser). */
export function loadStripeFor(publishableKey: string): Promise<Stripe | null> {
  const loading = loads.get(publishableKey);
  if (loading) return loading;
  const load = import("@stripe/stripe-js/pure")
    .then(({ loadStripe }) => loadStripe(publishableKey))
    .catch(() => null)
    .then((stripe) => {
      if (!stripe) loads.delete(publishableKey);
      return stripe;
    });
  loads.set(publishableKey, load);
  return load;
}

/** How a page takes a card: the shop's own typed fields (the sandbox), or Stripe's (with its key). */
export type CardGateway = { name: "sandbox" | "stripe"; publishableKey: string | null };

/** The publishable key when Stripe takes the cards; null for the sandbox's typed fields. */
export const stripeKeyOf = (gateway: CardGateway | undefined): string | null =>
  gateway?.name === "stripe" && gateway.publishableKey ? gateway.publishableKey : null;
