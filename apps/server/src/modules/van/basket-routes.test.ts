/**
 * The van app's basket and store (issue 17; spec/3 §4 Basket type, §5 van add, §7 sgstoreadd,
 * emptybasket; decision 153): van or void lines, never both until start over; quantity 1–999, never
 * more than the van holds, never a product without a minimum level; a void order over the limit is
 * taken with the spec's notice and, at checkout, waits for the supervisor, who is emailed. Checkout
 * places a branch order for the van and takes van lines out of its stock, never below what it holds.
 */
import { sql } from "drizzle-orm";
import type { VanStockProduct } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  INSUFFICIENT_VAN_STOCK,
  MIXED_BASKET,
  NO_MINIMUM_STOCK_LEVEL,
  OVER_VOID_ORDER_LIMIT,
  QUANTITY_INVALID,
} from "@merchant/domain/van";
import { buildTestApp } from "../../../test/build-test-app.ts";
import type { TestShopper } from "../../../test/test-shopper.ts";
import {
  AWAITING_AUTHORISATION,
  AWAITING_PICKING,
  BASKET_EMPTY,
  NOT_ON_A_VOID_LIST,
} from "./basket-service.ts";
import { PRODUCT_NOT_IN_VAN } from "./service.ts";
import { signLink } from "./sign-in-links.ts";
import { sessionsFor } from "../session/index.ts";
import { vanOperatorsOn } from "../../../test/van-operators.ts";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";

let app: FastifyInstance;
let jo: TestShopper;
let vanId: number;
let stock: VanStockProduct[];
let voidProductIds: number[];

beforeAll(async () => {
  app = await buildTestApp({ data: "demo", config: { vanAppSecret: SECRET } });
});
afterAll(() => app.close());

const { visitor, appUser, vanIdOf, stockOf } = vanOperatorsOn(() => app, "192.0.18");

const basketPath = (id = vanId) => `/api/app/vans/${id}/basket`;
const add = (shopper: TestShopper, body: object, id = vanId) =>
  shopper.send("POST", `${basketPath(id)}/lines`, body);
