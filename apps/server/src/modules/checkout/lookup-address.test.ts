/**
 * A delivery address given in spec/1 §3's lookup mode (LookupStatus "lookup": a house number or
 * name, LookupNumber, at a postcode, LookupPostcode; decision 123): the order takes the lines the
 * page found and filled, or, sent without them, finds the address itself from the house and
 * postcode through the address lookup; the domain's words refuse a missing house or postcode, and
 * a house that is not one address at the postcode is refused naming LookupNumber. Nothing is
 * placed or taken when it is refused.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Basket, BranchList, DeliveryDates, FulfilmentState } from "@merchant/contract";
import { addressesMatchingHouse } from "@merchant/domain/address";
import {
  HOUSE_MATCHES_SEVERAL,
  HOUSE_NOT_FOUND,
  HOUSE_NUMBER_REQUIRED,
  LOOKUP_POSTCODE_UNKNOWN,
  POSTCODE_REQUIRED,
  TOWN_REQUIRED,
} from "@merchant/domain/checkout";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { orderBody } from "../../../test/checkout-shoppers.ts";
import { shopperOn, type TestShopper } from "../../../test/test-shopper.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
});
afterAll(() => app.close());

type Unit = { line1: string; line2: string; city: string; county: string; postcode: string };

let shoppers = 0;

/**
 * A visitor having one product delivered to a selling branch's postcode (its trading estate's
 * units are that postcode's addresses), with the first day the calendar offers and those units.
 */
async function delivering(): Promise<{
  shopper: TestShopper;
  basket: Basket;
  date: string;
  postcode: string;
  units: Unit[];
  stock: () => Promise<number>;
}> {
  const shopper = shopperOn(app, { remoteAddress: `10.13.0.${++shoppers}` });
  const { branches } = (await app.inject({ url: "/api/branches" })).json<BranchList>();
  const { postcode } = branches.find((branch) => branch.basketEcommerceActive)!;
  const chosen = await shopper.send("PUT", "/api/fulfilment/delivery-postcode", { postcode });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const state = (await shopper.get("/api/fulfilment")).json<FulfilmentState>();
  expect(state).toMatchObject({ fulfilment: "delivery", deliverable: true });
  const branchId = state.deliveryBranch!.id;
  const [product] = await app.database.rows<{ id: number }>(sql`select s.product_id as id from branch_stock s
    join products p on p.id = s.product_id and p.active and not p.is_tally
    where s.branch_id = ${branchId} and s.qty > 20 order by s.product_id limit 1`);
  const added = await shopper.send("POST", "/api/basket/items", {
    items: [{ productId: product!.id, quantity: 1 }],
  });
  expect(added.statusCode, added.body).toBe(200);
  const basket = (await shopper.get("/api/basket")).json<Basket>();
  expect(basket.totals.delivery).not.toBeNull();
  const dates = (await shopper.get("/api/checkout/delivery-dates")).json<DeliveryDates>();
  const units = await app.database.rows<Unit>(sql`select line1, line2, city, county, postcode
    from postcode_addresses where postcode = ${postcode} order by id`);
  const stock = async () =>
    (
      await app.database.rows<{ qty: number }>(
        sql`select qty from branch_stock where branch_id = ${branchId} and product_id = ${product!.id}`,
      )
    )[0]!.qty;
  return { shopper, basket, date: dates.first!, postcode, units, stock };
}

const ordersWithKey = async (key: string) =>
  (
    await app.database.rows<{ n: number }>(
      sql`select count(*)::int as n from orders where idempotency_key = ${key}`,
    )
  )[0]!.n;

/** "Unit 7, Riverside Estate" is found by "Unit 7", or by its whole line where two estates share the postcode. */
function houseOf(unit: Unit, units: Unit[]): string {
  const short = unit.line1.split(",")[0]!;
  return addressesMatchingHouse(short, units).length === 1 ? short : unit.line1;
}

