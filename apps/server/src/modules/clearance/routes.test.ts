/**
 * Clearance as the clearance page, the product page's clearance tab and the add call use it
 * (spec/1 §2, §5, §8), over the demo data's clearance items.
 */
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Basket, ClearanceList } from "@merchant/contract";
import {
  NO_FULFILMENT_REASON,
  NO_QUANTITY_REASON,
  NOT_ADDED_MESSAGE,
  NOT_IN_SYSTEM_REASON,
  OTHER_BRANCH_REASON,
} from "@merchant/domain/clearance";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { shopperOn, type TestShopper } from "../../../test/test-shopper.ts";

let app: FastifyInstance;
/** A branch with at least two clearance items, one of them with 2 or more available; and another branch's item. */
let branchId: number;
let item: { id: number; productId: number; qty: number; priceExVat: number };
let otherBranchItem: number;

beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
  [item] = (await app.database
    .rows(sql`select c.id, c.product_id as "productId", c.qty, c.price_ex_vat as "priceExVat",
      c.branch_id as "branchId"
    from clearance_items c join branches b on b.id = c.branch_id and b.basket_ecommerce_active
    where c.qty >= 2 order by c.id limit 1`)) as [typeof item & { branchId: number }];
  branchId = (item as typeof item & { branchId: number }).branchId;
  const [other] = await app.database.rows<{ id: number }>(
    sql`select id from clearance_items where branch_id <> ${branchId} order by id limit 1`,
  );
  otherBranchItem = other!.id;
});
afterAll(() => app.close());

async function collecting(at = branchId): Promise<TestShopper> {
  const shopper = shopperOn(app);
  expect((await shopper.send("PUT", "/api/fulfilment/collection-branch", { branchId: at })).statusCode).toBe(
    200,
  );
  return shopper;
}

const addClearance = (shopper: TestShopper, clearanceId: number, quantity: number) =>
  shopper.send("POST", "/api/basket/clearance", { clearanceId, quantity });

const report = (reason: string) => `${NOT_ADDED_MESSAGE}\n${reason}`;

describe("GET /api/clearance", () => {
  it("lists the collection branch's items at their clearance price beside the branch's usual one", async () => {
    const shopper = await collecting();
    const response = await shopper.get("/api/clearance");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const list = response.json<ClearanceList>();
    expect(list.branch?.id).toBe(branchId);
    expect(list.items.length).toBeGreaterThan(0);
    const listed = list.items.find((entry) => entry.id === item.id)!;
    expect(listed).toMatchObject({ available: item.qty, price: { exVat: item.priceExVat } });
    expect(listed.price.exVat).toBeLessThan(listed.wasPrice.exVat);
    expect(listed.note).not.toBe("");
  });

  it("is empty, without a branch, until the shopper chooses one to collect from", async () => {
    expect((await app.inject({ url: "/api/clearance" })).json()).toEqual({ branch: null, items: [] });
  });

  it("gives one product's clearance for the product page, and 404 for a product that does not exist", async () => {
    const shopper = await collecting();
    const list = (await shopper.get(`/api/products/${item.productId}/clearance`)).json<ClearanceList>();
    expect(list.items.map((entry) => entry.id)).toEqual([item.id]);
    expect((await shopper.get("/api/products/2000000/clearance")).statusCode).toBe(404);
  });
});

describe("POST /api/basket/clearance (spec/1 §5, §8)", () => {
  it("adds the item at its clearance price and sends the shopper to the basket", async () => {
    const shopper = await collecting();
    const response = await addClearance(shopper, item.id, 1);
    expect(response.statusCode, response.body).toBe(200);
    const { basket, redirectTo } = response.json<{ basket: Basket; redirectTo: string }>();
    expect(redirectTo).toBe("/basket");
    expect(basket.lines).toMatchObject([
      {
        product: { id: item.productId },
        quantity: 1,
        clearance: true,
        unitPrice: { exVat: item.priceExVat },
      },
    ]);
  });

  it("answers 'Quantity Issue' naming quantity for more than the branch has", async () => {
    const shopper = await collecting();
    const response = await addClearance(shopper, item.id, item.qty + 1);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields.quantity).toBe(`We only have ${item.qty} of that item available!`);
  });

  it("refuses more than the branch has once the basket holds some, and leaves the basket as it was", async () => {
    const shopper = await collecting();
    expect((await addClearance(shopper, item.id, item.qty)).statusCode).toBe(200);
    const response = await addClearance(shopper, item.id, 1);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(report(NO_QUANTITY_REASON));
    expect((await shopper.get("/api/basket")).json<Basket>().lines[0]!.quantity).toBe(item.qty);
  });

  it("words each refusal as the Basket Report does: unknown item, delivering, no branch, another branch", async () => {
    const collectingHere = await collecting();
    const unknown = await addClearance(collectingHere, 2_000_000, 1);
    expect(unknown.json().error.message).toBe(report(NOT_IN_SYSTEM_REASON));
    const other = await addClearance(collectingHere, otherBranchItem, 1);
    expect(other.json().error.message).toBe(report(OTHER_BRANCH_REASON));

    const nowhere = shopperOn(app);
    expect((await addClearance(nowhere, item.id, 1)).json().error.message).toBe(report(NO_FULFILMENT_REASON));

    const delivering = shopperOn(app);
    await delivering.send("PUT", "/api/fulfilment/delivery-postcode", { postcode: "IP1 1AA" });
    expect((await addClearance(delivering, item.id, 1)).json().error.message).toBe(
      report(NO_FULFILMENT_REASON),
    );
    await delivering.send("PUT", "/api/fulfilment/collection-branch", { branchId, setFulfilment: false });
    expect((await addClearance(delivering, item.id, 1)).json().error.message).toBe(
      report(NO_FULFILMENT_REASON),
    );
  });

  it("answers 400 naming the field for a bad quantity, and holds a basket line to the item on a quantity change", async () => {
    const shopper = await collecting();
    const bad = await shopper.send("POST", "/api/basket/clearance", { clearanceId: item.id, quantity: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("quantity");
    const { basket } = (await addClearance(shopper, item.id, 1)).json<{ basket: Basket }>();
    const change = await shopper.send("PUT", `/api/basket/items/${basket.lines[0]!.lineId}`, {
      quantity: item.qty + 1,
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().error.fields.quantity).toBe(`We only have ${item.qty} of that item available!`);
  });
});
