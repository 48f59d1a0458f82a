/**
 * spec/2 §3, §4: changing the branch or postcode with a full basket. The differences against the
 * new branch or postcode (DiffAgainstCollectionBranch, DiffAgainstDeliveryPostcode), and the change
 * itself, which a basket that would differ must confirm, applied with the basket's differences at once.
 */
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddToBasketReply, Basket, BasketDifferences, FulfilmentState } from "@merchant/contract";
import { BASKET_DIFFERS_MESSAGE, branchDifferenceLines } from "@merchant/domain/basket";
import { branchPrice } from "@merchant/domain/fulfilment";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { shopperOn, type TestShopper } from "../../../test/test-shopper.ts";

let app: FastifyInstance;
/** Branch `from` has `lost` on its shelf, `kept` too; branch `to` (another price list) can get `kept` but none of `lost`. */
let setting: {
  from: number;
  to: number;
  toName: string;
  fromPercent: number;
  toPercent: number;
  lost: number;
  kept: number;
  keptPrice: number;
};
/** Wick, in Caithness: outside every demo branch's delivery radius. */
const FAR_AWAY = "KW1 4YT";

beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
  const unobtainableAt = (branch: string) => sql`not p.direct_ship
    and not exists (select 1 from central_stock c where c.product_id = p.id and c.qty > 0)
    and not exists (select 1 from branch_stock s where s.product_id = p.id and s.qty > 0
      and s.branch_id in (${sql.raw(branch)}.id, coalesce(${sql.raw(branch)}.feeder_branch_id, 0)))`;
  const [found] = await app.database.rows<typeof setting>(sql`
    select a.id as "from", b.id as "to", b.name as "toName", a.price_percent as "fromPercent",
      b.price_percent as "toPercent", p.id as lost, k.id as kept, k.price_ex_vat as "keptPrice"
    from branches a
    join branches b on b.basket_ecommerce_active and b.price_percent <> a.price_percent
    join branch_stock sp on sp.branch_id = a.id and sp.qty >= 2
    join products p on p.id = sp.product_id and p.active and not p.is_tally
    join branch_stock sk on sk.branch_id = a.id and sk.qty >= 2
    join products k on k.id = sk.product_id and k.active and not k.is_tally and k.id <> p.id
    join branch_stock sb on sb.branch_id = b.id and sb.product_id = k.id and sb.qty >= 2
    where a.basket_ecommerce_active and ${unobtainableAt("b")}
      and not exists (select 1 from price_breaks pb where pb.product_id = k.id)
    order by a.id, b.id, p.id, k.id limit 1`);
  setting = found!;
});
afterAll(() => app.close());

async function basketAtFrom(): Promise<TestShopper> {
  const shopper = shopperOn(app);
  expect(
    (await shopper.send("PUT", "/api/fulfilment/collection-branch", { branchId: setting.from })).statusCode,
  ).toBe(200);
  const added = await shopper.send("POST", "/api/basket/items", {
    items: [
      { productId: setting.kept, quantity: 2 },
      { productId: setting.lost, quantity: 1 },
    ],
  });
  expect(added.statusCode, added.body).toBe(200);
  return shopper;
}

