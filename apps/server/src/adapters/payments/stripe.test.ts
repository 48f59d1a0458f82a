/**
 * The Stripe gateway (issue 12, decision 125) through Stripe's official library, against a local
 * HTTP server that answers Stripe's API paths with Stripe's recorded shapes (stripe-fixtures.ts):
 * what it asks of Stripe (amount in pence, GBP, the idempotency key, the card fields' token), how
 * it reads each answer, and that a typed card number never leaves the server. No network.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  CardEntryNotAcceptedError,
  PaymentEventSignatureError,
  PaymentGatewayUnavailableError,
  type ChargeRequest,
} from "./gateway.ts";
import {
  challengedIntent,
  customer,
  failedIntent,
  insufficientFundsError,
  intentEvent,
  noSuchIntent,
  redirectIntent,
  savedCardIntent,
  SERVER_ERROR,
  succeededIntent,
} from "./stripe-fixtures.ts";
import { createStripeGateway, type StripeGatewayOptions } from "./stripe.ts";

const SECRET_KEY = "sk_test_51QshopExampleKey";
const WEBHOOK_SECRET = "whsec_test_shopExampleSigningSecret";

type Recorded = { method: string; path: string; headers: IncomingMessage["headers"]; form: URLSearchParams };
type Answer = { status: number; body: unknown };

/** Stripe's API as the library meets it: each request recorded, each answered by `answer`. */
const requests: Recorded[] = [];
let answer: (request: Recorded) => Answer = () => ({ status: 404, body: {} });
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const url = new URL(incoming.url ?? "/", "http://stripe.test");
      const form = new URLSearchParams(
        incoming.method === "GET" ? url.search : Buffer.concat(chunks).toString("utf8"),
      );
      const request = { method: incoming.method ?? "", path: url.pathname, headers: incoming.headers, form };
      requests.push(request);
      const { status, body } = answer(request);
      outgoing.writeHead(status, { "content-type": "application/json", "request-id": "req_Qlocal" });
      outgoing.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
});

function gateway(options: Partial<StripeGatewayOptions> = {}) {
  return createStripeGateway({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    api: { host: "127.0.0.1", port, protocol: "http" },
    maxNetworkRetries: 0,
    ...options,
  });
}

function chargeRequest(card: ChargeRequest["card"], overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    amountPence: 12_345,
    description: "Order WEB-10042",
    idempotencyKey: "order-key-0123456789abcdef",
    card,
    ...overrides,
  };
}

