/**
 * The payment gateways' routes (issue 12, decision 125): Stripe's signed webhook moves a payment
 * to the outcome Stripe tells (once, whatever the repeats), refuses anything it did not sign and is
 * not there without Stripe; the sandbox's challenge page passes a 3-D Secure challenge.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { declaredRoutes } from "../../../test/fuzz/declared-routes.ts";
import { bodyFor } from "../../../test/fuzz/hostile.ts";
import { startSession } from "../../../test/session-cookie.ts";
import { SANDBOX_CARDS } from "../../adapters/payments/index.ts";
import { failedIntent, intentEvent, succeededIntent } from "../../adapters/payments/stripe-fixtures.ts";
import { paymentGatewayFor } from "./index.ts";

const WEBHOOK_URL = "/api/payments/stripe/webhook";
const STRIPE = {
  secretKey: "sk_test_51QshopExampleKey",
  publishableKey: "pk_test_51QshopExampleKey",
  webhookSecret: "whsec_test_shopExampleSigningSecret",
};

type PaymentState = { status: string; declineReason: string | null };

async function insertPayment(app: FastifyInstance, key: string, reference: string, status: string) {
  await app.database.rows(sql`insert into payments
      (idempotency_key, kind, gateway, gateway_reference, status, amount_pence, card_brand, card_last4, card_exp_month, card_exp_year)
    values (${key}, 'order', 'stripe', ${reference}, ${status}, 12345, 'Visa', '3155', 6, 2031)`);
}

async function paymentState(app: FastifyInstance, reference: string): Promise<PaymentState | undefined> {
  const [row] = await app.database.rows<PaymentState>(
    sql`select status, decline_reason as "declineReason" from payments where gateway_reference = ${reference}`,
  );
  return row;
}

const allPayments = (app: FastifyInstance) =>
  app.database.rows<PaymentState & { reference: string }>(
    sql`select gateway_reference as reference, status, decline_reason as "declineReason" from payments order by id`,
  );

function signedEvent(event: object, secret = STRIPE.webhookSecret) {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** As Stripe posts it: no cookie, no CSRF token, no Origin, the signature over the exact bytes. */
function postWebhook(app: FastifyInstance, payload: string, signature?: string) {
  return app.inject({
    method: "POST",
    url: WEBHOOK_URL,
    payload,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      ...(signature === undefined ? {} : { "stripe-signature": signature }),
    },
  });
}

const succeeded = (eventId: string, reference: string) =>
  intentEvent(eventId, "payment_intent.succeeded", succeededIntent(reference, 12_345, "Order WEB-10042"));

const failed = (eventId: string, reference: string) =>
  intentEvent(
    eventId,
    "payment_intent.payment_failed",
    failedIntent(reference, 12_345, {
      code: "card_declined",
      decline_code: "insufficient_funds",
      message: "Your card has insufficient funds.",
      type: "card_error",
    }),
  );

