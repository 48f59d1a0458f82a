/**
 * The partnering catalogue as the product page's button and the account's page call it (spec/2 §7
 * POST /partneringcatalogues/add; decision 119): the session's active trade account's products
 * with their usual quantities, priced as the product page prices them; adding a product already
 * there sets its quantity; bad input, a signed-out caller and a user without a trade account
 * change nothing; one account's catalogue is never seen from another.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PARTNERING_TRADE_ACCOUNTS_ONLY_MESSAGE } from "@merchant/domain/partnering";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { setProductActive } from "../../../test/catalogue-change.ts";
import { shopperOn, type TestShopper } from "../../../test/test-shopper.ts";
import { tradeUsersOn, withoutHomeBranches } from "../../../test/trade-users.ts";
import { DEMO_PARTNERING_QUANTITIES } from "../demo/seed/partnering-catalogue.ts";
import { DEMO_USERS } from "../demo/seed/users.ts";

const ITEMS = "/api/account/partnering-catalogue/items";
const CATALOGUE = "/api/account/partnering-catalogue";

let app: FastifyInstance;
beforeAll(async () => {
  // The demo data holds Sam's trade accounts and the first one's partnering catalogue.
  app = await buildTestApp({ data: "demo" });
});
afterAll(() => app.close());
withoutHomeBranches(() => app);

const [sam, alex, pat] = DEMO_USERS;
const { signedIn, switchTo } = tradeUsersOn(() => app, "10.7.0");

type Item = {
  product: {
    id: number;
    slug: string;
    partNumber: string;
    name: string;
    image: { url: string };
    isTally: boolean;
  };
  quantity: number;
  price: { exVat: number; incVat: number };
  addedAt: string;
};
type Catalogue = {
  account: { accNumber: string };
  branch: { id: number; name: string } | null;
  items: Item[];
};

const catalogueOf = async (shopper: TestShopper): Promise<Catalogue> => {
  const response = await shopper.get(CATALOGUE);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const add = (shopper: TestShopper, body: object) => shopper.send("POST", ITEMS, body);
const remove = (shopper: TestShopper, productId: number | string) =>
  shopper.send("DELETE", `${ITEMS}/${productId}`);

type Row = { accNumber: string; productId: number; quantity: number; addedBy: string | null };
const rows = () =>
  app.database.rows<Row>(sql`select a.acc_number as "accNumber", i.product_id as "productId", i.quantity,
      u.email as "addedBy"
    from partnering_catalogue_items i join trade_accounts a on a.id = i.account_id
    left join users u on u.id = i.added_by order by a.acc_number, i.product_id`);

/** Products the shop sells by the each that no catalogue holds yet, one per test that adds. */
let products: { id: number; slug: string; name: string; partNumber: string }[] = [];
beforeAll(async () => {
  products = await app.database.rows(sql`select id, slug, name, part_number as "partNumber" from products
    where active and not is_tally and id not in (select product_id from partnering_catalogue_items)
    order by id limit 12`);
});
let next = 0;
const aProduct = () => products[next++]!;

/** The product page's reply for a product, as the shopper sees it now. */
const productPage = async (shopper: TestShopper, slug: string) =>
  (await shopper.get(`/api/products/${slug}`)).json();

