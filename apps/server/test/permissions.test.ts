/**
 * issue 20 "Permissions": one customer calling every account-scoped route with another customer's
 * ids gets 404 (or 403), never the other's data, and changes nothing of theirs. Two signed-in
 * trade customers (Sam and Pat, decision 137's demo users), two visitors (baskets and orders
 * are a session's or an account's own) and a van operator (Jo, who drives another account's van
 * than Chris: decision 143). Each case names what the owner has and how the other asks for it.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELIVERY_TIME_SLOTS, londonCalendarDay } from "@merchant/domain/van";
import { DEMO_USERS } from "../src/modules/demo/seed/users.ts";
import { buildTestApp } from "./build-test-app.ts";
import { newCard, orderBody, shopperWithBasket } from "./checkout-shoppers.ts";
import type { TestShopper } from "./test-shopper.ts";
import { tradeUsersOn } from "./trade-users.ts";
import { vanOperatorsOn } from "./van-operators.ts";

let app: FastifyInstance;
const users = tradeUsersOn(() => app, "10.44.0");
const operators = vanOperatorsOn(() => app, "10.45.0");
const PAT = DEMO_USERS.find((user) => user.email === "builder@example.co.uk")!;

/** What one customer owns, found or made before the cases run. */
type Owned = {
  samAccountId: number;
  samVehicleId: number;
  samKeyId: number;
  samInvoiceId: number;
  lineId: number;
  orderReference: string;
  challengeKey: string;
  /** Chris's van, a product it holds and one of his account's void lists. */
  chrisVanId: number;
  chrisVanProductId: number;
  chrisVoidListId: number;
  /** An open order of Chris's van and his van's delivery slot booking (issue 18). */
  chrisOrderNumber: string;
  chrisBookingId: number;
  /** A staff survey section and its first question (decision 164). */
  surveySectionId: number;
  surveyQuestionId: number;
  /** A collection waiting at Chris's store (decision 163). */
  chrisCollectionId: number;
};

let sam: TestShopper;
let pat: TestShopper;
let owner: TestShopper;
let stranger: TestShopper;
let jo: TestShopper;
/** Another account's van operator (decision 143's demo Chris), with a line in his van's basket. */
let chris: TestShopper;
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
  jo = await operators.appUser("van@example.co.uk");
  chris = await operators.appUser("van2@example.co.uk");
  const [chrisVan] = await app.database.rows<{ id: number }>(
    sql`select id from vans where registration_key = 'DL23HRP'`,
  );
  const chrisStock = (await chris.get(`/api/app/vans/${chrisVan!.id}/stock`)).json();
  const chrisLists = (await chris.get("/api/app/void-lists")).json();
  const chrisAdded = await chris.send("POST", `/api/app/vans/${chrisVan!.id}/basket/lines`, {
    type: "void",
    productId: (await chris.get(`/api/app/void-lists/${chrisLists.lists[0].id}`)).json().menu[0].groups[0]
      .products[0].productId,
    quantity: 1,
  });
  expect(chrisAdded.statusCode, chrisAdded.body).toBe(200);
  const chrisBooked = await chris.send("POST", "/api/app/delivery-calendar/bookings", {
    date: londonCalendarDay(Date.now() + 10 * 86_400_000),
    time: DELIVERY_TIME_SLOTS[0]!.time,
    priority: "standard",
    type: "delivery",
  });
  expect(chrisBooked.statusCode, chrisBooked.body).toBe(200);
  const [survey] = await app.database.rows<{ sectionId: number; questionId: number }>(
    sql`select section_id as "sectionId", id as "questionId" from survey_questions order by section_id, number limit 1`,
  );
  const [vehicle] = await app.database.rows<{ id: number }>(
    sql`select id from vans where account_id = ${samAccountId} order by id limit 1`,
  );
  const [reportingKey] = await app.database.rows<{ id: number }>(
    sql`select id from reporting_keys where account_id = ${samAccountId} order by id limit 1`,
  );
  owned = {
    samAccountId,
    samVehicleId: vehicle!.id,
    samKeyId: reportingKey!.id,
    samInvoiceId: invoice!.id,
    lineId: (await owner.get("/api/basket")).json().lines[0].lineId,
    orderReference: placed.json().order.reference,
    challengeKey: key,
    chrisVanId: chrisVan!.id,
    chrisVanProductId: chrisStock.menu[0].groups[0].products[0].productId,
    chrisVoidListId: chrisLists.lists[0].id,
    chrisOrderNumber: "VO-200101",
    chrisBookingId: chrisBooked.json().day.slots[0].yourBookingId,
    surveySectionId: survey!.sectionId,
    surveyQuestionId: survey!.questionId,
    chrisCollectionId: (await chris.get("/api/app/collections")).json().collections[0].id,
  };
});

afterAll(() => app.close());