const basketOf = async (shopper = jo) => (await shopper.get(basketPath())).json().basket;
const count = async (table: "app_basket_lines" | "branch_orders" | "outbox_emails") =>
  (await app.database.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;
/** A product the van holds at least `n` of, with a minimum level. */
const heldProduct = (n: number) =>
  stock.find((product) => product.minStockLevel !== null && product.currentStockLevel >= n)!;

beforeAll(async () => {
  jo = await appUser();
  vanId = await vanIdOf("VN24BLD");
  stock = await stockOf(jo, vanId);
  const [list] = (await jo.get("/api/app/void-lists")).json().lists;
  const menu = (await jo.get(`/api/app/void-lists/${list.id}`)).json().menu;
  voidProductIds = menu.flatMap((level1: { groups: { products: { productId: number }[] }[] }) =>
    level1.groups.flatMap((group) => group.products.map((product) => product.productId)),
  );
});

beforeEach(async () => {
  expect((await jo.send("DELETE", basketPath())).statusCode).toBe(200);
  stock = await stockOf(jo, vanId);
});

describe("GET and POST /api/app/vans/{vanId}/basket(/lines) (spec/3 §4, §5, §7 sgstoreadd)", () => {
  it("starts empty with the operator's void order limit, and takes a van item with its AX codes", async () => {
    expect(await basketOf()).toEqual({
      vanId,
      type: "empty",
      lines: [],
      count: 0,
      total: 0,
      voidOrderLimit: 10_000,
    });
    const product = heldProduct(2);
    const response = await add(jo, {
      type: "van",
      productId: product.productId,
      quantity: 2,
      axVariantCode: "RED",
      axUnitCode: "EA",
    });
    expect(response.statusCode).toBe(200);
    const { basket, notice } = response.json();
    expect(notice).toBeNull();
    expect(basket).toMatchObject({ type: "van", count: 2 });
    expect(basket.lines).toEqual([
      expect.objectContaining({
        productId: product.productId,
        quantity: 2,
        unitFactor: product.unitFactor,
        axVariantCode: "RED",
        axUnitCode: "EA",
      }),
    ]);
    expect(basket.total).toBe(basket.lines[0].lineTotalExVat);
  });

  it("refuses an item of the other type with the spec's message until start over empties the basket", async () => {
    expect(
      (await add(jo, { type: "van", productId: heldProduct(1).productId, quantity: 1 })).statusCode,
    ).toBe(200);
    const refused = await add(jo, { type: "void", productId: voidProductIds[0], quantity: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MIXED_BASKET);
    expect(refused.json().error.fields).toHaveProperty("type");
    expect(await basketOf()).toMatchObject({ type: "van", count: 1 });

    const emptied = await jo.send("DELETE", basketPath());
    expect(emptied.json().basket).toMatchObject({ type: "empty", count: 0 });
    expect((await add(jo, { type: "void", productId: voidProductIds[0], quantity: 1 })).statusCode).toBe(200);
    const back = await add(jo, { type: "van", productId: heldProduct(1).productId, quantity: 1 });
    expect(back.json().error.message).toBe(MIXED_BASKET);
  });

  it("refuses more than the van holds, counting what is in the basket, and a product without a minimum level", async () => {
    const product = heldProduct(1);
    const over = await add(jo, {
      type: "van",
      productId: product.productId,
      quantity: product.currentStockLevel + 1,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({
      message: INSUFFICIENT_VAN_STOCK,
      fields: { quantity: INSUFFICIENT_VAN_STOCK },
    });
    expect(await basketOf()).toMatchObject({ type: "empty", count: 0 });

    await add(jo, { type: "van", productId: product.productId, quantity: product.currentStockLevel });
    const oneMore = await add(jo, { type: "van", productId: product.productId, quantity: 1 });
    expect(oneMore.json().error.message).toBe(INSUFFICIENT_VAN_STOCK);
    expect((await basketOf()).count).toBe(product.currentStockLevel);

    const noMinimum = stock.find((row) => row.minStockLevel === null)!;
    const refused = await add(jo, { type: "van", productId: noMinimum.productId, quantity: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(NO_MINIMUM_STOCK_LEVEL);
  });

  it("answers 400 naming the field for bad input or a product not in the van or on a void list, writing nothing", async () => {
    const product = heldProduct(1);
    for (const [body, field] of [
      [{ type: "van", productId: product.productId, quantity: 0 }, "quantity"],
      [{ type: "van", productId: product.productId, quantity: 1000 }, "quantity"],
      [{ type: "van", productId: product.productId, quantity: "two" }, "quantity"],
      [{ type: "crate", productId: product.productId, quantity: 1 }, "type"],
      [{ type: "van", quantity: 1 }, "productId"],
      [{ type: "van", productId: product.productId, quantity: 1, axUnitCode: "X".repeat(21) }, "axUnitCode"],
      [{ type: "van", productId: 999_999, quantity: 1 }, "productId"],
      [{ type: "void", productId: product.productId + 999_999, quantity: 1 }, "productId"],
    ] as const) {
      const response = await add(jo, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fields).toHaveProperty(field);
    }
    const notHeld = await add(jo, { type: "van", productId: 999_999, quantity: 1 });
    expect(notHeld.json().error.message).toBe(PRODUCT_NOT_IN_VAN);
    const notOnList = await add(jo, { type: "void", productId: 999_999, quantity: 1 });
    expect(notOnList.json().error.message).toBe(NOT_ON_A_VOID_LIST);
    expect(await count("app_basket_lines")).toBe(0);
  });

  it("refuses a line that would pass 999 with the quantity message", async () => {
    await add(jo, { type: "void", productId: voidProductIds[1], quantity: 999 });
    const refused = await add(jo, { type: "void", productId: voidProductIds[1], quantity: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toEqual({ quantity: QUANTITY_INVALID });
    expect((await basketOf()).count).toBe(999);
  });

  it("is emptied when the shell's sulogin link starts over (spec/3 §2)", async () => {
    await add(jo, { type: "void", productId: voidProductIds[0], quantity: 2 });
    const [branch] = await app.database.rows<{ code: string }>(
      sql`select code from branches order by id limit 1`,
    );
    const hash = signLink(
      Buffer.from(SECRET),
      ["van@example.co.uk", branch!.code],
      Math.floor(Date.now() / 1000) + 300,
    );
    const signedIn = await visitor().send("POST", "/api/app/sulogin", {
      hash,
      email: "van@example.co.uk",
      branchcode: branch!.code,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(await basketOf()).toMatchObject({ type: "empty", count: 0 });
  });

  it("answers 404 for another account's van, 403 to staff and 401 to a visitor, and writes nothing", async () => {
    const chrisVan = await vanIdOf("DL23HRP");
    const body = { type: "void", productId: voidProductIds[0], quantity: 1 };
    expect((await jo.get(basketPath(chrisVan))).statusCode).toBe(404);
    expect((await add(jo, body, chrisVan)).statusCode).toBe(404);
    expect((await jo.send("DELETE", basketPath(chrisVan))).statusCode).toBe(404);
    expect((await jo.send("POST", `${basketPath(chrisVan)}/checkout`)).statusCode).toBe(404);
    expect((await add(await appUser("staff@example.co.uk"), body)).statusCode).toBe(403);
    expect((await add(visitor(), body)).statusCode).toBe(401);
    expect(await count("app_basket_lines")).toBe(0);
  });
});

describe("the void order limit and checkout (spec/3 §2 checkout, §4)", () => {
  /** The void list's cheapest product, under the limit on its own. */
  const cheapestVoidProduct = async () =>
    (
      await app.database.rows<{
        id: number;
        price: number;
      }>(sql`select id, price_ex_vat as price from products
        where id = any(${`{${voidProductIds.join(",")}}`}::int[]) order by price_ex_vat limit 1`)
    )[0]!;

  it("takes a void item over the limit with the notice, and checkout emails the supervisor", async () => {
    const { id: productId, price } = await cheapestVoidProduct();
    const within = await add(jo, { type: "void", productId, quantity: 1 });
    expect(within.json().notice).toBeNull();
    const quantity = Math.ceil(10_000 / price);
    const over = await add(jo, { type: "void", productId, quantity });
    expect(over.statusCode).toBe(200);
    expect(over.json().notice).toBe(OVER_VOID_ORDER_LIMIT);

    const outboxBefore = await count("outbox_emails");
    const placed = await jo.send("POST", `${basketPath()}/checkout`);
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({
      orderNumber: expect.stringMatching(/^SG-\d{7}$/),
      status: AWAITING_AUTHORISATION,
      awaitingAuthorisation: true,
    });
    const [email] = await app.database.rows<{ to: string; subject: string; text: string }>(
      sql`select to_address as "to", subject, text_body as text from outbox_emails
        where kind = 'void-order-authorisation' order by id desc limit 1`,
    );
    expect(await count("outbox_emails")).toBe(outboxBefore + 1);
    expect(email).toMatchObject({ to: "supervisor@example.co.uk" });
    expect(email!.subject).toContain(placed.json().orderNumber);
    expect(email!.text).toContain("VN24 BLD");
    const [order] = await app.database.rows<{ type: string; vanId: number; lines: number }>(sql`
      select van_order_type as type, van_id as "vanId",
        (select sum(quantity)::int from branch_order_lines l where l.order_id = o.id) as lines
      from branch_orders o where order_number = ${placed.json().orderNumber}`);
    expect(order).toEqual({ type: "void", vanId, lines: quantity + 1 });
    expect(await basketOf()).toMatchObject({ type: "empty", count: 0 });

    const again = await jo.send("POST", `${basketPath()}/checkout`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(BASKET_EMPTY);
  });

  it("checks a van basket out at the chosen store, taking its lines out of the van's stock", async () => {
    const product = heldProduct(2);
    await add(jo, {
      type: "van",
      productId: product.productId,
      quantity: 2,
      axVariantCode: "V1",
      axUnitCode: "EA",
    });
    const [branch] = await app.database.rows<{ id: number; name: string }>(
      sql`select id, name from branches order by id desc limit 1`,
    );
    const chosen = await jo.send("PUT", "/api/app/store", { branchId: branch!.id });
    expect(chosen.statusCode).toBe(200);
    expect((await jo.get(basketPath())).json().store).toEqual({
      id: branch!.id,
      code: expect.any(String),
      name: branch!.name,
    });
    const placed = await jo.send("POST", `${basketPath()}/checkout`);
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({
      status: AWAITING_PICKING,
      awaitingAuthorisation: false,
      store: { id: branch!.id, name: branch!.name },
    });
    const after = (await stockOf(jo, vanId)).find((row) => row.productId === product.productId)!;
    expect(after.currentStockLevel).toBe(product.currentStockLevel - 2);
    const [line] = await app.database.rows<{
      quantity: number;
      variant: string;
      unit: string;
      reference: string;
    }>(sql`
      select l.quantity, l.ax_variant_code as variant, l.ax_unit_code as unit, o.customer_reference as reference
      from branch_order_lines l join branch_orders o on o.id = l.order_id
      where o.order_number = ${placed.json().orderNumber}`);
    expect(line).toEqual({ quantity: 2, variant: "V1", unit: "EA", reference: "VN24 BLD" });
  });

  it("refuses a van checkout when the van was used meanwhile, writing no order and keeping the basket", async () => {
    const product = heldProduct(2);
    await add(jo, { type: "van", productId: product.productId, quantity: product.currentStockLevel });
    const adjusted = await jo.send("POST", `/api/app/vans/${vanId}/adjustments`, {
      productId: product.productId,
      transactionType: "damaged",
      quantity: 1,
    });
    expect(adjusted.statusCode).toBe(200);
    const ordersBefore = await count("branch_orders");
    const refused = await jo.send("POST", `${basketPath()}/checkout`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(INSUFFICIENT_VAN_STOCK);
    expect(await count("branch_orders")).toBe(ordersBefore);
    expect((await basketOf()).count).toBe(product.currentStockLevel);
    const after = (await stockOf(jo, vanId)).find((row) => row.productId === product.productId)!;
    expect(after.currentStockLevel).toBe(product.currentStockLevel - 1);
  });

  it("answers 400 naming branchId for a store that does not exist, keeping the one chosen", async () => {
    const refused = await jo.send("PUT", "/api/app/store", { branchId: 999_999 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty("branchId");
    expect((await jo.send("PUT", "/api/app/store", { branchId: "x" })).json().error.fields).toHaveProperty(
      "branchId",
    );
    expect((await visitor().send("PUT", "/api/app/store", { branchId: 1 })).statusCode).toBe(401);
  });
});

describe("the app session's idle limit on the server (spec/3 §4, §9; decision 154)", () => {
  /** Puts the user's sessions' last app call `minutes` ago (in SQL, which the sessions kept in memory are told of). */
  const lastCallAgo = async (email: string, minutes: number) => {
    await app.database.db.execute(sql`update sessions
      set data = jsonb_set(data, '{appSeenAt}', to_jsonb(${Date.now() - minutes * 60_000}::bigint))
      where user_id = (select id from users where email = ${email})`);
    sessionsFor(app).forgetKept();
  };

  it("keeps a session used within 15 minutes and ends one idle for longer with a 401", async () => {
    const chris = await appUser("van2@example.co.uk");
    const chrisVan = await vanIdOf("DL23HRP");
    await lastCallAgo("van2@example.co.uk", 14);
    expect((await chris.get(`/api/app/vans/${chrisVan}/basket`)).statusCode).toBe(200);
    await lastCallAgo("van2@example.co.uk", 16);
    const expired = await chris.get(`/api/app/vans/${chrisVan}/basket`);
    expect(expired.statusCode).toBe(401);
    expect((await chris.get("/api/app/me")).statusCode).toBe(401);
    // Signing in again starts the count afresh.
    expect((await (await appUser("van2@example.co.uk")).get("/api/app/me")).statusCode).toBe(200);
  });
});
