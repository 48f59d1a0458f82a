/**
 * issue 20 "Permissions": one customer calling every account-scoped route with another customer's
 * ids gets 404 (or 403), never the other's data, and changes nothing of theirs. Two signed-in
 * trade customers (Sam and Pat, decision 137's demo users) and two visitors (baskets and orders
 * are a session's or an account's own). Each case names what the owner has and how the other
 * asks for it.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../src/modules/demo/seed/users.ts";
import { buildTestApp } from "./build-test-app.ts";
import { newCard, orderBody, shopperWithBasket } from "./checkout-shoppers.ts";
import type { TestShopper } from "./test-shopper.ts";
import { tradeUsersOn } from "./trade-users.ts";

let app: FastifyInstance;
const users = tradeUsersOn(() => app, "10.44.0");
const PAT = DEMO_USERS.find((user) => user.email === "builder@example.co.uk")!;

/** What one customer owns, found or made before the cases run. */
type Owned = {
  samAccountId: number;
  samInvoiceId: number;
  lineId: number;
  orderReference: string;
  challengeKey: string;
  /** Jo's van (decision 143), with a line in its app basket (decision 153). */
  joVanId: number;
};

let sam: TestShopper;
let pat: TestShopper;
let owner: TestShopper;
let stranger: TestShopper;
/** Another account's van operator (decision 143's demo Chris). */
let chris: TestShopper;
let jo: TestShopper;
let owned: Owned;

beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
  [sam, pat] = [await users.signedIn(), await users.signedIn(PAT)];
  const samAccountId = await users.idOf(sam, "CAR1001");
  const [invoice] = await app.database.rows<{ id: number }>(
    sql`select id from invoices where account_id = ${samAccountId} order by id limit 1`,
  );
  const [stocked] = await app.database.rows<{ branchId: number; productId: number }>(sql`
    select s.branch_id as "branchId", s.product_id as "productId"
    from branch_stock s join branches b on b.id = s.branch_id and b.basket_ecommerce_active
      join products p on p.id = s.product_id and p.active and not p.is_tally
    where s.qty >= 10 order by s.branch_id, s.product_id limit 1`);
  const bought = await shopperWithBasket(app, stocked!.branchId, stocked!.productId, 2);
  const placed = await bought.shopper.send("POST", "/api/checkout/orders", orderBody(bought.basket));
  expect(placed.statusCode, placed.body).toBe(201);
  const challenged = await shopperWithBasket(app, stocked!.branchId, stocked!.productId, 1);
  const key = orderBody(challenged.basket).idempotencyKey;
  const asked = await challenged.shopper.send("POST", "/api/checkout/orders", {
    ...orderBody(challenged.basket),
    idempotencyKey: key,
    payment: { method: "card", card: newCard("4000000000003220") },
  });
  expect(asked.statusCode, asked.body).toBe(202);
  owner = bought.shopper;
  await owner.send("POST", "/api/basket/items", { items: [{ productId: stocked!.productId, quantity: 1 }] });
  stranger = users.visitor();
  [jo, chris] = [await users.signedIn("van@example.co.uk"), await users.signedIn("van2@example.co.uk")];
  const [joVan] = await app.database.rows<{ vanId: number; productId: number }>(sql`
    select v.id as "vanId", s.product_id as "productId" from vans v join van_stock s on s.van_id = v.id
    where v.registration_key = 'VN24BLD' and s.min_level is not null and s.current_level > 0 limit 1`);
  const joAdded = await jo.send("POST", `/api/app/vans/${joVan!.vanId}/basket/lines`, {
    type: "van",
    productId: joVan!.productId,
    quantity: 1,
  });
  expect(joAdded.statusCode, joAdded.body).toBe(200);
  owned = {
    samAccountId,
    samInvoiceId: invoice!.id,
    lineId: (await owner.get("/api/basket")).json().lines[0].lineId,
    orderReference: placed.json().order.reference,
    challengeKey: key,
    joVanId: joVan!.vanId,
  };
});
afterAll(() => app.close());

