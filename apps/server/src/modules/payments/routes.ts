/** The payment gateways' routes of the contract: Stripe's signed webhook and the sandbox's 3-D Secure challenge. */
import { paymentRoutes as contract } from "@merchant/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PaymentEvent } from "../../adapters/payments/index.ts";
import { implement } from "../../lib/implement-route.ts";
import { notFound } from "../../lib/domain-errors.ts";
import { paymentsFor } from "./index.ts";

export async function paymentRoutesPlugin(app: FastifyInstance) {
  const payments = paymentsFor(app);

  implement(app, contract.passSandboxChallenge, async (request) => {
    payments.passSandboxChallenge(request.params.reference);
    return { passed: true as const };
  });

  await app.register(stripeWebhookRoute);
}

/**
 * In a scope of its own: Stripe signs the body's exact bytes, so here (and nowhere else) JSON is
 * kept raw as well as parsed, with Fastify's own parser and its guard against `__proto__` keys.
 * The order of the checks: not Stripe → 404 before the body is read; a signature that does not
 * sign the raw body → 400 before anything else looks at it; then the contract's schema, then the
 * event.
 */
async function stripeWebhookRoute(app: FastifyInstance) {
  const payments = paymentsFor(app);
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  const events = new WeakMap<FastifyRequest, PaymentEvent | null>();

  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const raw = body as Buffer;
    rawBodies.set(request, raw);
    parseJson(request, raw.toString("utf8"), done);
  });

  app.addHook("onRequest", async () => {
    if (!payments.takesStripeEvents) throw notFound("Stripe is not this shop's payment gateway");
  });
  app.addHook("preValidation", async (request) => {
    events.set(
      request,
      payments.readStripeEvent(rawBodies.get(request), request.headers["stripe-signature"]),
    );
  });

  implement(
    app,
    contract.stripeWebhook,
    async (request) => {
      const event = events.get(request as unknown as FastifyRequest);
      if (event) await payments.applyStripeEvent(event);
      return { received: true as const };
    },
    {
      config: { csrf: { exempt: "Stripe signs each webhook with the endpoint's secret (Stripe-Signature)" } },
    },
  );
}