describe("charging through a PaymentIntent", () => {
  it("creates and confirms one PaymentIntent in pence and GBP with the card fields' token and the idempotency key, and reads an approval", async () => {
    answer = () => ({ status: 200, body: succeededIntent("pi_3Qapproved0001", 12_345, "Order WEB-10042") });

    const result = await gateway().charge(chargeRequest({ kind: "token", token: "pm_card_visa" }));

    expect(result).toEqual({
      status: "authorised",
      reference: "pi_3Qapproved0001",
      card: { brand: "Visa", last4: "4242", expMonth: 12, expYear: 2034 },
      savedToken: null,
    });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ method: "POST", path: "/v1/payment_intents" });
    expect(request!.headers["idempotency-key"]).toBe("order-key-0123456789abcdef");
    expect(request!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(Object.fromEntries(request!.form)).toEqual({
      amount: "12345",
      currency: "gbp",
      description: "Order WEB-10042",
      payment_method: "pm_card_visa",
      "allowed_payment_method_types[0]": "card",
      confirm: "true",
      use_stripe_sdk: "true",
      "expand[0]": "payment_method",
    });
  });

  it("refuses a typed card number before anything is sent: with Stripe the number never reaches the server", async () => {
    const card = {
      kind: "new" as const,
      number: "4242424242424242",
      securityCode: "737",
      expMonth: 12,
      expYear: 2034,
      holderName: "Sam Carter",
      save: false,
    };
    await expect(gateway().charge(chargeRequest(card))).rejects.toBeInstanceOf(CardEntryNotAcceptedError);
    expect(requests).toEqual([]);
  });

  it("saves a card on a customer of its own when asked, and charges it again by its saved token", async () => {
    answer = (request) =>
      request.path === "/v1/customers"
        ? { status: 200, body: customer("cus_RkeepsCard01") }
        : { status: 200, body: savedCardIntent("pi_3Qsaved00001", 12_345) };

    const first = await gateway().charge(chargeRequest({ kind: "token", token: "pm_card_amex", save: true }));

    expect(first).toEqual({
      status: "authorised",
      reference: "pi_3Qsaved00001",
      card: { brand: "American Express", last4: "8431", expMonth: 9, expYear: 2032 },
      savedToken: "cus_RkeepsCard01:pm_1QamexAbCdEfGh",
    });
    expect(requests.map((request) => request.path)).toEqual(["/v1/customers", "/v1/payment_intents"]);
    // The customer is made under a key derived from the charge's, so a retry makes no second one.
    expect(requests[0]!.headers["idempotency-key"]).toBe("order-key-0123456789abcdef:customer");
    expect(Object.fromEntries(requests[1]!.form)).toMatchObject({
      customer: "cus_RkeepsCard01",
      payment_method: "pm_card_amex",
      setup_future_usage: "on_session",
    });

    requests.length = 0;
    await gateway().charge(
      chargeRequest(
        { kind: "saved", gatewayToken: first.status === "authorised" ? first.savedToken! : "" },
        {
          idempotencyKey: "order-key-second-order-0001",
        },
      ),
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers["idempotency-key"]).toBe("order-key-second-order-0001");
    expect(Object.fromEntries(requests[0]!.form)).toMatchObject({
      customer: "cus_RkeepsCard01",
      payment_method: "pm_1QamexAbCdEfGh",
    });
    expect(requests[0]!.form.has("setup_future_usage")).toBe(false);
  });

  it("declines a saved token that is not one of its own without asking Stripe", async () => {
    const result = await gateway().charge(chargeRequest({ kind: "saved", gatewayToken: "sbx_card_1234" }));
    expect(result).toEqual({ status: "declined", reference: null, card: null, reason: "declined" });
    expect(requests).toEqual([]);
  });

  it("sends the shopper to the challenge page for 3-D Secure, with the client secret for Stripe.js in the fragment only", async () => {
    answer = () => ({ status: 200, body: challengedIntent("pi_3Qchallenge01", 12_345) });

    const result = await gateway().charge(
      chargeRequest({ kind: "token", token: "pm_card_threeDSecure2Required" }),
    );

    expect(result).toEqual({
      status: "requires_action",
      reference: "pi_3Qchallenge01",
      card: { brand: "Visa", last4: "3155", expMonth: 6, expYear: 2031 },
      challengeUrl:
        "/checkout/challenge?reference=pi_3Qchallenge01#secret=pi_3Qchallenge01_secret_4RdP2vTQ9w8yXkLmN0pQrStUv",
    });
    // What a browser sends to a server (and so what a log could see) stops before the fragment.
    if (result.status !== "requires_action") throw new Error("expected a challenge");
    expect(result.challengeUrl.split("#")[0]).not.toContain("secret");
  });

  it("sends the shopper to Stripe's own 3-D Secure page when Stripe names one", async () => {
    answer = () => ({ status: 200, body: redirectIntent("pi_3Qredirect001", 12_345) });
    const result = await gateway().charge(
      chargeRequest({ kind: "token", token: "pm_card_threeDSecureRequired" }),
    );
    expect(result).toMatchObject({
      status: "requires_action",
      challengeUrl:
        "https://hooks.stripe.com/3d_secure_2/hosted?merchant=acct_1QmerchantXyZ&payment_intent=pi_3Qredirect001",
    });
  });

  it("reads Stripe's 402 card_declined with decline_code insufficient_funds as a decline for that reason, with the card's receipt", async () => {
    answer = () => ({ status: 402, body: insufficientFundsError("pi_3Qdeclined001", 12_345) });

    const result = await gateway().charge(
      chargeRequest({ kind: "token", token: "pm_card_visa_chargeDeclinedInsufficientFunds" }),
    );

    expect(result).toEqual({
      status: "declined",
      reference: "pi_3Qdeclined001",
      card: { brand: "Visa", last4: "9995", expMonth: 2, expYear: 2030 },
      reason: "insufficient_funds",
    });
  });

  it("declines a token Stripe does not know (resource_missing on payment_method)", async () => {
    answer = () => ({
      status: 400,
      body: {
        error: {
          code: "resource_missing",
          message: "No such PaymentMethod: 'pm_forged'",
          param: "payment_method",
          type: "invalid_request_error",
        },
      },
    });
    const result = await gateway().charge(chargeRequest({ kind: "token", token: "pm_forged" }));
    expect(result).toEqual({ status: "declined", reference: null, card: null, reason: "declined" });
  });

  it("reports a 500 as the gateway unavailable, after retrying under the same idempotency key", async () => {
    answer = () => ({ status: 500, body: SERVER_ERROR });

    const charging = gateway({ maxNetworkRetries: 1 }).charge(
      chargeRequest({ kind: "token", token: "pm_card_visa" }),
    );

    await expect(charging).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
    expect(requests).toHaveLength(2);
    expect(requests.map((request) => request.headers["idempotency-key"])).toEqual([
      "order-key-0123456789abcdef",
      "order-key-0123456789abcdef",
    ]);
  });

  it("reports a Stripe it cannot reach as the gateway unavailable", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const unreachable = gateway({ api: { host: "127.0.0.1", port: closedPort, protocol: "http" } });
    await expect(
      unreachable.charge(chargeRequest({ kind: "token", token: "pm_card_visa" })),
    ).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
  });

  it("reports a refused secret key as the gateway unavailable: nothing was charged", async () => {
    answer = () => ({
      status: 401,
      body: { error: { message: "Invalid API Key provided: sk_test_****", type: "invalid_request_error" } },
    });
    await expect(
      gateway().charge(chargeRequest({ kind: "token", token: "pm_card_visa" })),
    ).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
  });
});