type Case = {
  route: string;
  /** Who asks, for whose thing. */
  asker: () => TestShopper;
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: (owned: Owned) => string;
  body?: (owned: Owned) => object;
};

const cases: Case[] = [
  {
    route: "a trade account's statement",
    asker: () => pat,
    method: "GET",
    path: (o) => `/api/account/statements/${o.samAccountId}`,
  },
  {
    route: "making another's trade account the active one",
    asker: () => pat,
    method: "PUT",
    path: () => "/api/account/active-account",
    body: (o) => ({ accountId: o.samAccountId }),
  },
  {
    route: "ticking another's invoice",
    asker: () => pat,
    method: "PUT",
    path: (o) => `/api/account/invoice-selection/${o.samInvoiceId}`,
  },
  {
    route: "unticking another's invoice",
    asker: () => pat,
    method: "DELETE",
    path: (o) => `/api/account/invoice-selection/${o.samInvoiceId}`,
  },
  {
    route: "another account's branch order",
    asker: () => pat,
    method: "GET",
    path: () => "/api/account/branch-orders/BT-SO200001",
  },
  {
    route: "another basket's line, changed",
    asker: () => stranger,
    method: "PUT",
    path: (o) => `/api/basket/items/${o.lineId}`,
    body: () => ({ quantity: 5 }),
  },
  {
    route: "another basket's line, removed",
    asker: () => stranger,
    method: "DELETE",
    path: (o) => `/api/basket/items/${o.lineId}`,
  },
  {
    route: "another shopper's order, to a visitor",
    asker: () => stranger,
    method: "GET",
    path: (o) => `/api/orders/${o.orderReference}`,
  },
  {
    route: "another shopper's order, to a signed-in customer",
    asker: () => pat,
    method: "GET",
    path: (o) => `/api/orders/${o.orderReference}`,
  },
  {
    route: "confirming another's 3-D Secure order",
    asker: () => stranger,
    method: "POST",
    path: (o) => `/api/checkout/orders/${o.challengeKey}/confirm`,
  },
  ...(
    [
      ["GET", "", "another operator's van basket"],
      ["DELETE", "", "starting over another operator's van basket"],
      ["POST", "/checkout", "checking out another operator's van basket"],
    ] as const
  ).map(([method, tail, route]) => ({
    route,
    asker: () => chris,
    method,
    path: (o: Owned) => `/api/app/vans/${o.joVanId}/basket${tail}`,
  })),
  {
    route: "adding to another operator's van basket",
    asker: () => chris,
    method: "POST",
    path: (o) => `/api/app/vans/${o.joVanId}/basket/lines`,
    body: () => ({ type: "void", productId: 1, quantity: 1 }),
  },
];

describe("every account-scoped route, asked with another customer's ids", () => {
  it.each(cases)("$route: 404 or 403, and nothing of theirs", async ({ asker, method, path, body }) => {
    const response = await asker().send(method, path(owned), body?.(owned));
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain(owned.orderReference);
  });

  it("left the owners' things as they were", async () => {
    const basket = (await owner.get("/api/basket")).json();
    expect(
      basket.lines.map((line: { lineId: number; quantity: number }) => [line.lineId, line.quantity]),
    ).toEqual([[owned.lineId, 1]]);
    expect((await owner.get(`/api/orders/${owned.orderReference}`)).statusCode).toBe(200);
    expect((await sam.get(`/api/account/statements/${owned.samAccountId}`)).statusCode).toBe(200);
    expect((await jo.get(`/api/app/vans/${owned.joVanId}/basket`)).json().basket.count).toBe(1);
    expect((await pat.get("/api/account/trade-accounts?erpFilter=0")).json().accounts).not.toContainEqual(
      expect.objectContaining({ id: owned.samAccountId }),
    );
  });
});
