/**
 * Account and invoice payments by the gateway's own card field (decision 129): the overview names
 * how the page takes the card (the sandbox's typed fields, or Stripe's card field with its
 * publishable key); a card token (`card.Token`) is charged as a token, with none of the typed
 * fields; a typed number is refused when Stripe is the gateway, before anything is sent to it.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountPayments } from "@merchant/contract";
import { CARD_CHECK_FAILED } from "@merchant/domain/orders";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { tradeUsersOn } from "../../../test/trade-users.ts";
import { SANDBOX_CARDS } from "../../adapters/payments/index.ts";
import { paymentGatewayFor } from "../payments/index.ts";

const OVERVIEW = "/api/account/payments";
const STRIPE = {
  secretKey: "sk_test_51QshopExampleKey",
  publishableKey: "pk_test_51QshopExampleKey",
  webhookSecret: "whsec_test_shopExampleSigningSecret",
};

let keys = 0;
const newKey = () => `card-token-test-key-${Date.now()}-${++keys}`;
const year = new Date().getFullYear();
const typedCard = {
  CardNumber: SANDBOX_CARDS.approved,
  SecurityNumber: "737",
  EndM: "08",
  EndY: String(year + 3),
  FullName: "Sam Carter",
};

const balanceOf = async (app: FastifyInstance, accNumber: string) =>
  (
    await app.database.rows<{ balance: number }>(
      sql`select balance_pence as balance from trade_accounts where acc_number = ${accNumber}`,
    )
  )[0]!.balance;
const paymentCount = async (app: FastifyInstance) =>
  (await app.database.rows<{ n: number }>(sql`select count(*)::int as n from payments`))[0]!.n;

describe("with the sandbox gateway", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ data: "demo" });
  });
  afterAll(() => app.close());
  const { signedIn } = tradeUsersOn(() => app, "10.14.0");

  it("names the gateway in the overview: the page types the card", async () => {
    const overview = (await (await signedIn()).get(OVERVIEW)).json<AccountPayments>();
    expect(overview.gateway).toEqual({ name: "sandbox", publishableKey: null });
  });

  it("takes a payment by a card token the gateway made, with none of the typed fields", async () => {
    // A token of this app's gateway, as its card field (or a card saved at the checkout) gives one.
    const issued = await paymentGatewayFor(app).charge({
      amountPence: 1,
      description: "A card kept for later",
      idempotencyKey: newKey(),
      card: {
        kind: "new",
        number: SANDBOX_CARDS.approved,
        securityCode: "737",
        expMonth: 8,
        expYear: year + 3,
        holderName: "Sam Carter",
        save: true,
      },
    });
    const token = issued.status === "authorised" ? issued.savedToken : null;
    expect(token).toMatch(/^sbx_card_/);
    const before = await balanceOf(app, "CAR1001");
    const response = await (
      await signedIn()
    ).send("POST", OVERVIEW, {
      amountPence: 1_500,
      card: { Token: token },
      idempotencyKey: newKey(),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().payment).toMatchObject({
      kind: "account",
      amountPence: 1_500,
      card: { brand: "Visa", last4: "4242", expMonth: 8, expYear: year + 3 },
    });
    expect(await balanceOf(app, "CAR1001")).toBe(before - 1_500);
  });

  it("declines a token the gateway never made (402), taking nothing", async () => {
    const before = await balanceOf(app, "CAR1001");
    const response = await (
      await signedIn()
    ).send("POST", OVERVIEW, {
      amountPence: 1_000,
      card: { Token: "pm_1QnotThisGateways" },
      idempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(402);
    expect(await balanceOf(app, "CAR1001")).toBe(before);
  });

  it("refuses a token that is no token with a 400 naming card.Token, writing nothing", async () => {
    const before = await paymentCount(app);
    const response = await (
      await signedIn()
    ).send("POST", OVERVIEW, {
      amountPence: 1_000,
      card: { Token: "pm 1<script>" },
      idempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(["card.Token"]);
    expect(await paymentCount(app)).toBe(before);
  });

  it("asks for the typed card, in spec/1 §5's words, when no token is sent", async () => {
    const response = await (
      await signedIn()
    ).send("POST", OVERVIEW, {
      amountPence: 1_000,
      card: {},
      idempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      "card.CardNumber": "Invalid card number",
      "card.SecurityNumber": "Please enter the card security code",
      "card.EndM": "Please enter the card expiry date",
      "card.FullName": "Please enter the cardholder name",
    });
  });
});

describe("with Stripe as the gateway", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ data: "demo", config: { stripe: STRIPE } });
  });
  afterAll(() => app.close());
  const { signedIn } = tradeUsersOn(() => app, "10.14.1");

  it("gives the page Stripe's publishable key for its card field", async () => {
    const overview = (await (await signedIn()).get(OVERVIEW)).json<AccountPayments>();
    expect(overview.gateway).toEqual({ name: "stripe", publishableKey: STRIPE.publishableKey });
  });

  it.each(["account", "invoices"] as const)(
    "refuses a typed card number paying %s (400 naming card.CardNumber), sending nothing to Stripe",
    async (kind) => {
      const shopper = await signedIn();
      let body: Record<string, unknown> = { amountPence: 1_000 };
      if (kind === "invoices") {
        // An invoice the ERP confirms ticked, so the payment gets as far as the card.
        const { invoices } = (await shopper.get(OVERVIEW)).json<AccountPayments>();
        for (const open of invoices) {
          await shopper.send("PUT", `/api/account/invoice-selection/${open.id}`);
          const total = (await shopper.send("POST", "/api/account/invoice-selection/confirmation")).json()
            .reply;
          if (total > 0) {
            body = { totalPence: total };
            break;
          }
        }
        expect(body).toHaveProperty("totalPence");
      }
      const path = kind === "account" ? OVERVIEW : "/api/account/invoice-payments";
      const before = await balanceOf(app, "CAR1001");
      const response = await shopper.send("POST", path, {
        ...body,
        card: typedCard,
        idempotencyKey: newKey(),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields).toEqual({ "card.CardNumber": CARD_CHECK_FAILED });
      expect(await paymentCount(app)).toBe(0);
      expect(await balanceOf(app, "CAR1001")).toBe(before);
    },
  );
});
