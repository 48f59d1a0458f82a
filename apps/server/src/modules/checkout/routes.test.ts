/**
 * Placing orders through the API (issue 12): re-priced, stock taken without overselling, paid by
 * card (the sandbox's test cards) or on account, one order per idempotency key, nothing kept of
 * a declined card's order, and nobody reading another's order.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CARD_EXPIRED } from "@merchant/domain/checkout";
import {
  CARD_DECLINED,
  CARD_INSUFFICIENT_FUNDS,
  NAME_REQUIRED,
  NO_ACCOUNT_AT_CHECKOUT,
  PRICES_CHANGED_AT_CHECKOUT,
} from "@merchant/domain/orders";
import { SANDBOX_CARDS } from "../../adapters/payments/index.ts";
import { buildTestApp } from "../../../test/build-test-app.ts";
import {
  lastUnits,
  newCard,
  newKey,
  orderBody,
  shopperWithBasket,
  stockOf,
} from "../../../test/checkout-shoppers.ts";
import { tradeUsersOn, withoutHomeBranches } from "../../../test/trade-users.ts";
import { DEMO_USERS } from "../demo/seed/users.ts";

let app: FastifyInstance;
let units: { branchId: number; productId: number };
beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
});
beforeEach(async () => {
  units = await lastUnits(app, 50);
});
withoutHomeBranches(() => app);
afterAll(() => app.close());

const ordersWithKey = async (key: string) =>
  (
    await app.database.rows<{ n: number }>(
      sql`select count(*)::int as n from orders where idempotency_key = ${key}`,
    )
  )[0]!.n;
const outbox = async (kind: string) =>
  app.database.rows<{ to: string; text: string }>(
    sql`select to_address as to, text_body as text from outbox_emails where kind = ${kind} order by id desc`,
  );

describe("POST /api/checkout/orders, paying by card", () => {
  it("places a collection order: re-priced, stock taken, basket emptied, paid, confirmation and branch emails queued", async () => {
    const { shopper, basket } = await shopperWithBasket(app, units.branchId, units.productId, 3);
    const body = orderBody(basket);
    const placed = await shopper.send("POST", "/api/checkout/orders", body);
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json();
    expect(order).toMatchObject({
      status: "placed",
      fulfilment: "collection",
      branch: { id: units.branchId },
      lines: [{ productId: units.productId, quantity: 3, lineTotal: basket.lines[0]!.lineTotal }],
      totals: { grandTotal: basket.totals.grandTotal },
      payment: { method: "card", card: { brand: "Visa", last4: "4242" } },
      invoiceAddress: { line1: "4 Mill Lane", city: "Ipswich", postcode: "IP1 1AA" },
    });
    expect(await stockOf(app, units.branchId, units.productId)).toBe(47);
    expect((await shopper.get("/api/basket")).json().lines).toEqual([]);
    expect((await outbox("order-confirmation"))[0]).toMatchObject({ to: "jo.mason@example.co.uk" });
    expect((await outbox("order-collection"))[0]!.text).toContain(order.reference);
    // Only what a receipt shows of the card is kept.
    const [payment] = await app.database.rows<Record<string, unknown>>(
      sql`select * from payments where idempotency_key = ${body.idempotencyKey}`,
    );
    expect(payment).toMatchObject({ status: "authorised", card_brand: "Visa", card_last4: "4242" });
    expect(JSON.stringify(payment)).not.toContain(SANDBOX_CARDS.approved);
  });

  it("answers a repeat of the same key with the same order: one order, one payment", async () => {
    const { shopper, basket } = await shopperWithBasket(app, units.branchId, units.productId, 2);
    const body = orderBody(basket);
    const [first, second] = await Promise.all([
      shopper.send("POST", "/api/checkout/orders", body),
      shopper.send("POST", "/api/checkout/orders", body),
    ]);
    const again = await shopper.send("POST", "/api/checkout/orders", body);
    const references = [first, second, again].map((reply) => reply.json().order?.reference);
    expect(new Set(references).size).toBe(1);
    expect(references[0]).toBeTruthy();
    expect(again.statusCode).toBe(200);
    expect(await ordersWithKey(body.idempotencyKey)).toBe(1);
    expect(await stockOf(app, units.branchId, units.productId)).toBe(48);
  });

  it("leaves stock and basket as they were when the card is declined, in words that say why", async () => {
    const { shopper, basket } = await shopperWithBasket(app, units.branchId, units.productId, 4);
    for (const [number, words] of [
      [SANDBOX_CARDS.declined, CARD_DECLINED],
      [SANDBOX_CARDS.insufficientFunds, CARD_INSUFFICIENT_FUNDS],
    ] as const) {
      const refused = await shopper.send(
        "POST",
        "/api/checkout/orders",
        orderBody(basket, {
          payment: { method: "card", card: newCard(number) },
        }),
      );
      expect(refused.statusCode).toBe(402);
      expect(refused.json().error.message).toBe(words);
      expect(await stockOf(app, units.branchId, units.productId)).toBe(50);
      expect((await shopper.get("/api/basket")).json().lines).toHaveLength(1);
    }
    // Another card, another attempt: placed.
    expect((await shopper.send("POST", "/api/checkout/orders", orderBody(basket))).statusCode).toBe(201);
    expect(await stockOf(app, units.branchId, units.productId)).toBe(46);
  });

  it("places a card that needs a 3-D Secure check once the check is passed", async () => {
    const { shopper, basket } = await shopperWithBasket(app, units.branchId, units.productId, 1);
    const body = orderBody(basket, { payment: { method: "card", card: newCard(SANDBOX_CARDS.challenge) } });
    const asked = await shopper.send("POST", "/api/checkout/orders", body);
    expect(asked.statusCode).toBe(202);
    const { challengeUrl } = asked.json();
    expect(challengeUrl).toMatch(/^\/checkout\/challenge\?reference=/);
    // The stock is held while the shopper is at the check.
    expect(await stockOf(app, units.branchId, units.productId)).toBe(49);
    const gateway = (await import("../payments/index.ts")).paymentGatewayFor(app) as unknown as {
      passChallenge(reference: string): boolean;
    };
    expect(gateway.passChallenge(new URL(challengeUrl, "http://x").searchParams.get("reference")!)).toBe(
      true,
    );
    const confirmed = await shopper.send("POST", `/api/checkout/orders/${body.idempotencyKey}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().order.status).toBe("placed");
    expect(await stockOf(app, units.branchId, units.productId)).toBe(49);
  });

  it("refuses bad details under their fields and a changed total, placing nothing", async () => {
    const { shopper, basket } = await shopperWithBasket(app, units.branchId, units.productId, 1);
    const expired = { ...newCard(), EndM: "01", EndY: "2020" };
    const body = orderBody(basket, { Name: "", payment: { method: "card", card: expired } });
    const refused = await shopper.send("POST", "/api/checkout/orders", body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toMatchObject({ Name: NAME_REQUIRED, EndM: CARD_EXPIRED });
    const changed = await shopper.send(
      "POST",
      "/api/checkout/orders",
      orderBody(basket, { expectedTotal: 1 }),
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.message).toBe(PRICES_CHANGED_AT_CHECKOUT);
    const nonsense = await shopper.send("POST", "/api/checkout/orders", {
      ...orderBody(basket),
      idempotencyKey: "x",
    });
    expect(nonsense.statusCode).toBe(400);
    expect(Object.keys(nonsense.json().error.fields)).toEqual(["idempotencyKey"]);
    expect(await ordersWithKey(body.idempotencyKey)).toBe(0);
    expect(await stockOf(app, units.branchId, units.productId)).toBe(50);
  });

  it("refuses an order the branch can no longer supply, taking nothing", async () => {
    const { shopper, basket } = await shopperWithBasket(app, units.branchId, units.productId, 5);
    await app.database.db.execute(
      sql`update branch_stock set qty = 4 where branch_id = ${units.branchId} and product_id = ${units.productId}`,
    );
    const refused = await shopper.send("POST", "/api/checkout/orders", orderBody(basket));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain("can no longer supply 5 of");
    expect(await stockOf(app, units.branchId, units.productId)).toBe(4);
    expect((await shopper.get("/api/basket")).json().lines).toHaveLength(1);
  });
});

describe("paying on account", () => {
  const { signedIn, branchOf, collectFrom } = tradeUsersOn(() => app, "10.8.0");
  const [sam, alex] = DEMO_USERS;

  it("charges the active trade account's credit and places the order at once", async () => {
    const shopper = await signedIn(sam!.email);
    await shopper.send("POST", "/api/basket/empty");
    const branch = await branchOf("bistrack");
    expect((await collectFrom(shopper, branch.id)).statusCode).toBe(200);
    const [product] = await app.database.rows<{ id: number }>(sql`select product_id as id from branch_stock
      where branch_id = ${branch.id} and qty > 5 order by product_id limit 1`);
    await shopper.send("POST", "/api/basket/items", { items: [{ productId: product!.id, quantity: 1 }] });
    const basket = (await shopper.get("/api/basket")).json();
    const before = (await shopper.get("/api/checkout/options")).json().account;
    expect(before.accNumber).toBe("CAR1001");
    const placed = await shopper.send(
      "POST",
      "/api/checkout/orders",
      orderBody(basket, { payment: { method: "account" } }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.payment).toEqual({ method: "account", card: null, accountNumber: "CAR1001" });
    const after = (await shopper.get("/api/checkout/options")).json().account;
    expect(after.creditRemaining).toBe(before.creditRemaining - basket.totals.grandTotal);
    const history = (await shopper.get("/api/account/orders")).json().orders;
    const order = placed.json().order;
    expect(history[0]).toEqual({
      reference: order.reference,
      totals: order.totals,
      branch: order.branch,
      status: order.status,
      fulfilment: "collection",
      placedAt: expect.any(String),
    });
  });

  it("is refused to a consumer (403), placing nothing", async () => {
    const shopper = await signedIn(alex!.email);
    const branch = await branchOf("bistrack");
    await collectFrom(shopper, branch.id);
    const [product] = await app.database.rows<{ id: number }>(sql`select product_id as id from branch_stock
      where branch_id = ${branch.id} and qty > 5 order by product_id limit 1`);
    await shopper.send("POST", "/api/basket/items", { items: [{ productId: product!.id, quantity: 1 }] });
    const basket = (await shopper.get("/api/basket")).json();
    const body = orderBody(basket, { payment: { method: "account" } });
    const refused = await shopper.send("POST", "/api/checkout/orders", body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(NO_ACCOUNT_AT_CHECKOUT);
    expect(await ordersWithKey(body.idempotencyKey)).toBe(0);
  });
});

describe("reading orders", () => {
  it("shows an order to the session that placed it, and answers 404 to anyone else", async () => {
    const { shopper, basket } = await shopperWithBasket(app, units.branchId, units.productId, 1);
    const { order } = (await shopper.send("POST", "/api/checkout/orders", orderBody(basket))).json();
    expect((await shopper.get(`/api/orders/${order.reference}`)).json().order.reference).toBe(
      order.reference,
    );
    const { shopper: stranger } = await shopperWithBasket(app, units.branchId, units.productId, 1);
    expect((await stranger.get(`/api/orders/${order.reference}`)).statusCode).toBe(404);
    expect((await stranger.send("POST", `/api/checkout/orders/${newKey()}/confirm`)).statusCode).toBe(404);
    expect((await stranger.get("/api/account/orders")).statusCode).toBe(401);
  });
});
