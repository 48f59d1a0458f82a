/**
 * The basket API as the product page, mini basket and basket page call it (spec/1 §2, §5; spec/2
 * §2–§4, §7), over the demo data: adds priced at the chosen branch, the quantity and tally rules,
 * a line per product however many tabs add at once, nothing written on a refusal, and another
 * shopper's lines out of reach.
 */
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AddToBasketReply,
  Basket,
  BranchList,
  DeliveryCharges,
  Essentials,
  PricedProducts,
} from "@merchant/contract";
import { ADD_TO_BASKET_NOT_ADDED_MESSAGE } from "@merchant/domain/basket";
import {
  QUANTITY_OVER_MAXIMUM_MESSAGE,
  TALLY_ONLY_MAXIMUM_MESSAGE,
  TIMBER_SELECT_BRANCH_MESSAGE,
} from "@merchant/domain/catalog";
import { branchPrice } from "@merchant/domain/fulfilment";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { shopperOn, type TestShopper } from "../../../test/test-shopper.ts";

let app: FastifyInstance;
let branch: BranchList["branches"][number];
let percent: number;
/** Products the branch has on its own shelf, with their catalogue price and no quantity breaks. */
let stocked: { id: number; name: string; priceExVat: number; vatRate: number }[];
/** A tally product on the branch's shelf, with its saw-to-size maximum. */
let tally: { id: number; max: number };
/** A product none of which the branch can get: not on its shelf, its feeder's, the centre's, nor shipped direct. */
let unavailable: number;

beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
  const branches = (await app.inject({ url: "/api/branches" })).json<BranchList>().branches;
  branch = branches.find((b) => b.basketEcommerceActive)!;
  [{ percent } = { percent: 100 }] = await app.database.rows<{ percent: number }>(
    sql`select price_percent as percent from branches where id = ${branch.id}`,
  );
  stocked = await app.database
    .rows(sql`select p.id, p.name, p.price_ex_vat as "priceExVat", p.vat_rate as "vatRate"
    from products p join branch_stock s on s.product_id = p.id and s.branch_id = ${branch.id} and s.qty > 0
    where p.active and not p.is_tally and not exists (select 1 from price_breaks b where b.product_id = p.id)
    order by p.id limit 5`);
  [tally] = (await app.database.rows<{ id: number; max: number }>(sql`select p.id, p.saw_to_size_max as max
    from products p join branch_stock s on s.product_id = p.id and s.branch_id = ${branch.id} and s.qty > 0
    where p.active and p.is_tally and p.saw_to_size_max is not null and p.part_number not ilike '%custom%'
    order by p.id limit 1`)) as [{ id: number; max: number }];
  const [none] = await app.database.rows<{ id: number }>(sql`select p.id from products p
    left join branches b on b.id = ${branch.id}
    where p.active and not p.direct_ship
      and not exists (select 1 from branch_stock s where s.product_id = p.id and s.qty > 0
                      and s.branch_id in (${branch.id}, coalesce(b.feeder_branch_id, 0)))
      and not exists (select 1 from central_stock c where c.product_id = p.id and c.qty > 0)
    order by p.id limit 1`);
  unavailable = none!.id;
});
afterAll(() => app.close());

async function collectingShopper(): Promise<TestShopper> {
  const shopper = shopperOn(app);
  const set = await shopper.send("PUT", "/api/fulfilment/collection-branch", { branchId: branch.id });
  expect(set.statusCode, set.body).toBe(200);
  return shopper;
}

const add = (shopper: TestShopper, items: { productId: number; quantity: number }[]) =>
  shopper.send("POST", "/api/basket/items", { items });

const basketOf = async (shopper: TestShopper) => (await shopper.get("/api/basket")).json<Basket>();

