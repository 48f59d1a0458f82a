/**
 * The private store (issue 18; spec/3 §1 "Private-store mode: basket and checkout", §2, §7
 * privatestoreadd, sgloadbasket, emptybasket, browseproductgroup; decision 167): search and browse
 * the app's store, add to the customer's own basket (1–999, the store's shelf the limit), start
 * over, and check out as a branch order on their trade account with the store's stock taken by
 * the shop's no-oversell rule. Van operators and staff are 403, a visitor 401; another customer's
 * order is a 404; bad input is a 400 naming the field with nothing written; a double tap places
 * one order.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  DELIVERY_POSTCODE_REQUIRED,
  INSUFFICIENT_STORE_STOCK,
  QUANTITY_INVALID,
  STOCK_SEARCH_TERM_REQUIRED,
} from "@merchant/domain/van";
import { buildTestApp } from "../../../test/build-test-app.ts";
import type { TestShopper } from "../../../test/test-shopper.ts";
import { vanOperatorsOn } from "../../../test/van-operators.ts";
import { DEMO_PRIVATE_STORE_USER } from "../demo/seed/vans.ts";
import { BASKET_EMPTY, NOT_IN_BASKET, ORDER_NOT_FOUND, PRIVATE_STORE_CUSTOMERS_ONLY } from "./service.ts";

let app: FastifyInstance;
let alex: TestShopper;
let other: TestShopper;
let store: { id: number; code: string; name: string };

const { visitor, appUser } = vanOperatorsOn(() => app, "192.0.41");

const rows = <T>(query: ReturnType<typeof sql>) => app.database.rows<T>(query);
const levelOf = async (productId: number) =>
  (
    await rows<{ qty: number }>(
      sql`select qty from branch_stock where branch_id = ${store.id} and product_id = ${productId}`,
    )
  )[0]!.qty;
const setLevel = (productId: number, qty: number) =>
  app.database.db.execute(
    sql`update branch_stock set qty = ${qty} where branch_id = ${store.id} and product_id = ${productId}`,
  );
const basketLines = async () =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from private_store_basket_lines`))[0]!.n;
const ordersPlaced = async () =>
  (
    await rows<{ n: number }>(
      sql`select count(*)::int as n from branch_orders where order_number like 'PS-%'`,
    )
  )[0]!.n;

/** A product the store stocks at least `min` of: from the shelf the search reads. */
async function stocked(min = 20, skip = 0): Promise<{ productId: number; name: string; priceExVat: number }> {
  const [row] = await rows<{ productId: number; name: string; priceExVat: number }>(sql`
    select p.id as "productId", p.name, p.price_ex_vat as "priceExVat" from branch_stock s
    join products p on p.id = s.product_id
    where s.branch_id = ${store.id} and s.qty >= ${min} and p.active order by p.id offset ${skip} limit 1`);
  return row!;
}

const add = (shopper: TestShopper, body: object) =>
  shopper.send("POST", "/api/app/private-store/basket/lines", body);
const checkOut = (shopper: TestShopper, body: object = { fulfilment: "collection" }) =>
  shopper.send("POST", "/api/app/private-store/basket/checkout", body);

beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
  // A second private-store customer, on another trade account, signing in with the demo password.
  await app.database.db.execute(sql`insert into users (email, name, password_hash)
    select 'store2@example.co.uk', 'Robin Dale', password_hash from users where email = ${DEMO_PRIVATE_STORE_USER.email}`);
  await app.database.db.execute(sql`insert into trade_account_users (user_id, account_id)
    select u.id, a.id from users u, trade_accounts a where u.email = 'store2@example.co.uk' and a.acc_number = 'DAL1001'`);
  await app.database.db.execute(sql`insert into app_users (user_id, role, account_id)
    select u.id, 'private_store', a.id from users u, trade_accounts a
    where u.email = 'store2@example.co.uk' and a.acc_number = 'DAL1001'`);
  alex = await appUser(DEMO_PRIVATE_STORE_USER.email);
  other = await appUser("store2@example.co.uk");
  store = (await alex.get("/api/app/private-store/basket")).json().store;
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.database.db.execute(sql`delete from private_store_basket_lines`);
});