describe("POST /api/payments/stripe/webhook with Stripe as the gateway", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { stripe: STRIPE } });
  });
  afterAll(() => app.close());

  it("marks the pending payment Stripe names authorised on payment_intent.succeeded, without a session or CSRF token", async () => {
    await insertPayment(app, "webhook-key-0001", "pi_3Qlate0001", "pending");
    const { payload, signature } = signedEvent(succeeded("evt_1Qsucceeded01", "pi_3Qlate0001"));

    const response = await postWebhook(app, payload, signature);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await paymentState(app, "pi_3Qlate0001")).toEqual({ status: "authorised", declineReason: null });
  });

  it("changes nothing more when the same event comes again, and a late decline never undoes an authorisation", async () => {
    await insertPayment(app, "webhook-key-0002", "pi_3Qlate0002", "pending");
    const event = signedEvent(succeeded("evt_1Qsucceeded02", "pi_3Qlate0002"));
    expect((await postWebhook(app, event.payload, event.signature)).statusCode).toBe(200);
    const before = await allPayments(app);

    const again = await postWebhook(app, event.payload, event.signature);
    const lateDecline = signedEvent(failed("evt_1Qfailed02", "pi_3Qlate0002"));
    const declineAfter = await postWebhook(app, lateDecline.payload, lateDecline.signature);

    expect(again.statusCode).toBe(200);
    expect(declineAfter.statusCode).toBe(200);
    expect(await allPayments(app)).toEqual(before);
    expect(await paymentState(app, "pi_3Qlate0002")).toEqual({ status: "authorised", declineReason: null });
  });

  it("marks a pending payment declined, with Stripe's reason, on payment_intent.payment_failed", async () => {
    await insertPayment(app, "webhook-key-0003", "pi_3Qlate0003", "pending");
    const { payload, signature } = signedEvent(failed("evt_1Qfailed03", "pi_3Qlate0003"));

    const response = await postWebhook(app, payload, signature);

    expect(response.statusCode).toBe(200);
    expect(await paymentState(app, "pi_3Qlate0003")).toEqual({
      status: "declined",
      declineReason: "insufficient_funds",
    });
  });

  it("acknowledges an event about a payment it does not hold, or of a type it does not act on, and writes nothing", async () => {
    const before = await allPayments(app);
    const unknown = signedEvent(succeeded("evt_1Qunknown", "pi_3Qnot_ours"));
    const other = signedEvent({
      ...succeeded("evt_1Qcreated", "pi_3Qlate0003"),
      type: "payment_intent.created",
    });

    expect((await postWebhook(app, unknown.payload, unknown.signature)).statusCode).toBe(200);
    expect((await postWebhook(app, other.payload, other.signature)).statusCode).toBe(200);
    expect(await allPayments(app)).toEqual(before);
  });

  it.each([
    ["no signature", undefined, "Is required"],
    ["an empty signature", "", "Is required"],
    ["a signature made with another secret", "other-secret", "Does not match the payload"],
    ["a signature of other bytes", "other-bytes", "Does not match the payload"],
    ["a signature older than five minutes", "stale", "Does not match the payload"],
  ])("refuses %s with a 400 naming stripe-signature, and writes nothing", async (_case, kind, problem) => {
    await insertPayment(
      app,
      `webhook-key-refused-${String(kind)}`,
      `pi_3Qrefused_${String(kind)}`,
      "pending",
    );
    const event = succeeded("evt_1Qrefused", `pi_3Qrefused_${String(kind)}`);
    const payload = JSON.stringify(event);
    const signatures: Record<string, string> = {
      "": "",
      "other-secret": signedEvent(event, "whsec_someone_else").signature,
      "other-bytes": signedEvent({ ...event, id: "evt_1Qother" }).signature,
      stale: Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: STRIPE.webhookSecret,
        timestamp: Math.floor(Date.now() / 1000) - 600,
      }),
    };
    const before = await allPayments(app);

    const response = await postWebhook(app, payload, kind === undefined ? undefined : signatures[kind]);

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: "bad_request",
      message: "The Stripe-Signature does not match the payload",
      fields: { "stripe-signature": problem },
    });
    expect(await allPayments(app)).toEqual(before);
  });

  it("answers hostile bodies, signed or not, without a 5xx and writes nothing (the fuzz suite meets only the sandbox's 404)", async () => {
    const route = (await declaredRoutes(app)).find((declared) => declared.path === WEBHOOK_URL)!;
    const before = await allPayments(app);
    await fc.assert(
      fc.asyncProperty(bodyFor(route.body), fc.boolean(), async ({ payload, contentType }, sign) => {
        const signature = sign
          ? Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE.webhookSecret })
          : "t=1,v1=00";
        const response = await app.inject({
          method: "POST",
          url: WEBHOOK_URL,
          payload,
          headers: { ...(contentType ? { "content-type": contentType } : {}), "stripe-signature": signature },
        });
        if (response.statusCode >= 500)
          throw new Error(`${response.statusCode} for ${payload.slice(0, 500)}`);
      }),
      { seed: 20261125, numRuns: 150 },
    );
    expect(await allPayments(app)).toEqual(before);
  });

  it("refuses a body that is not JSON with a 400, and writes nothing", async () => {
    const before = await allPayments(app);
    const response = await postWebhook(app, "{not json", "t=1,v1=abc");
    expect(response.statusCode).toBe(400);
    expect(await allPayments(app)).toEqual(before);
  });

  it("leaves the rest of the API's JSON and CSRF as they were: another route still needs its token", async () => {
    const session = await startSession(app);
    const withoutToken = await app.inject({
      method: "PUT",
      url: "/api/preferences/vat",
      headers: { cookie: session.cookie },
      payload: { vat: "EX" },
    });
    expect(withoutToken.statusCode).toBe(403);
    const withToken = await app.inject({
      method: "PUT",
      url: "/api/preferences/vat",
      headers: { cookie: session.cookie, "x-csrf-token": session.csrfToken },
      payload: { vat: "EX" },
    });
    expect(withToken.statusCode).toBe(200);
  });

  it("has no sandbox challenge to pass", async () => {
    const session = await startSession(app);
    const response = await app.inject({
      method: "POST",
      url: "/api/payments/sandbox/challenges/sbx_anything/pass",
      headers: { cookie: session.cookie, "x-csrf-token": session.csrfToken },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("with the sandbox as the gateway", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const challengedCharge = async (key: string) => {
    const result = await paymentGatewayFor(app).charge({
      amountPence: 4_999,
      description: "Order WEB-10043",
      idempotencyKey: key,
      card: {
        kind: "new",
        number: SANDBOX_CARDS.challenge,
        securityCode: "737",
        expMonth: 4,
        expYear: 2031,
        holderName: "Sam Carter",
        save: false,
      },
    });
    if (result.status !== "requires_action") throw new Error(`expected a challenge, got ${result.status}`);
    return result;
  };

  async function pass(reference: string, { csrf = true }: { csrf?: boolean } = {}) {
    const session = await startSession(app);
    return app.inject({
      method: "POST",
      url: `/api/payments/sandbox/challenges/${encodeURIComponent(reference)}/pass`,
      headers: { cookie: session.cookie, ...(csrf ? { "x-csrf-token": session.csrfToken } : {}) },
    });
  }

  it("passes the challenge named in the challenge page's address: the charge is then confirmed authorised", async () => {
    const challenged = await challengedCharge("sandbox-route-key-0001");
    const reference = new URL(challenged.challengeUrl, "http://shop.test").searchParams.get("reference")!;

    const response = await pass(reference);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ passed: true });
    expect(await paymentGatewayFor(app).confirm(challenged.reference)).toMatchObject({
      status: "authorised",
      card: { brand: "Visa", last4: "3220" },
    });
  });

  it("answers 404 for a reference it did not challenge", async () => {
    const response = await pass("sbx_00000000-0000-4000-8000-000000000000");
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: "not_found",
      message: "There is no 3-D Secure challenge waiting for that payment",
    });
  });

  it("refuses a reference with control characters or over 64 characters with a 400 naming it", async () => {
    for (const [reference, problem] of [
      ["sbx_\u0001", "Must not contain control characters"],
      ["s".repeat(65), "Must be at most 64 characters"],
    ]) {
      const response = await pass(reference!);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: "bad_request", fields: { reference: problem } });
    }
  });

  it("refuses a pass without the session's CSRF token, and the challenge stays unpassed", async () => {
    const challenged = await challengedCharge("sandbox-route-key-0002");
    const response = await pass(challenged.reference, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("csrf");
    expect(await paymentGatewayFor(app).confirm(challenged.reference)).toMatchObject({ status: "declined" });
  });

  it("has no Stripe webhook: 404 whatever is posted, signed or not", async () => {
    const { payload, signature } = signedEvent(succeeded("evt_1Qsandbox", "sbx_anything"));
    expect((await postWebhook(app, payload, signature)).statusCode).toBe(404);
    expect((await postWebhook(app, "{not json")).statusCode).toBe(404);
  });
});