describe("GET /api/account/partnering-catalogue", () => {
  it("lists the active account's products, newest first, with code, name, first picture, usual quantity and catalogue price before a branch is chosen", async () => {
    const shopper = await signedIn();
    const catalogue = await catalogueOf(shopper);
    expect(catalogue.account.accNumber).toBe("CAR1001");
    expect(catalogue.branch).toBeNull();
    // The seed added its products a day apart, the first longest ago.
    expect(catalogue.items.map((item) => item.quantity)).toEqual([...DEMO_PARTNERING_QUANTITIES].reverse());
    for (const item of catalogue.items) {
      const { product } = await productPage(shopper, item.product.slug);
      expect(item.product).toEqual({
        id: product.id,
        slug: product.slug,
        partNumber: product.partNumber,
        name: product.name,
        image: product.image,
        isTally: false,
        unitOfSale: product.unitOfSale,
      });
      expect(item.price).toEqual(product.price);
      expect(Number.isNaN(Date.parse(item.addedAt))).toBe(false);
    }
  });

  it("prices each product at the shopper's branch as the product page offers it", async () => {
    const shopper = await signedIn();
    const [branch] = await app.database.rows<{ id: number; name: string }>(
      sql`select id, name from branches where brand_code = 'BU' and basket_ecommerce_active order by id limit 1`,
    );
    const chosen = await shopper.send("PUT", "/api/fulfilment/collection-branch", { branchId: branch!.id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const catalogue = await catalogueOf(shopper);
    expect(catalogue.branch).toEqual({ id: branch!.id, name: branch!.name });
    for (const item of catalogue.items) {
      const { offer } = await productPage(shopper, item.product.slug);
      expect(item.price).toEqual(offer.price);
    }
  });

  it("leaves out a product the shop no longer sells", async () => {
    const shopper = await signedIn();
    const [first] = (await catalogueOf(shopper)).items;
    await setProductActive(app, first!.product.id, false);
    try {
      const ids = (await catalogueOf(shopper)).items.map((item) => item.product.id);
      expect(ids).not.toContain(first!.product.id);
      expect(ids).toHaveLength(DEMO_PARTNERING_QUANTITIES.length - 1);
    } finally {
      await setProductActive(app, first!.product.id, true);
    }
  });
});

describe("POST /api/account/partnering-catalogue/items (spec/2 §7 /partneringcatalogues/add)", () => {
  it("adds a product with its usual quantity to the active account's catalogue: 201 with the item, the name and code the product's", async () => {
    const shopper = await signedIn();
    const product = aProduct();
    const response = await add(shopper, { productId: product.id, quantity: 3 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      product: { id: product.id, slug: product.slug, name: product.name, partNumber: product.partNumber },
      quantity: 3,
    });
    const [newest] = (await catalogueOf(shopper)).items;
    expect(newest).toEqual(response.json());
    expect((await rows()).filter((row) => row.productId === product.id)).toEqual([
      { accNumber: "CAR1001", productId: product.id, quantity: 3, addedBy: sam!.email },
    ]);
  });

  it("sets the quantity of a product already there (200), keeping one row and its first added date", async () => {
    const shopper = await signedIn();
    const product = aProduct();
    const first = (await add(shopper, { productId: product.id, quantity: 3 })).json();
    const again = await add(shopper, { productId: product.id, quantity: "12" });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ ...first, quantity: 12 });
    const held = (await catalogueOf(shopper)).items.filter((item) => item.product.id === product.id);
    expect(held.map((item) => item.quantity)).toEqual([12]);
    expect((await rows()).filter((row) => row.productId === product.id)).toHaveLength(1);
  });

  // Each body is made from a product the shop sells, so only the named field is wrong.
  it.each([
    ["no productId", () => ({ quantity: 3 }), "productId", "Must be a whole number"],
    ["productId 0", () => ({ productId: 0, quantity: 3 }), "productId", "Must be at least 1"],
    [
      "a productId in words",
      () => ({ productId: "abc", quantity: 3 }),
      "productId",
      "Must be a whole number",
    ],
    ["quantity 0", (id: number) => ({ productId: id, quantity: 0 }), "quantity", "Must be at least 1"],
    [
      "quantity 100000",
      (id: number) => ({ productId: id, quantity: 100_000 }),
      "quantity",
      "Must be at most 99999",
    ],
    [
      "quantity 1.5",
      (id: number) => ({ productId: id, quantity: 1.5 }),
      "quantity",
      "Must be a whole number",
    ],
    [
      "a quantity in words",
      (id: number) => ({ productId: id, quantity: "lots" }),
      "quantity",
      "Must be a whole number",
    ],
    ["no quantity", (id: number) => ({ productId: id }), "quantity", "Must be a whole number"],
  ] as const)(
    "refuses %s with a 400 naming the field, and writes nothing",
    async (_, body, field, message) => {
      const shopper = await signedIn();
      const before = await rows();
      const response = await add(shopper, body(products.at(-1)!.id));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: "bad_request", fields: { [field]: message } });
      expect(await rows()).toEqual(before);
    },
  );

  it("refuses a name, code or price sent along: the product's own are used, never the caller's", async () => {
    const shopper = await signedIn();
    const before = await rows();
    const response = await add(shopper, {
      productId: products.at(-1)!.id,
      quantity: 2,
      sProductDesc: "Gold bar",
      sProductCode: "GOLD",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("bad_request");
    expect(await rows()).toEqual(before);
  });

  it("answers an unknown product with a 404 naming it, and writes nothing", async () => {
    const shopper = await signedIn();
    const before = await rows();
    const response = await add(shopper, { productId: 987_654, quantity: 2 });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: "not_found", message: "No product with id 987654" });
    expect(await rows()).toEqual(before);
  });

  it("answers a product the shop no longer sells as unknown", async () => {
    const shopper = await signedIn();
    const product = products.at(-2)!;
    await setProductActive(app, product.id, false);
    try {
      const response = await add(shopper, { productId: product.id, quantity: 2 });
      expect(response.statusCode).toBe(404);
      expect((await rows()).some((row) => row.productId === product.id)).toBe(false);
    } finally {
      await setProductActive(app, product.id, true);
    }
  });
});