describe("the private-store customer (spec/3 §2, §6)", () => {
  it("signs in to the app with the private store's tabs", async () => {
    const me = (await alex.get("/api/app/me")).json();
    expect(me).toMatchObject({ role: "private_store", van: null });
    expect(me.tabs).toEqual(["buy", "browse", "store-basket", "delivery-options", "change-store"]);
  });

  it("works at the first branch of their trade account until they change store", () => {
    expect(store).toEqual({
      id: expect.any(Number),
      code: expect.stringMatching(/^BU\d{3}$/),
      name: expect.any(String),
    });
  });
});

describe("GET /api/app/private-store/search (spec/3 §2 buy)", () => {
  it("finds the store's products by part of a name, with the store's level and the price ex VAT", async () => {
    const product = await stocked();
    const term = product.name.slice(0, 6);
    const response = await alex.get(`/api/app/private-store/search?q=${encodeURIComponent(term)}`);
    expect(response.statusCode).toBe(200);
    const { products } = response.json();
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(50);
    for (const found of products) {
      expect(found.name.toLowerCase() + found.partNumber.toLowerCase()).toContain(term.toLowerCase());
      expect(found.storeLevel).toBeGreaterThan(0);
      expect(found.storeLevel).toBe(await levelOf(found.productId));
    }
  });

  it("refuses a term under 3 characters, naming q", async () => {
    const response = await alex.get("/api/app/private-store/search?q=ab");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ q: STOCK_SEARCH_TERM_REQUIRED });
  });
});