type Case = {
  route: string;
  /** Who asks, for whose thing. */
  asker: () => TestShopper;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
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
    route: "another account's vehicle, its replenishment changed",
    asker: () => pat,
    method: "PATCH",
    path: (o) => `/api/account/vehicles/${o.samVehicleId}`,
    body: () => ({ replenishment: "manual" }),
  },
  {
    route: "another account's reporting key, regenerated",
    asker: () => pat,
    method: "POST",
    path: (o) => `/api/account/reporting-keys/${o.samKeyId}/regenerate`,
  },
  {
    route: "another account's reporting key, removed",
    asker: () => pat,
    method: "DELETE",
    path: (o) => `/api/account/reporting-keys/${o.samKeyId}`,
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
  {
    route: "another account's van stock, to a van operator",
    asker: () => jo,
    method: "GET",
    path: (o) => `/api/app/vans/${o.chrisVanId}/stock`,
  },
  {
    route: "adjusting another account's van stock",
    asker: () => jo,
    method: "POST",
    path: (o) => `/api/app/vans/${o.chrisVanId}/adjustments`,
    body: (o) => ({ productId: o.chrisVanProductId, transactionType: "damaged", quantity: 1 }),
  },
  {
    route: "another account's void list, to a van operator",
    asker: () => jo,
    method: "GET",
    path: (o) => `/api/app/void-lists/${o.chrisVoidListId}`,
  },
  ...(
    [
      ["GET", "", "another account's van basket"],
      ["DELETE", "", "starting over another account's van basket"],
      ["POST", "/checkout", "checking out another account's van basket"],
    ] as const
  ).map(([method, tail, route]) => ({
    route,
    asker: () => jo,
    method,
    path: (o: Owned) => `/api/app/vans/${o.chrisVanId}/basket${tail}`,
  })),
  {
    route: "adding to another account's van basket",
    asker: () => jo,
    method: "POST",
    path: (o) => `/api/app/vans/${o.chrisVanId}/basket/lines`,
    body: (o) => ({ type: "van", productId: o.chrisVanProductId, quantity: 1 }),
  },
  ...(
    [
      ["GET", () => "/api/app/surveys", "the staff surveys list"],
      ["POST", (o: Owned) => `/api/app/surveys/${o.surveySectionId}/start`, "starting a staff survey"],
      ["POST", (o: Owned) => `/api/app/surveys/${o.surveySectionId}/skip-all`, "skipping a staff survey"],
    ] as const
  ).flatMap(([method, path, what]): Case[] => [
    { route: `${what}, to a van operator`, asker: () => jo, method, path },
    { route: `${what}, to a trade customer`, asker: () => sam, method, path },
  ]),
  {
    route: "answering a staff survey, to a van operator",
    asker: () => jo,
    method: "PUT",
    path: (o) => `/api/app/surveys/${o.surveySectionId}/questions/${o.surveyQuestionId}/answer`,
    body: () => ({ answerValue: "-1" }),
  },
  {
    route: "collecting another account's van order",
    asker: () => jo,
    method: "POST",
    path: (o) => `/api/app/orders/${o.chrisOrderNumber}/collected`,
    body: () => ({ choice: "current" }),
  },
  {
    route: "cancelling another account's delivery slot booking",
    asker: () => jo,
    method: "DELETE",
    path: (o) => `/api/app/delivery-calendar/bookings/${o.chrisBookingId}`,
  },
  {
    route: "signing for another store's collection, to a van operator",
    asker: () => jo,
    method: "POST",
    path: (o) => `/api/app/collections/${o.chrisCollectionId}/collect`,
    body: () => ({
      clientId: "6f1c9a3e-2b4d-4e8f-9a1b-3c5d7e9f1a2b",
      signature:
        "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      signerName: "Jo",
    }),
  },
  {
    route: "a trade account's statement, to a van operator",
    asker: () => jo,
    method: "GET",
    path: (o) => `/api/account/statements/${o.samAccountId}`,
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
    expect((await chris.get(`/api/app/vans/${owned.chrisVanId}/basket`)).json().basket.count).toBe(1);
    const [adjusted] = await app.database.rows<{ n: number }>(
      sql`select count(*)::int as n from van_stock_adjustments where van_id = ${owned.chrisVanId}`,
    );
    expect(adjusted!.n).toBe(0);
    const [answers] = await app.database.rows<{ n: number }>(
      sql`select count(*)::int as n from survey_answers`,
    );
    expect(answers!.n).toBe(0);
    expect(
      (await chris.get("/api/app/orders")).json().orders.map((o: { orderNumber: string }) => o.orderNumber),
    ).toEqual([owned.chrisOrderNumber]);
    const [booking] = await app.database.rows<{ n: number }>(
      sql`select count(*)::int as n from van_delivery_bookings where id = ${owned.chrisBookingId}`,
    );
    expect(booking!.n).toBe(1);
    const [uncollected] = await app.database.rows<{ collectedAt: Date | null }>(
      sql`select collected_at as "collectedAt" from store_collections where id = ${owned.chrisCollectionId}`,
    );
    expect(uncollected!.collectedAt).toBeNull();
    expect(
      (await sam.get("/api/account/reporting-keys")).json().keys.map((k: { id: number }) => k.id),
    ).toEqual([owned.samKeyId]);
    expect((await sam.get("/api/account/vehicles?reg=CA21")).json().vehicles[0].replenishment).toBe(
      "automatic",
    );
    expect((await pat.get("/api/account/trade-accounts?erpFilter=0")).json().accounts).not.toContainEqual(
      expect.objectContaining({ id: owned.samAccountId }),
    );
  });
});
