/**
 * The payment gateways' own routes (issue 12, decision 125): Stripe's signed webhook, which tells
 * the outcome of a charge after the shopper's page was answered, and the sandbox gateway's 3-D
 * Secure challenge, passed from the shop's challenge page. Charging a card is the checkout's and
 * the account payments' business, not these routes'.
 */
import { z } from "zod";
import { failures } from "./errors.ts";
import { text } from "./input.ts";
import { route } from "./route.ts";

/**
 * What Stripe posts: an event (`evt_…`) with the object it is about. Only its signature makes it
 * believed; the server reads the event from the signed raw body, not from this schema.
 */
export const stripeEventSchema = z
  .looseObject({
    id: z.string({ error: "Must be text" }).max(255),
    object: z.literal("event", { error: "Must be event" }),
    type: z.string({ error: "Must be text" }).max(255),
    data: z.looseObject({ object: z.looseObject({}) }),
  })
  .meta({ id: "StripeEvent" });

export const paymentRoutes = {
  stripeWebhook: route({
    method: "POST",
    path: "/api/payments/stripe/webhook",
    summary:
      "Stripe's webhook endpoint, answered only when Stripe is the gateway (404 otherwise). The `Stripe-Signature` header must sign the raw body with STRIPE_WEBHOOK_SECRET within five minutes, else 400 and nothing is changed; needs no CSRF token. `payment_intent.succeeded` marks the payment with that reference authorised, `payment_intent.payment_failed` declined (never one already authorised); an event seen again changes nothing; other events are acknowledged and ignored",
    tags: ["payments"],
    body: stripeEventSchema,
    responses: {
      200: z.object({ received: z.literal(true) }),
      ...failures(400, 404, 415),
    },
  }),
  passSandboxChallenge: route({
    method: "POST",
    path: "/api/payments/sandbox/challenges/{reference}/pass",
    summary:
      "The sandbox gateway's 3-D Secure challenge page's Pass: the charge's next confirmation is authorised. 404 when the sandbox is not the gateway, or for a reference it did not challenge; the challenge page then asks the checkout to confirm (not passing it is a decline)",
    tags: ["payments"],
    params: z.object({
      reference: text(64).describe("the charge's gateway reference, from the challenge page's address"),
    }),
    responses: {
      200: z.object({ passed: z.literal(true) }),
      ...failures(400, 403, 404),
    },
  }),
};