describe("confirming after the challenge", () => {
  it("retrieves the PaymentIntent with its card and reads a success as authorised", async () => {
    answer = () => ({ status: 200, body: succeededIntent("pi_3Qchallenge01", 12_345, "Order WEB-10042") });

    const result = await gateway().confirm("pi_3Qchallenge01");

    expect(result).toEqual({
      status: "authorised",
      reference: "pi_3Qchallenge01",
      card: { brand: "Visa", last4: "4242", expMonth: 12, expYear: 2034 },
      savedToken: null,
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: "GET", path: "/v1/payment_intents/pi_3Qchallenge01" });
    expect(requests[0]!.form.get("expand[0]")).toBe("payment_method");
  });

  it("gives the saved token of a card saved during a challenged charge", async () => {
    answer = () => ({ status: 200, body: savedCardIntent("pi_3Qsaved00002", 5_000) });
    expect(await gateway().confirm("pi_3Qsaved00002")).toMatchObject({
      status: "authorised",
      savedToken: "cus_RkeepsCard01:pm_1QamexAbCdEfGh",
    });
  });

  it("declines a charge whose challenge was not passed (still waiting, or failed)", async () => {
    answer = () => ({ status: 200, body: challengedIntent("pi_3Qchallenge01", 12_345) });
    expect(await gateway().confirm("pi_3Qchallenge01")).toEqual({
      status: "declined",
      reference: "pi_3Qchallenge01",
      card: { brand: "Visa", last4: "3155", expMonth: 6, expYear: 2031 },
      reason: "declined",
    });

    answer = () => ({
      status: 200,
      body: failedIntent("pi_3Qchallenge01", 12_345, {
        code: "payment_intent_authentication_failure",
        message: "The provided PaymentMethod has failed authentication.",
        type: "invalid_request_error",
      }),
    });
    expect(await gateway().confirm("pi_3Qchallenge01")).toEqual({
      status: "declined",
      reference: "pi_3Qchallenge01",
      card: null,
      reason: "declined",
    });
  });

  it("declines a reference Stripe does not know", async () => {
    answer = () => ({ status: 404, body: noSuchIntent("pi_unknown") });
    expect(await gateway().confirm("pi_unknown")).toEqual({
      status: "declined",
      reference: "pi_unknown",
      card: null,
      reason: "declined",
    });
  });

  it("reports a 500 while confirming as the gateway unavailable", async () => {
    answer = () => ({ status: 500, body: SERVER_ERROR });
    await expect(gateway().confirm("pi_3Qchallenge01")).rejects.toBeInstanceOf(
      PaymentGatewayUnavailableError,
    );
  });
});

describe("reading Stripe's signed webhooks", () => {
  const signed = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

  it("reads payment_intent.succeeded as the charge authorised", () => {
    const payload = JSON.stringify(
      intentEvent(
        "evt_1Qsucceeded",
        "payment_intent.succeeded",
        succeededIntent("pi_3Qlate0001", 900, "Order"),
      ),
    );
    expect(gateway().readEvent(Buffer.from(payload), signed(payload))).toEqual({
      id: "evt_1Qsucceeded",
      reference: "pi_3Qlate0001",
      outcome: "authorised",
    });
  });

  it("reads payment_intent.payment_failed as declined, with the reason Stripe gives", () => {
    const intent = failedIntent("pi_3Qlate0002", 900, {
      code: "card_declined",
      decline_code: "insufficient_funds",
      message: "Your card has insufficient funds.",
      type: "card_error",
    });
    const payload = JSON.stringify(intentEvent("evt_1Qfailed", "payment_intent.payment_failed", intent));
    expect(gateway().readEvent(Buffer.from(payload), signed(payload))).toEqual({
      id: "evt_1Qfailed",
      reference: "pi_3Qlate0002",
      outcome: "declined",
      reason: "insufficient_funds",
    });
  });

  it("ignores an event the shop does not act on", () => {
    const payload = JSON.stringify({
      ...intentEvent(
        "evt_1Qcreated",
        "payment_intent.succeeded",
        succeededIntent("pi_3Qlate0003", 900, "Order"),
      ),
      type: "payment_intent.created",
    });
    expect(gateway().readEvent(Buffer.from(payload), signed(payload))).toBeNull();
  });

  it("refuses a payload not signed with the endpoint's secret, changed after signing, or signed over five minutes ago", () => {
    const payload = JSON.stringify(
      intentEvent("evt_1Qforged", "payment_intent.succeeded", succeededIntent("pi_3Qlate0004", 900, "Order")),
    );
    const refusals = [
      [payload, signed(payload, "whsec_someone_else")],
      [payload.replace("pi_3Qlate0004", "pi_3Qother0004"), signed(payload)],
      [payload, signed(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301)],
      [payload, ""],
      [payload, undefined],
    ] as const;
    for (const [body, signature] of refusals) {
      expect(() => gateway().readEvent(Buffer.from(body), signature)).toThrow(PaymentEventSignatureError);
    }
  });
});
