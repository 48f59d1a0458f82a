/**
 * The van app's API (issue 17; spec/3 §2, §5, §7; decisions 143, 145): app users sign in by
 * password or by the native shell's signed link, see their tabs and the van they drive, its stock
 * by menu levels, and take stock out of it with a transaction type, never more than it holds.
 * Another account's van answers 404, a visitor 401, a shop user 403; bad input is a 400 naming
 * the field and writes nothing.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADJUST_OVER_STOCK,
  NO_ORDERS,
  NOT_AN_APP_USER,
  SIGN_IN_LINK_REFUSED,
  STOCK_SEARCH_TERM_REQUIRED,
  STOCK_UPDATED,
} from "@merchant/domain/van";
import { fillMessage } from "@merchant/domain";
import { buildTestApp } from "../../../test/build-test-app.ts";
import type { TestShopper } from "../../../test/test-shopper.ts";
import { DEMO_PASSWORD } from "../demo/seed/users.ts";
import { LOGIN_REFUSED_MESSAGE } from "../auth/index.ts";
import {
  PRODUCT_NOT_IN_VAN,
  UNKNOWN_BRANCH_CODE,
  VAN_NOT_FOUND,
  VAN_OPERATORS_ONLY,
  VOID_LIST_NOT_FOUND,
} from "./service.ts";
import { signLink } from "./sign-in-links.ts";
import { vanOperatorsOn } from "../../../test/van-operators.ts";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ data: "demo", config: { vanAppSecret: SECRET } });
});
afterAll(() => app.close());

const { visitor, appUser, vanIdOf, stockOf } = vanOperatorsOn(() => app, "192.0.17");

const adjustmentCount = async () =>
  (await app.database.rows<{ n: number }>(sql`select count(*)::int as n from van_stock_adjustments`))[0]!.n;

describe("POST /api/app/login", () => {
  it("signs a van operator in with their tabs and the van they drive, in a renewed session", async () => {
    const shopper = visitor();
    await shopper.get("/api/session");
    const before = shopper.cookie();
    const response = await shopper.send("POST", "/api/app/login", {
      email: "VAN@example.co.uk",
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { name: "Jo Fletcher", email: "van@example.co.uk" },
      role: "van_operator",
      tabs: [
        "van-stock",
        "delivery-calendar",
        "voids",
        "orders",
        "order-history",
        "basket",
        "delivery-options",
        "change-store",
      ],
      van: {
        id: expect.any(Number),
        registration: "VN24 BLD",
        description: "Ford Transit Custom",
        replenishment: "automatic",
        accountName: "Fletcher Property Maintenance",
      },
    });
    expect(shopper.cookie()).not.toBe(before);
    expect((await shopper.get("/api/app/me")).json().user.email).toBe("van@example.co.uk");
  });

  it("gives staff the surveys and change store tabs and no van", async () => {
    const staff = await appUser("staff@example.co.uk");
    expect((await staff.get("/api/app/me")).json()).toMatchObject({
      role: "staff",
      tabs: ["surveys", "delivery-options", "change-store"],
      van: null,
    });
  });

  it("refuses a shop user without an app role as it refuses a wrong password, and signs no one in", async () => {
    const shopper = visitor();
    const refused = await shopper.send("POST", "/api/app/login", {
      email: "shopper@example.co.uk",
      password: DEMO_PASSWORD,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe(LOGIN_REFUSED_MESSAGE);
    expect((await shopper.get("/api/app/me")).statusCode).toBe(401);
    const wrong = await visitor().send("POST", "/api/app/login", {
      email: "van@example.co.uk",
      password: "not-the-password",
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(LOGIN_REFUSED_MESSAGE);
  });

  it("answers 400 naming the email when it is not one", async () => {
    const response = await visitor().send("POST", "/api/app/login", { email: "van", password: "x" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("email");
  });
});

describe("GET /api/app/me", () => {
  it("is a 401 for a visitor and a 403 for a shop user signed in to the shop", async () => {
    expect((await visitor().get("/api/app/me")).statusCode).toBe(401);
    const shopper = visitor();
    await shopper.send("POST", "/api/auth/login", {
      email: "shopper@example.co.uk",
      password: DEMO_PASSWORD,
    });
    const refused = await shopper.get("/api/app/me");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(NOT_AN_APP_USER);
  });
});

describe("GET /api/app/vans/{vanId}/stock", () => {
  it("lists the van's stock as menu level 1, level 2 and products with current and minimum levels", async () => {
    const jo = await appUser();
    const vanId = await vanIdOf("VN24BLD");
    const response = await jo.get(`/api/app/vans/${vanId}/stock`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { van, menu } = response.json();
    expect(van.registration).toBe("VN24 BLD");
    expect(menu.length).toBeGreaterThan(0);
    expect(menu[0]).toEqual({
      name: expect.any(String),
      groups: expect.arrayContaining([
        { uid: expect.stringMatching(/^\d+$/), name: expect.any(String), products: expect.any(Array) },
      ]),
    });
    const products = await stockOf(jo, vanId);
    expect(products).toHaveLength(12);
    // The listing's order is the menu's (by category); the demo stock's one product without a minimum may come first.
    expect(products.find((product) => product.minStockLevel !== null)).toEqual({
      productId: expect.any(Number),
      partNumber: expect.any(String),
      name: expect.any(String),
      currentStockLevel: expect.any(Number),
      minStockLevel: expect.any(Number),
      unitFactor: 1,
    });
    expect(products.filter((product) => product.minStockLevel === null)).toHaveLength(1);
  });

  it("answers 404 for another account's van, 403 to staff, 401 to a visitor and 400 naming a bad id", async () => {
    const jo = await appUser();
    const chrisVan = await vanIdOf("DL23HRP");
    const refused = await jo.get(`/api/app/vans/${chrisVan}/stock`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(VAN_NOT_FOUND);
    expect(
      (await (await appUser("staff@example.co.uk")).get(`/api/app/vans/${chrisVan}/stock`)).json().error
        .message,
    ).toBe(VAN_OPERATORS_ONLY);
    expect((await visitor().get(`/api/app/vans/${chrisVan}/stock`)).statusCode).toBe(401);
    const bad = await jo.get("/api/app/vans/abc/stock");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("vanId");
  });
});

describe("POST /api/app/vans/{vanId}/adjustments", () => {
  const adjust = (shopper: TestShopper, vanId: number, body: object) =>
    shopper.send("POST", `/api/app/vans/${vanId}/adjustments`, body);

  it("takes the quantity out of the van, records the adjustment and says 'Stock updated.'", async () => {
    const jo = await appUser();
    const vanId = await vanIdOf("VN24BLD");
    const [product] = await stockOf(jo, vanId);
    const before = await adjustmentCount();
    const response = await adjust(jo, vanId, {
      productId: product!.productId,
      transactionType: "used_on_job",
      quantity: 2,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: STOCK_UPDATED,
      product: expect.objectContaining({
        productId: product!.productId,
        currentStockLevel: product!.currentStockLevel - 2,
      }),
    });
    expect((await stockOf(jo, vanId))[0]!.currentStockLevel).toBe(product!.currentStockLevel - 2);
    const [recorded] = await app.database.rows<{
      transactionType: string;
      quantity: number;
      levelAfter: number;
    }>(sql`
      select transaction_type as "transactionType", quantity, level_after as "levelAfter"
      from van_stock_adjustments order by id desc limit 1`);
    expect(recorded).toEqual({
      transactionType: "used_on_job",
      quantity: 2,
      levelAfter: product!.currentStockLevel - 2,
    });
    expect(await adjustmentCount()).toBe(before + 1);
  });

  it("refuses more than the van holds with the spec's message naming its level, and writes nothing", async () => {
    const jo = await appUser();
    const vanId = await vanIdOf("VN24BLD");
    const product = (await stockOf(jo, vanId))[1]!;
    const before = await adjustmentCount();
    const response = await adjust(jo, vanId, {
      productId: product.productId,
      transactionType: "damaged",
      quantity: product.currentStockLevel + 1,
    });
    expect(response.statusCode).toBe(409);
    const message = fillMessage(ADJUST_OVER_STOCK, { n: product.currentStockLevel });
    expect(response.json().error).toEqual({ code: "conflict", message, fields: { quantity: message } });
    expect((await stockOf(jo, vanId))[1]!.currentStockLevel).toBe(product.currentStockLevel);
    expect(await adjustmentCount()).toBe(before);
  });

  it("lets only as many of two adjustments at once through as the stock covers", async () => {
    const jo = await appUser();
    const vanId = await vanIdOf("VN24BLD");
    const product = (await stockOf(jo, vanId))[2]!;
    const half = Math.floor(product.currentStockLevel / 2) + 1;
    const body = { productId: product.productId, transactionType: "returned_to_branch", quantity: half };
    const answers = await Promise.all([adjust(jo, vanId, body), adjust(jo, vanId, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await stockOf(jo, vanId))[2]!.currentStockLevel).toBe(product.currentStockLevel - half);
  });

  it("answers 400 naming the field for a bad transaction type or quantity, and writes nothing", async () => {
    const jo = await appUser();
    const vanId = await vanIdOf("VN24BLD");
    const product = (await stockOf(jo, vanId))[0]!;
    const before = await adjustmentCount();
    for (const [body, field] of [
      [{ productId: product.productId, transactionType: "given_away", quantity: 1 }, "transactionType"],
      [{ productId: product.productId, transactionType: "damaged", quantity: 0 }, "quantity"],
      [{ productId: product.productId, transactionType: "damaged", quantity: 1000 }, "quantity"],
      [{ transactionType: "damaged", quantity: 1 }, "productId"],
    ] as const) {
      const response = await adjust(jo, vanId, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty(field);
    }
    expect(await adjustmentCount()).toBe(before);
    expect((await stockOf(jo, vanId))[0]!.currentStockLevel).toBe(product.currentStockLevel);
  });

  it("answers 404 for a product the van does not hold and for another account's van, 401 to a visitor", async () => {
    const jo = await appUser();
    const vanId = await vanIdOf("VN24BLD");
    const chrisVan = await vanIdOf("DL23HRP");
    const [held] = await stockOf(await appUser("van2@example.co.uk"), chrisVan);
    const notHeld = await adjust(jo, vanId, { productId: 999_999, transactionType: "damaged", quantity: 1 });
    expect(notHeld.statusCode).toBe(404);
    expect(notHeld.json().error.message).toBe(PRODUCT_NOT_IN_VAN);
    const before = await adjustmentCount();
    const body = { productId: held!.productId, transactionType: "damaged", quantity: 1 };
    expect((await adjust(jo, chrisVan, body)).statusCode).toBe(404);
    expect((await adjust(visitor(), chrisVan, body)).statusCode).toBe(401);
    expect(await adjustmentCount()).toBe(before);
  });
});

describe("GET /api/app/void-lists and /api/app/void-lists/{listId} (spec/3 §2 Void tab)", () => {
  type VoidList = { id: number; name: string };
  const listsOf = async (shopper: TestShopper): Promise<VoidList[]> =>
    (await shopper.get("/api/app/void-lists")).json().lists;

  it("lists the void list types of the operator's accounts, and a list's products by menu level 1 and 2", async () => {
    const jo = await appUser();
    const lists = await listsOf(jo);
    expect(lists.map((list) => list.name)).toEqual(["Standard void", "Major void"]);
    const response = await jo.get(`/api/app/void-lists/${lists[1]!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { list, menu } = response.json();
    expect(list).toEqual(lists[1]);
    const products = menu.flatMap((level1: { groups: { uid: string; products: unknown[] }[] }) =>
      level1.groups.flatMap((group) => group.products),
    );
    expect(products).toHaveLength(16);
    expect(products[0]).toEqual({
      productId: expect.any(Number),
      partNumber: expect.any(String),
      name: expect.any(String),
    });
    expect(menu.length).toBeGreaterThan(1);
  });

  it("answers 404 for another account's list, 403 to staff, 401 to a visitor and 400 naming a bad id", async () => {
    const [chrisList] = await listsOf(await appUser("van2@example.co.uk"));
    const jo = await appUser();
    const refused = await jo.get(`/api/app/void-lists/${chrisList!.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(VOID_LIST_NOT_FOUND);
    expect((await listsOf(jo)).map((list) => list.id)).not.toContain(chrisList!.id);
    const staff = await appUser("staff@example.co.uk");
    expect((await staff.get("/api/app/void-lists")).json().error.message).toBe(VAN_OPERATORS_ONLY);
    expect((await visitor().get("/api/app/void-lists")).statusCode).toBe(401);
    const bad = await jo.get("/api/app/void-lists/0");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("listId");
  });
});

describe("GET /api/app/search (spec/3 §2, §5 stock-and-go search)", () => {
  it("finds the van's products by part of a name or part number, whatever the case, with their levels", async () => {
    const jo = await appUser();
    const [first] = await stockOf(jo, await vanIdOf("VN24BLD"));
    const word = first!.name.split(" ")[0]!.toUpperCase();
    const byName = await jo.get(`/api/app/search?type=van&q=${encodeURIComponent(word)}`);
    expect(byName.statusCode).toBe(200);
    expect(byName.json().type).toBe("van");
    expect(byName.json().products).toContainEqual(first);
    const byPart = (
      await jo.get(`/api/app/search?type=van&q=${encodeURIComponent(first!.partNumber.toLowerCase())}`)
    ).json();
    expect(byPart.products.map((product: { productId: number }) => product.productId)).toEqual([
      first!.productId,
    ]);
  });

  it("finds products of the operator's void lists only, and takes % and _ as plain characters", async () => {
    const jo = await appUser();
    const [list] = (await jo.get("/api/app/void-lists")).json().lists;
    const { menu } = (await jo.get(`/api/app/void-lists/${list.id}`)).json();
    const product = menu[0].groups[0].products[0];
    const found = (
      await jo.get(`/api/app/search?type=void&q=${encodeURIComponent(product.partNumber)}`)
    ).json();
    expect(found).toEqual({ type: "void", products: [product] });
    expect((await jo.get("/api/app/search?type=void&q=%25%25%25")).json().products).toEqual([]);
    expect((await jo.get("/api/app/search?type=van&q=___")).json().products).toEqual([]);
  });

  it("answers a term under 3 characters with the spec's words, a bad type naming it, 401 and 403", async () => {
    const jo = await appUser();
    const short = await jo.get("/api/app/search?type=van&q=%20ab%20");
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ q: STOCK_SEARCH_TERM_REQUIRED });
    const badType = await jo.get("/api/app/search?type=shop&q=abc");
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.fields).toHaveProperty("type");
    expect((await visitor().get("/api/app/search?type=van&q=abc")).statusCode).toBe(401);
    expect(
      (await (await appUser("staff@example.co.uk")).get("/api/app/search?type=van&q=abc")).statusCode,
    ).toBe(403);
  });
});

describe("PUT /api/app/van", () => {
  it("moves the operator to another of their account's vans by its registration, however it is typed", async () => {
    const jo = await appUser();
    const response = await jo.send("PUT", "/api/app/van", { registration: " vn19spr " });
    expect(response.statusCode).toBe(200);
    expect(response.json().van.registration).toBe("VN19 SPR");
    expect((await jo.get("/api/app/me")).json().van.registration).toBe("VN19 SPR");
    expect((await jo.send("PUT", "/api/app/van", { registration: "VN24 BLD" })).statusCode).toBe(200);
    expect((await jo.get("/api/app/me")).json().van.registration).toBe("VN24 BLD");
  });

  it("answers another account's registration with the spec's failure message, and a missing one with a 400", async () => {
    const jo = await appUser();
    const refused = await jo.send("PUT", "/api/app/van", { registration: "DL23 HRP" });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(NO_ORDERS);
    expect((await jo.get("/api/app/me")).json().van.registration).toBe("VN24 BLD");
    const bad = await jo.send("PUT", "/api/app/van", {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("registration");
    expect((await visitor().send("PUT", "/api/app/van", { registration: "VN19 SPR" })).statusCode).toBe(401);
  });
});

describe("POST /api/app/sulogin and /api/app/sglogout (spec/3 §2)", () => {
  const secret = Buffer.from(SECRET);
  const nowS = () => Math.floor(Date.now() / 1000);
  let branchcode: string;
  beforeAll(async () => {
    branchcode = (
      await app.database.rows<{ code: string }>(sql`select code from branches order by id limit 1`)
    )[0]!.code;
  });
  const link = (email: string, expiresAtS = nowS() + 300, code = branchcode) => ({
    hash: signLink(secret, [email, code], expiresAtS),
    email,
    branchcode: code,
    networktype: "wifi",
  });

  const basketLinesOf = async (email: string) =>
    (
      await app.database.rows<{ n: number }>(sql`select count(*)::int as n from basket_lines l
      join baskets b on b.id = l.basket_id join users u on u.id = b.user_id where u.email = ${email}`)
    )[0]!.n;

  it("signs the app user in once from a signed link, with the basket emptied first", async () => {
    await app.database.rows(sql`with basket as (
        insert into baskets (user_id) select id from users where email = 'van@example.co.uk' returning id)
      insert into basket_lines (basket_id, product_id, quantity) select basket.id, (select min(id) from products), 2 from basket`);
    expect(await basketLinesOf("van@example.co.uk")).toBe(1);
    const jo = visitor();
    const body = link("van@example.co.uk");
    const response = await jo.send("POST", "/api/app/sulogin", body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: "van_operator", van: { registration: "VN24 BLD" } });
    expect((await jo.get("/api/app/me")).statusCode).toBe(200);
    expect(await basketLinesOf("van@example.co.uk")).toBe(0);

    const replayed = await visitor().send("POST", "/api/app/sulogin", body);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().error.message).toBe(SIGN_IN_LINK_REFUSED);
  });

  it("starts a private-store customer's baskets over too (decision 167)", async () => {
    await app.database
      .rows(sql`insert into private_store_basket_lines (user_id, branch_id, product_id, quantity)
      select u.id, s.branch_id, s.product_id, 1 from users u, (select branch_id, product_id from branch_stock
        where qty > 0 order by branch_id, product_id limit 1) s
      where u.email = 'store@example.co.uk'`);
    const response = await visitor().send("POST", "/api/app/sulogin", link("store@example.co.uk"));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: "private_store", van: null });
    const [left] = await app.database.rows<{ n: number }>(
      sql`select count(*)::int as n from private_store_basket_lines`,
    );
    expect(left!.n).toBe(0);
  });
  it("refuses an altered, expired or foreign-signed link and signs no one in", async () => {
    const body = link("van@example.co.uk");
    const flipped = body.hash.slice(0, -1) + (body.hash.endsWith("A") ? "B" : "A");
    const foreign = signLink(
      Buffer.from("another-secret-of-thirty-two-characters!"),
      ["van@example.co.uk", branchcode],
      nowS() + 300,
    );
    for (const attempt of [
      { ...body, hash: flipped },
      { ...body, email: "van2@example.co.uk" },
      { ...body, branchcode: "ZZ999" },
      link("van@example.co.uk", nowS() - 1),
      link("van@example.co.uk", nowS() + 24 * 60 * 60),
      { ...body, hash: foreign },
      { ...body, hash: "not-a-hash" },
      link("shopper@example.co.uk"),
    ]) {
      const shopper = visitor();
      const response = await shopper.send("POST", "/api/app/sulogin", attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(SIGN_IN_LINK_REFUSED);
      expect((await shopper.get("/api/app/me")).statusCode).toBe(401);
    }
  });

  it("answers 400 naming a missing value or a branch code that names no branch", async () => {
    const body = link("van@example.co.uk");
    const missing = await visitor().send("POST", "/api/app/sulogin", { ...body, hash: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty("hash");
    const unknown = await visitor().send(
      "POST",
      "/api/app/sulogin",
      link("van@example.co.uk", nowS() + 300, "ZZ999"),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ branchcode: UNKNOWN_BRANCH_CODE });
  });

  it("signs out by a link signed for the user's id, and reloads for anything else", async () => {
    const jo = await appUser();
    const [{ id }] = (await app.database.rows<{ id: number }>(
      sql`select id from users where email = 'van@example.co.uk'`,
    )) as [{ id: number }];
    const uid = String(id);
    const wrongUser = await jo.send("POST", "/api/app/sglogout", {
      uid: "1",
      hash: signLink(secret, ["1"], nowS() + 300),
    });
    expect(wrongUser.json()).toEqual({ outcome: "reload" });
    const tampered = await jo.send("POST", "/api/app/sglogout", {
      uid,
      hash: signLink(secret, [uid], nowS() + 300).slice(0, -1) + "x",
    });
    expect(tampered.json()).toEqual({ outcome: "reload" });
    expect((await jo.get("/api/app/me")).statusCode).toBe(200);
    const signedOut = await jo.send("POST", "/api/app/sglogout", {
      uid,
      appVersion: "2.4.1",
      hash: signLink(secret, [uid], nowS() + 300),
    });
    expect(signedOut.json()).toEqual({ outcome: "signed_out" });
    expect((await jo.get("/api/app/me")).statusCode).toBe(401);
  });
});