const differences = async (shopper: TestShopper, query: string) => {
  const response = await shopper.get(`/api/basket/differences?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BasketDifferences>();
};

describe("GET /api/basket/differences", () => {
  it("is fine against the branch the basket is priced at already", async () => {
    const shopper = await basketAtFrom();
    const answer = await differences(shopper, `branchId=${setting.from}`);
    expect(answer.fine).toBe(true);
    expect(answer.items.map((item) => item.diff)).toEqual([true, true]);
  });

  it("lists a price change and a product the new branch cannot get, in the spec's shape", async () => {
    const shopper = await basketAtFrom();
    const answer = await differences(shopper, `branchId=${setting.to}`);
    expect(answer.fine).toBe(false);
    expect(answer.target).toEqual({
      fulfilment: "collection",
      branch: { id: setting.to, name: setting.toName },
      postcode: null,
    });
    const [kept, lost] = answer.items;
    expect(lost).toMatchObject({ quantity: 1, diff: null });
    expect(kept!.diff).toEqual([
      expect.objectContaining({
        ID: setting.kept,
        newID: setting.kept,
        oldQuantity: 2,
        newQuantity: 2,
        oldPriceSaleExclusive: branchPrice(setting.keptPrice, setting.fromPercent),
        newPriceSaleExclusive: branchPrice(setting.keptPrice, setting.toPercent),
      }),
    ]);
    const texts = branchDifferenceLines(answer.items, {
      fulfilment: "collection",
      branchName: setting.toName,
    }).map((line) => line.kind);
    expect(texts).toEqual(["price-change", "not-available"]);
  });

  it("says nothing can be delivered to a postcode outside every delivery radius", async () => {
    const shopper = await basketAtFrom();
    const answer = await differences(shopper, `postcode=${encodeURIComponent(FAR_AWAY)}`);
    expect(answer.fine).toBe(false);
    expect(answer.target).toMatchObject({ fulfilment: "delivery", postcode: FAR_AWAY });
    for (const item of answer.items) expect(item.diff).toEqual([expect.objectContaining({ newID: null })]);
  });

  it("is fine for an empty basket, and refuses a query naming both or neither", async () => {
    expect((await differences(shopperOn(app), `branchId=${setting.to}`)).items).toEqual([]);
    const shopper = shopperOn(app);
    for (const query of ["", `branchId=${setting.to}&postcode=IP1`]) {
      const response = await shopper.get(`/api/basket/differences?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields).toHaveProperty("branchId");
    }
    expect((await shopper.get("/api/basket/differences?branchId=999999")).statusCode).toBe(404);
  });
});

describe("changing branch or postcode with a basket that would differ", () => {
  it("is refused (409) until confirmed, changing neither the branch nor the basket", async () => {
    const shopper = await basketAtFrom();
    const before = await shopper.get("/api/basket");
    const response = await shopper.send("PUT", "/api/fulfilment/collection-branch", { branchId: setting.to });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(BASKET_DIFFERS_MESSAGE);
    expect((await shopper.get("/api/fulfilment")).json<FulfilmentState>().collectionBranch?.id).toBe(
      setting.from,
    );
    expect((await shopper.get("/api/basket")).body).toBe(before.body);
  });

  it("once confirmed, moves the branch and applies the differences: the lost line goes, the rest is re-priced", async () => {
    const shopper = await basketAtFrom();
    const response = await shopper.send("PUT", "/api/fulfilment/collection-branch", {
      branchId: setting.to,
      confirmDifferences: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().state.collectionBranch.id).toBe(setting.to);
    const basket = (await shopper.get("/api/basket")).json<Basket>();
    expect(basket.branch?.id).toBe(setting.to);
    expect(basket.lines.map((line) => [line.product.id, line.quantity, line.unitPrice.exVat])).toEqual([
      [setting.kept, 2, branchPrice(setting.keptPrice, setting.toPercent)],
    ]);
  });

  it("needs no confirming when nothing would differ, and empties nothing", async () => {
    const shopper = shopperOn(app);
    await shopper.send("PUT", "/api/fulfilment/collection-branch", { branchId: setting.from });
    const { basket } = (
      await shopper.send("POST", "/api/basket/items", { items: [{ productId: setting.kept, quantity: 1 }] })
    ).json<AddToBasketReply>();
    const again = await shopper.send("PUT", "/api/fulfilment/collection-branch", { branchId: setting.from });
    expect(again.statusCode).toBe(200);
    expect((await shopper.get("/api/basket")).json<Basket>().lines).toEqual(basket.lines);
  });

  it("delivering out of range once confirmed keeps the basket, for the request to the nearest branch", async () => {
    const shopper = await basketAtFrom();
    const refused = await shopper.send("PUT", "/api/fulfilment/delivery-postcode", { postcode: FAR_AWAY });
    expect(refused.statusCode).toBe(409);
    const confirmed = await shopper.send("PUT", "/api/fulfilment/delivery-postcode", {
      postcode: FAR_AWAY,
      confirmDifferences: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().state).toMatchObject({ deliveryPostcode: FAR_AWAY, deliverable: false });
    expect((await shopper.get("/api/basket")).json<Basket>().lines.map((line) => line.quantity)).toEqual([
      2, 1,
    ]);
  });
});