describe("GET /api/basket", () => {
  it("is empty for a new visitor, costs nothing, keeps no session and is never cached", async () => {
    const response = await app.inject({ url: "/api/basket" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json<Basket>()).toMatchObject({
      lines: [],
      itemCount: 0,
      branch: null,
      totals: { products: { exVat: 0, incVat: 0 }, vat: 0, couponDiscount: 0, grandTotal: 0 },
    });
    expect(response.cookies.some((cookie) => cookie.name === "sid")).toBe(false);
  });
});

describe("POST /api/basket/items (spec/2 §4 Add to basket)", () => {
  it("adds at the chosen branch's price, with VAT per line and collection free", async () => {
    const shopper = await collectingShopper();
    const [first, second] = stocked;
    const response = await add(shopper, [
      { productId: first!.id, quantity: 2 },
      { productId: second!.id, quantity: 1 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { basket, added } = response.json<AddToBasketReply>();
    const unit = branchPrice(first!.priceExVat, percent);
    expect(added[0]).toMatchObject({ productId: first!.id, name: first!.name, quantity: 2 });
    expect(added[0]!.unitPrice.exVat).toBe(unit);
    expect(basket.branch).toEqual({ id: branch.id, name: branch.name });
    expect(basket.fulfilment).toBe("collection");
    expect(basket.itemCount).toBe(3);
    expect(basket.lines.map((line) => [line.product.id, line.quantity])).toEqual([
      [first!.id, 2],
      [second!.id, 1],
    ]);
    const line = basket.lines[0]!;
    expect(line.lineTotal.exVat).toBe(unit * 2);
    expect(line.stock).toMatchObject({ inStock: true, status: "in_stock" });
    expect(line.product.image?.url).toMatch(new RegExp(`^/media/products/${first!.id}/\\d+\\.svg$`));
    const productsExVat = basket.lines.reduce((sum, l) => sum + l.lineTotal.exVat, 0);
    const productsIncVat = basket.lines.reduce((sum, l) => sum + l.lineTotal.incVat, 0);
    expect(basket.totals).toEqual({
      products: { exVat: productsExVat, incVat: productsIncVat },
      delivery: { exVat: 0, incVat: 0 },
      vat: productsIncVat - productsExVat,
      couponDiscount: 0,
      grandTotal: productsIncVat,
    });
    expect(await basketOf(shopper)).toEqual(basket);
    // The header's count comes with the session every page reads.
    expect((await shopper.get("/api/session")).json().basketItemCount).toBe(3);
  });

  it("adds the delivery charge of the postcode's band when delivering (spec/2 §2 delivery charges)", async () => {
    const shopper = shopperOn(app);
    const set = await shopper.send("PUT", "/api/fulfilment/delivery-postcode", { postcode: branch.postcode });
    expect(set.statusCode, set.body).toBe(200);
    const charges = (
      await shopper.get(`/api/delivery/charges?postcode=${encodeURIComponent(branch.postcode)}`)
    ).json<DeliveryCharges>();
    const band = charges.bands.find((row) => row.applies)!;
    const response = await add(shopper, [{ productId: stocked[0]!.id, quantity: 1 }]);
    expect(response.statusCode, response.body).toBe(200);
    const { basket } = response.json<AddToBasketReply>();
    expect(basket.fulfilment).toBe("delivery");
    expect(basket.totals.delivery).toEqual({ exVat: band.chargeExVat, incVat: band.chargeIncVat });
    expect(basket.totals.grandTotal).toBe(basket.lines[0]!.lineTotal.incVat + band.chargeIncVat);
  });

  it("grows the product's line on a second add, and two tabs adding at once give one line with both", async () => {
    const shopper = await collectingShopper();
    const product = stocked[2]!.id;
    await add(shopper, [{ productId: product, quantity: 1 }]);
    const answers = await Promise.all([
      add(shopper, [{ productId: product, quantity: 2 }]),
      add(shopper, [{ productId: product, quantity: 3 }]),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const basket = await basketOf(shopper);
    expect(basket.lines).toHaveLength(1);
    expect(basket.lines[0]!.quantity).toBe(6);
  });

  it("prices from the database, not the request: a price sent along is refused and a price change shows at once", async () => {
    const shopper = await collectingShopper();
    const product = stocked[3]!;
    const sneaky = await shopper.send("POST", "/api/basket/items", {
      items: [{ productId: product.id, quantity: 1, priceExVat: 1 }],
    });
    expect(sneaky.statusCode).toBe(400);
    expect((await basketOf(shopper)).lines).toEqual([]);
    await add(shopper, [{ productId: product.id, quantity: 1 }]);
    // The catalogue's page cache may still hold the old price; the basket reads the new one.
    await app.inject({ url: `/api/products/${product.id}` });
    await app.database.rows(
      sql`update products set price_ex_vat = price_ex_vat + 1000 where id = ${product.id}`,
    );
    try {
      const line = (await basketOf(shopper)).lines[0]!;
      expect(line.unitPrice.exVat).toBe(branchPrice(product.priceExVat + 1000, percent));
    } finally {
      await app.database.rows(
        sql`update products set price_ex_vat = ${product.priceExVat} where id = ${product.id}`,
      );
    }
  });

  it("asks for a branch or postcode first, keeping no session and no basket", async () => {
    const shopper = shopperOn(app);
    const response = await add(shopper, [{ productId: stocked[0]!.id, quantity: 1 }]);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(TIMBER_SELECT_BRANCH_MESSAGE);
    expect(shopper.cookie()).not.toContain("sid=");
  });

  it("refuses a product the branch cannot get with the end-of-line message, adding nothing of the rest", async () => {
    const shopper = await collectingShopper();
    const response = await add(shopper, [
      { productId: stocked[0]!.id, quantity: 1 },
      { productId: unavailable, quantity: 1 },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(ADD_TO_BASKET_NOT_ADDED_MESSAGE);
    expect((await basketOf(shopper)).lines).toEqual([]);
  });

  it("holds a tally product to its saw-to-size maximum, counting what the basket holds (spec/1 §5)", async () => {
    const shopper = await collectingShopper();
    const alone = await add(shopper, [{ productId: tally.id, quantity: tally.max + 1 }]);
    expect(alone.statusCode).toBe(409);
    expect(alone.json().error.message).toBe(TALLY_ONLY_MAXIMUM_MESSAGE.replace("{max}", String(tally.max)));
    // Named as the quantity's refusal, so the product page can answer it in spec/2 §5's words.
    expect(alone.json().error.fields).toEqual({ quantity: alone.json().error.message });
    expect((await add(shopper, [{ productId: tally.id, quantity: tally.max }])).statusCode).toBe(200);
    const more = await add(shopper, [{ productId: tally.id, quantity: 1 }]);
    expect(more.statusCode).toBe(409);
    expect(more.json().error.message).toBe(
      `Sorry you already have a quantity of ${tally.max} in your basket\na maximum of ${tally.max} is allowed for this product.`,
    );
    expect((await basketOf(shopper)).lines[0]!.quantity).toBe(tally.max);
  });

  it("never lets two tabs together pass a tally maximum", async () => {
    const shopper = await collectingShopper();
    const answers = await Promise.all([
      add(shopper, [{ productId: tally.id, quantity: tally.max }]),
      add(shopper, [{ productId: tally.id, quantity: tally.max }]),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await basketOf(shopper)).lines[0]!.quantity).toBe(tally.max);
  });

  it("refuses a line past 99999 with the spec's message", async () => {
    const shopper = await collectingShopper();
    await add(shopper, [{ productId: stocked[1]!.id, quantity: 99_999 }]);
    const response = await add(shopper, [{ productId: stocked[1]!.id, quantity: 1 }]);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(QUANTITY_OVER_MAXIMUM_MESSAGE);
  });

  it("answers 400 naming the field for a bad quantity, and 404 for a product that does not exist", async () => {
    const shopper = await collectingShopper();
    for (const quantity of [0, -1, 1.5, 100_000, "two"]) {
      const response = await shopper.send("POST", "/api/basket/items", {
        items: [{ productId: stocked[0]!.id, quantity }],
      });
      expect(response.statusCode, String(quantity)).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}).join()).toMatch(/quantity/);
    }
    const empty = await shopper.send("POST", "/api/basket/items", { items: [] });
    expect(empty.statusCode).toBe(400);
    const missing = await add(shopper, [{ productId: 2_000_000, quantity: 1 }]);
    expect(missing.statusCode).toBe(404);
    expect((await basketOf(shopper)).lines).toEqual([]);
  });

  it("is refused without the CSRF token", async () => {
    const shopper = await collectingShopper();
    const response = await app.inject({
      method: "POST",
      url: "/api/basket/items",
      payload: { items: [{ productId: stocked[0]!.id, quantity: 1 }] },
      headers: { cookie: shopper.cookie() },
    });
    expect(response.statusCode).toBe(403);
    expect((await basketOf(shopper)).lines).toEqual([]);
  });
});

describe("changing the basket", () => {
  it("sets a line's quantity and removes a line, re-pricing each time", async () => {
    const shopper = await collectingShopper();
    const { basket } = (
      await add(shopper, [
        { productId: stocked[0]!.id, quantity: 1 },
        { productId: stocked[1]!.id, quantity: 1 },
      ])
    ).json<AddToBasketReply>();
    const [first, second] = basket.lines;
    const changed = await shopper.send("PUT", `/api/basket/items/${first!.lineId}`, { quantity: 4 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Basket>().lines[0]).toMatchObject({
      quantity: 4,
      lineTotal: { exVat: first!.unitPrice.exVat * 4 },
    });
    const removed = await shopper.send("DELETE", `/api/basket/items/${second!.lineId}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Basket>().lines.map((line) => line.lineId)).toEqual([first!.lineId]);
    const emptied = await shopper.send("POST", "/api/basket/empty");
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json<Basket>()).toMatchObject({ lines: [], itemCount: 0, totals: { grandTotal: 0 } });
  });

  it("refuses a tally quantity past the maximum and a bad quantity, changing nothing", async () => {
    const shopper = await collectingShopper();
    const { basket } = (await add(shopper, [{ productId: tally.id, quantity: 1 }])).json<AddToBasketReply>();
    const line = basket.lines[0]!;
    const over = await shopper.send("PUT", `/api/basket/items/${line.lineId}`, { quantity: tally.max + 1 });
    expect(over.statusCode).toBe(409);
    const bad = await shopper.send("PUT", `/api/basket/items/${line.lineId}`, { quantity: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("quantity");
    expect((await basketOf(shopper)).lines[0]!.quantity).toBe(1);
  });

  it("answers 404 for another shopper's line, which stays as it was", async () => {
    const owner = await collectingShopper();
    const { basket } = (
      await add(owner, [{ productId: stocked[0]!.id, quantity: 2 }])
    ).json<AddToBasketReply>();
    const lineId = basket.lines[0]!.lineId;
    const other = await collectingShopper();
    await add(other, [{ productId: stocked[1]!.id, quantity: 1 }]);
    for (const response of [
      await other.send("PUT", `/api/basket/items/${lineId}`, { quantity: 9 }),
      await other.send("DELETE", `/api/basket/items/${lineId}`),
      await shopperOn(app).send("DELETE", `/api/basket/items/${lineId}`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    await other.send("POST", "/api/basket/empty");
    expect((await basketOf(owner)).lines).toMatchObject([{ lineId, quantity: 2 }]);
  });
});

describe("the basket and signing in", () => {
  const logIn = (shopper: TestShopper) =>
    shopper.send("POST", "/api/auth/login", { email: "shopper@example.co.uk", password: "BuildIt-2026!" });

  it("follows the shopper into their account, joining what the account held, and stays after logging out and in", async () => {
    const earlier = await collectingShopper();
    expect((await logIn(earlier)).statusCode).toBe(200);
    await earlier.send("POST", "/api/basket/empty");
    await add(earlier, [{ productId: stocked[0]!.id, quantity: 1 }]);
    await earlier.send("POST", "/api/auth/logout");

    const visitor = await collectingShopper();
    await add(visitor, [
      { productId: stocked[0]!.id, quantity: 2 },
      { productId: stocked[4]!.id, quantity: 1 },
    ]);
    expect((await logIn(visitor)).statusCode).toBe(200);
    const joined = await basketOf(visitor);
    expect(joined.lines.map((line) => [line.product.id, line.quantity])).toEqual([
      [stocked[0]!.id, 3],
      [stocked[4]!.id, 1],
    ]);

    await visitor.send("POST", "/api/auth/logout");
    expect((await basketOf(visitor)).lines).toEqual([]);
    await logIn(visitor);
    expect((await basketOf(visitor)).itemCount).toBe(4);
  });
});

describe("GET /api/products/{id}/essentials (spec/2 §2 upsell)", () => {
  it("offers the product's essential extras priced live at the branch, and unpriced before one is chosen", async () => {
    const [withExtras] = await app.database.rows<{
      id: number;
    }>(sql`select product_id as id from product_relations
      where kind = 'essential' group by product_id order by product_id limit 1`);
    const related = await app.database.rows<{ id: number; priceExVat: number }>(sql`select p.id,
        p.price_ex_vat as "priceExVat"
      from product_relations r join products p on p.id = r.related_id
      where r.product_id = ${withExtras!.id} and r.kind = 'essential' and p.active order by r.position, p.id`);
    const shopper = await collectingShopper();
    const answer = (await shopper.get(`/api/products/${withExtras!.id}/essentials`)).json<Essentials>();
    expect(answer.items.map((item) => item.product.id)).toEqual(related.map((row) => row.id));
    expect(answer.items[0]!.unitPrice?.exVat).toBe(branchPrice(related[0]!.priceExVat, percent));
    expect(typeof answer.items[0]!.inStock).toBe("boolean");
    const anonymous = (
      await app.inject({ url: `/api/products/${withExtras!.id}/essentials` })
    ).json<Essentials>();
    expect(anonymous.items[0]).toMatchObject({ unitPrice: null, inStock: null });
    expect((await app.inject({ url: "/api/products/2000000/essentials" })).statusCode).toBe(404);
  });
});

describe("POST /api/basket/exits (spec/1 §7 emptybasketrecordpopup)", () => {
  const exits = async () =>
    (await app.database.rows<{ count: number }>(sql`select count(*)::int as count from basket_exits`))[0]!
      .count;

  it("counts a shopper leaving the basket page with an empty basket, under the site's brand", async () => {
    const shopper = await collectingShopper();
    const before = await exits();
    const response = await shopper.send("POST", "/api/basket/exits");
    expect(response.statusCode).toBe(204);
    expect(await exits()).toBe(before + 1);
    const [latest] = await app.database.rows<{ brand: string }>(
      sql`select brand_code as brand from basket_exits order by id desc limit 1`,
    );
    expect(latest!.brand).toBe("BU");
  });

  it("counts nothing while the basket holds something", async () => {
    const shopper = await collectingShopper();
    await add(shopper, [{ productId: stocked[0]!.id, quantity: 1 }]);
    const before = await exits();
    expect((await shopper.send("POST", "/api/basket/exits")).statusCode).toBe(204);
    expect(await exits()).toBe(before);
  });
});

describe("GET /api/products/{id}/lengths (spec/2 §5 timber options)", () => {
  it("lists every length of a timber section, itself included, shortest first, priced at the branch", async () => {
    const [section] = await app.database.rows<{ stem: string; ids: number[] }>(sql`
      select regexp_replace(name, ' (x [0-9.]+m|Cut to Length)$', '') as stem, array_agg(id order by id) as ids
      from products where is_tally and active
      group by category_id, regexp_replace(name, ' (x [0-9.]+m|Cut to Length)$', '')
      having count(*) >= 2 order by count(*) desc, min(id) limit 1`);
    const shopper = await collectingShopper();
    const answer = (await shopper.get(`/api/products/${section!.ids.at(-1)}/lengths`)).json<PricedProducts>();
    expect(answer.items.map((item) => item.product.id).sort((a, b) => a - b)).toEqual(section!.ids);
    for (const item of answer.items) expect(item.product.name.startsWith(section!.stem)).toBe(true);
    const metres = answer.items
      .map((item) => item.length)
      .filter((length) => length?.endsWith("m"))
      .map((length) => Number.parseFloat(length!));
    expect(metres).toEqual([...metres].sort((a, b) => a - b));
    expect(answer.items.every((item) => item.unitPrice !== null)).toBe(true);
  });

  it("offers no lengths for a product not sold by length, and 404 for one that does not exist", async () => {
    const answer = (
      await app.inject({ url: `/api/products/${stocked[0]!.id}/lengths` })
    ).json<PricedProducts>();
    expect(answer).toEqual({ productId: stocked[0]!.id, items: [] });
    expect((await app.inject({ url: "/api/products/2000000/lengths" })).statusCode).toBe(404);
  });
});