describe("POST /api/checkout/orders with the delivery address in lookup mode (spec/1 §3, §5)", () => {
  it("finds the address itself from the house and postcode when the page sent no lines", async () => {
    const { shopper, basket, date, postcode, units } = await delivering();
    const unit = units.at(-1)!;
    const body = orderBody(basket, {
      LookupStatus: "lookup",
      Delivery: {
        LookupNumber: houseOf(unit, units).toLowerCase(),
        LookupPostcode: postcode.replace(" ", ""),
      },
      DeliveryDate: date,
    });
    const placed = await shopper.send("POST", "/api/checkout/orders", body);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order).toMatchObject({
      fulfilment: "delivery",
      deliveryDate: date,
      deliveryAddress: {
        line1: unit.line1,
        line2: unit.line2,
        city: unit.city,
        county: unit.county,
        postcode,
      },
    });
  });

  it("takes the lines the page found and filled, with the house and postcode it found them by", async () => {
    const { shopper, basket, date, postcode, units } = await delivering();
    const unit = units[0]!;
    const placed = await shopper.send(
      "POST",
      "/api/checkout/orders",
      orderBody(basket, {
        LookupStatus: "lookup",
        Delivery: {
          Address1: unit.line1,
          Address2: unit.line2,
          Town: unit.city,
          County: unit.county,
          PostCode: postcode,
          LookupNumber: houseOf(unit, units),
          LookupPostcode: postcode,
          LookupFetch: "a1",
        },
        DeliveryDate: date,
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.deliveryAddress).toEqual({
      line1: unit.line1,
      line2: unit.line2,
      city: unit.city,
      county: unit.county,
      postcode,
    });
  });

  it("refuses lookup mode without the house or a postcode of 6 characters, in the domain's words, placing nothing", async () => {
    const { shopper, basket, date, stock } = await delivering();
    const before = await stock();
    for (const [Delivery, fields] of [
      [{}, { LookupNumber: HOUSE_NUMBER_REQUIRED, LookupPostcode: POSTCODE_REQUIRED }],
      [{ LookupNumber: "  ", LookupPostcode: "IP4 2BX" }, { LookupNumber: HOUSE_NUMBER_REQUIRED }],
      [{ LookupNumber: "Unit 1", LookupPostcode: "IP4" }, { LookupPostcode: POSTCODE_REQUIRED }],
    ] as const) {
      const body = orderBody(basket, { LookupStatus: "lookup", Delivery, DeliveryDate: date });
      const refused = await shopper.send("POST", "/api/checkout/orders", body);
      expect(refused.statusCode, JSON.stringify(Delivery)).toBe(400);
      expect(refused.json().error.fields).toEqual(fields);
      expect(await ordersWithKey(body.idempotencyKey)).toBe(0);
    }
    expect(await stock()).toBe(before);
  });

  it("refuses a house that is no address, or several, at the postcode naming LookupNumber, and a postcode not known naming LookupPostcode", async () => {
    const { shopper, basket, date, postcode, stock } = await delivering();
    const before = await stock();
    for (const [LookupNumber, LookupPostcode, fields] of [
      ["Nowhere Mansions 9999", postcode, { LookupNumber: HOUSE_NOT_FOUND }],
      ["Unit", postcode, { LookupNumber: HOUSE_MATCHES_SEVERAL }],
      ["14", "IP1 9ZZ", { LookupPostcode: LOOKUP_POSTCODE_UNKNOWN }],
    ] as const) {
      const body = orderBody(basket, {
        LookupStatus: "lookup",
        Delivery: { LookupNumber, LookupPostcode },
        DeliveryDate: date,
      });
      const refused = await shopper.send("POST", "/api/checkout/orders", body);
      expect(refused.statusCode, LookupNumber).toBe(400);
      expect(refused.json().error.fields).toEqual(fields);
      expect(await ordersWithKey(body.idempotencyKey)).toBe(0);
    }
    expect(await stock()).toBe(before);
    expect((await shopper.get("/api/basket")).json().lines).toHaveLength(1);
  });

  it("refuses lines the page filled that are not a whole address, under their fields", async () => {
    const { shopper, basket, date, postcode, units } = await delivering();
    const body = orderBody(basket, {
      LookupStatus: "lookup",
      Delivery: {
        Address1: units[0]!.line1,
        PostCode: postcode,
        LookupNumber: "1",
        LookupPostcode: postcode,
      },
      DeliveryDate: date,
    });
    const refused = await shopper.send("POST", "/api/checkout/orders", body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ Town: TOWN_REQUIRED });
    expect(await ordersWithKey(body.idempotencyKey)).toBe(0);
  });
});