describe("DELETE /api/account/partnering-catalogue/items/{productId}", () => {
  it("removes the product from the active account's catalogue (204); removing it again is a 404 naming it", async () => {
    const shopper = await signedIn();
    const product = aProduct();
    expect((await add(shopper, { productId: product.id, quantity: 5 })).statusCode).toBe(201);
    const removed = await remove(shopper, product.id);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await catalogueOf(shopper)).items.some((item) => item.product.id === product.id)).toBe(false);
    const again = await remove(shopper, product.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(`Product ${product.id} is not in your partnering catalogue`);
  });

  it("refuses a product id that is not one with a 400 naming productId", async () => {
    const response = await remove(await signedIn(), "abc");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ productId: "Must be a whole number" });
  });
});

describe("who may see and change a partnering catalogue", () => {
  it("answers a visitor with 401 on every route, and writes nothing", async () => {
    const visitor = shopperOn(app);
    const before = await rows();
    expect((await visitor.get(CATALOGUE)).statusCode).toBe(401);
    expect((await add(visitor, { productId: products[0]!.id, quantity: 1 })).statusCode).toBe(401);
    expect((await remove(visitor, products[0]!.id)).statusCode).toBe(401);
    expect(await rows()).toEqual(before);
  });

  it("answers a signed-in user with no trade account with 403 and why, and writes nothing", async () => {
    const consumer = await signedIn(alex);
    const before = await rows();
    for (const response of [
      await consumer.get(CATALOGUE),
      await add(consumer, { productId: products[0]!.id, quantity: 1 }),
      await remove(consumer, products[0]!.id),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: "forbidden",
        message: PARTNERING_TRADE_ACCOUNTS_ONLY_MESSAGE,
      });
    }
    expect(await rows()).toEqual(before);
  });

  it("shows a user who switches account only the active account's catalogue, and adds to that one", async () => {
    const shopper = await signedIn();
    const held = (await catalogueOf(shopper)).items.map((item) => item.product.id);
    expect(held.length).toBeGreaterThan(0);

    await switchTo(shopper, "CAR3001");
    const other = await catalogueOf(shopper);
    expect(other.account.accNumber).toBe("CAR3001");
    expect(other.items).toEqual([]);
    const product = aProduct();
    expect((await add(shopper, { productId: product.id, quantity: 8 })).statusCode).toBe(201);
    // A product of the first account's is not this one's to remove.
    expect((await remove(shopper, held[0]!)).statusCode).toBe(404);

    await switchTo(shopper, "CAR1001");
    const first = await catalogueOf(shopper);
    expect(first.items.map((item) => item.product.id)).toEqual(held);
    expect((await rows()).filter((row) => row.productId === product.id)).toEqual([
      { accNumber: "CAR3001", productId: product.id, quantity: 8, addedBy: sam!.email },
    ]);
  });

  it("never shows or changes another user's catalogue: the other trade user has only their own", async () => {
    const samsShopper = await signedIn();
    const sams = (await catalogueOf(samsShopper)).items;
    const other = await signedIn(pat);
    const pats = await catalogueOf(other);
    expect(pats.account.accNumber).toBe("HUG1001");
    expect(pats.items).toEqual([]);
    expect((await remove(other, sams[0]!.product.id)).statusCode).toBe(404);
    // The same product in Pat's catalogue is Pat's row; Sam's keeps its own quantity.
    expect((await add(other, { productId: sams[0]!.product.id, quantity: 99 })).statusCode).toBe(201);
    expect((await catalogueOf(samsShopper)).items).toEqual(sams);
    expect((await catalogueOf(other)).items.map((item) => [item.product.id, item.quantity])).toEqual([
      [sams[0]!.product.id, 99],
    ]);
  });
});