describe("GET /api/app/private-store/menu and /menu/{groupId} (spec/3 §2 browse, §7 browseproductgroup)", () => {
  it("gives departments, then categories with their counts, then a category's stocked products", async () => {
    const { menu } = (await alex.get("/api/app/private-store/menu")).json();
    expect(menu.length).toBeGreaterThan(0);
    const group = menu[0].groups[0];
    expect(group).toEqual({
      uid: expect.any(String),
      name: expect.any(String),
      productCount: expect.any(Number),
    });
    const response = await alex.get(`/api/app/private-store/menu/${group.uid}`);
    expect(response.statusCode).toBe(200);
    const { group: named, products } = response.json();
    expect(named).toEqual({ uid: group.uid, name: group.name });
    expect(products).toHaveLength(Math.min(group.productCount, 200));
    expect(products.every((p: { storeLevel: number }) => p.storeLevel > 0)).toBe(true);
  });

  it("is a 404 for a group the store stocks nothing of, a 400 naming groupId for a bad id", async () => {
    expect((await alex.get("/api/app/private-store/menu/99999999")).statusCode).toBe(404);
    const bad = await alex.get("/api/app/private-store/menu/abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("groupId");
  });
});

describe("POST /api/app/private-store/basket/lines (spec/3 §7 privatestoreadd)", () => {
  it("adds to the customer's basket and answers its count and total in pence ex VAT", async () => {
    const a = await stocked();
    const b = await stocked(20, 1);
    await add(alex, { productId: a.productId, quantity: 2 });
    const response = await add(alex, { productId: b.productId, quantity: 1 });
    expect(response.statusCode).toBe(200);
    const { basket } = response.json();
    expect(basket.count).toBe(3);
    expect(basket.total).toBe(2 * a.priceExVat + b.priceExVat);
    expect(basket.lines.map((line: { productId: number }) => line.productId)).toEqual([
      a.productId,
      b.productId,
    ]);
    // The other customer's basket is their own.
    expect((await other.get("/api/app/private-store/basket")).json().basket.count).toBe(0);
  });

  it("refuses a quantity outside 1–999 or a missing product, naming the field, with nothing written", async () => {
    const { productId } = await stocked();
    for (const [body, field] of [
      [{ productId, quantity: 0 }, "quantity"],
      [{ productId, quantity: 1000 }, "quantity"],
      [{ productId, quantity: 1.5 }, "quantity"],
      [{ quantity: 1 }, "productId"],
    ] as const) {
      const response = await add(alex, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fields).toHaveProperty(field);
    }
    expect(await basketLines()).toBe(0);
  });

  it("keeps a line within the store's level: more is a 409 naming quantity, with nothing written", async () => {
    const { productId } = await stocked(5);
    const level = await levelOf(productId);
    const over = await add(alex, { productId, quantity: level + 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({
      message: INSUFFICIENT_STORE_STOCK,
      fields: { quantity: INSUFFICIENT_STORE_STOCK },
    });
    expect(await basketLines()).toBe(0);
    await add(alex, { productId, quantity: level });
    expect((await add(alex, { productId, quantity: 1 })).statusCode).toBe(409);
    expect((await alex.get("/api/app/private-store/basket")).json().basket.count).toBe(level);
  });

  it("keeps a line at most 999 however much the store holds (spec/3 §5)", async () => {
    const { productId } = await stocked();
    const level = await levelOf(productId);
    await setLevel(productId, 5000);
    try {
      await add(alex, { productId, quantity: 999 });
      const over = await add(alex, { productId, quantity: 1 });
      expect(over.statusCode).toBe(409);
      expect(over.json().error.message).toBe(QUANTITY_INVALID);
    } finally {
      await setLevel(productId, level);
    }
  });

  it("is a 404 for a product the store does not stock", async () => {
    expect((await add(alex, { productId: 99999999, quantity: 1 })).statusCode).toBe(404);
  });

  it("takes of two adds at once only what the store holds", async () => {
    const { productId } = await stocked(5);
    const level = await levelOf(productId);
    await setLevel(productId, 3);
    try {
      const answers = await Promise.all([
        add(alex, { productId, quantity: 2 }),
        add(alex, { productId, quantity: 2 }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect((await alex.get("/api/app/private-store/basket")).json().basket.count).toBe(2);
    } finally {
      await setLevel(productId, level);
    }
  });
});

describe("removing a line and start over (spec/3 §4, §7 emptybasket)", () => {
  it("removes one line, or a 404 for a product not in the basket", async () => {
    const a = await stocked();
    const b = await stocked(20, 1);
    await add(alex, { productId: a.productId, quantity: 1 });
    await add(alex, { productId: b.productId, quantity: 1 });
    const removed = await alex.send("DELETE", `/api/app/private-store/basket/lines/${a.productId}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().basket.lines.map((line: { productId: number }) => line.productId)).toEqual([
      b.productId,
    ]);
    const again = await alex.send("DELETE", `/api/app/private-store/basket/lines/${a.productId}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(NOT_IN_BASKET);
  });

  it("empties only the customer's own basket", async () => {
    const { productId } = await stocked();
    await add(alex, { productId, quantity: 1 });
    await add(other, { productId, quantity: 1 });
    const emptied = await alex.send("DELETE", "/api/app/private-store/basket");
    expect(emptied.json().basket).toEqual({ lines: [], count: 0, total: 0 });
    expect(await basketLines()).toBe(1);
  });
});

describe("POST /api/app/private-store/basket/checkout (spec/3 §1)", () => {
  it("places a branch order on the customer's account at the store, taking the store's stock", async () => {
    const { productId, name, priceExVat } = await stocked();
    const before = await levelOf(productId);
    await add(alex, { productId, quantity: 3 });
    const response = await checkOut(alex, { fulfilment: "collection", reference: "JOB 42" });
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      orderNumber: expect.stringMatching(/^PS-\d{7}$/),
      status: "Awaiting picking",
      fulfilment: "collection",
      deliveryPostcode: null,
      customerReference: "JOB 42",
      accountName: "Fletcher Property Maintenance",
      store,
      lines: [{ name, quantity: 3, unitPriceExVat: priceExVat, lineTotalExVat: 3 * priceExVat }],
      total: 3 * priceExVat,
    });
    expect(await levelOf(productId)).toBe(before - 3);
    expect((await alex.get("/api/app/private-store/basket")).json().basket.count).toBe(0);
    // The account holder's branch orders show it too (decision 167).
    const [row] = await rows<{ accNumber: string; branchId: number }>(sql`
      select a.acc_number as "accNumber", o.branch_id as "branchId" from branch_orders o
      join trade_accounts a on a.id = o.account_id where o.order_number = ${order.orderNumber}`);
    expect(row).toEqual({ accNumber: "FLE1001", branchId: store.id });
    expect((await alex.get(`/api/app/private-store/orders/${order.orderNumber}`)).json()).toEqual(order);
  });

  it("delivers to a UK postcode, kept normalised", async () => {
    const { productId } = await stocked();
    await add(alex, { productId, quantity: 1 });
    const response = await checkOut(alex, { fulfilment: "delivery", deliveryPostcode: "ls11ub" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ fulfilment: "delivery", deliveryPostcode: "LS1 1UB" });
  });

  it("refuses bad input naming the field, with nothing written", async () => {
    const { productId } = await stocked();
    const before = await levelOf(productId);
    await add(alex, { productId, quantity: 1 });
    const orders = await ordersPlaced();
    for (const [body, field, message] of [
      [{ fulfilment: "delivery" }, "deliveryPostcode", DELIVERY_POSTCODE_REQUIRED],
      [
        { fulfilment: "delivery", deliveryPostcode: "nowhere" },
        "deliveryPostcode",
        DELIVERY_POSTCODE_REQUIRED,
      ],
      [{ fulfilment: "by drone" }, "fulfilment", undefined],
      [{}, "fulfilment", undefined],
    ] as const) {
      const response = await checkOut(alex, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fields).toHaveProperty(field);
      if (message) expect(response.json().error.fields[field]).toBe(message);
    }
    expect(await ordersPlaced()).toBe(orders);
    expect(await levelOf(productId)).toBe(before);
    expect(await basketLines()).toBe(1);
  });

  it("places one order for a double tap", async () => {
    const { productId } = await stocked();
    const before = await levelOf(productId);
    await add(alex, { productId, quantity: 2 });
    const orders = await ordersPlaced();
    const answers = await Promise.all([checkOut(alex), checkOut(alex)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error.message).toBe(BASKET_EMPTY);
    expect(await ordersPlaced()).toBe(orders + 1);
    expect(await levelOf(productId)).toBe(before - 2);
  });

  it("writes nothing and keeps the basket when the store sold the stock meanwhile", async () => {
    const { productId, name } = await stocked(5);
    const level = await levelOf(productId);
    await add(alex, { productId, quantity: 4 });
    await setLevel(productId, 3);
    try {
      const orders = await ordersPlaced();
      const response = await checkOut(alex);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toContain(name);
      expect(await ordersPlaced()).toBe(orders);
      expect(await levelOf(productId)).toBe(3);
      expect(await basketLines()).toBe(1);
    } finally {
      await setLevel(productId, level);
    }
  });
});

describe("permissions (spec/3 §6; decision 167)", () => {
  it("answers another customer's order as one that does not exist", async () => {
    const { productId } = await stocked();
    await add(alex, { productId, quantity: 1 });
    const { orderNumber } = (await checkOut(alex)).json();
    const response = await other.get(`/api/app/private-store/orders/${orderNumber}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(ORDER_NOT_FOUND);
    // A van's order is not a private-store order either.
    const [vanOrder] = await rows<{ n: string }>(
      sql`select order_number as n from branch_orders where van_id is not null limit 1`,
    );
    if (vanOrder)
      expect((await alex.get(`/api/app/private-store/orders/${vanOrder.n}`)).statusCode).toBe(404);
  });

  it("is a 403 for a van operator or staff and a 401 for a visitor, writing nothing", async () => {
    const { productId } = await stocked();
    for (const email of ["van@example.co.uk", "staff@example.co.uk"]) {
      const user = await appUser(email);
      for (const response of [
        await user.get("/api/app/private-store/basket"),
        await user.get("/api/app/private-store/search?q=cement"),
        await user.get("/api/app/private-store/menu"),
        await add(user, { productId, quantity: 1 }),
        await checkOut(user),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().error.message).toBe(PRIVATE_STORE_CUSTOMERS_ONLY);
      }
    }
    expect((await visitor().get("/api/app/private-store/basket")).statusCode).toBe(401);
    expect(await basketLines()).toBe(0);
  });
});
