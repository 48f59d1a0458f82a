/**
 * spec/3 §4 Delivery slot, §7 sgsetdeliveryslotsession (selectedday, timeslot, vehicle; decision
 * 170): an operator picks one of their van's existing bookings 1 to 7 days ahead and the app's
 * session keeps it for the van's next delivery; the calendar then names it. Any other slot is the
 * spec's 'Please select a valid date from the drop down.', bad input a 400 naming the field with
 * nothing kept, another account's van a 404, staff 403, a visitor 401.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXISTING_SLOT_INVALID, londonCalendarDay } from "@merchant/domain/van";
import { buildTestApp } from "../../../test/build-test-app.ts";
import type { TestShopper } from "../../../test/test-shopper.ts";
import { vanOperatorsOn } from "../../../test/van-operators.ts";

let app: FastifyInstance;
let jo: TestShopper;
let joVan: number;
const inThreeDays = londonCalendarDay(Date.now() + 3 * 86_400_000);
const TIME = "10:00-12:00";

beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
  jo = await appUser();
  joVan = await vanIdOf("VN24BLD");
  const booked = await jo.send("POST", "/api/app/delivery-calendar/bookings", {
    date: inThreeDays,
    time: TIME,
    priority: "standard",
    type: "delivery",
  });
  expect(booked.statusCode, booked.body).toBe(200);
});
afterAll(() => app.close());

const { visitor, appUser, vanIdOf, stockOf } = vanOperatorsOn(() => app, "192.0.42");

const choose = (shopper: TestShopper, body: object) =>
  shopper.send("PUT", "/api/app/delivery-calendar/chosen-slot", body);
const chosenSlotOf = async (shopper: TestShopper) =>
  (await shopper.get(`/api/app/delivery-calendar?date=${inThreeDays}&priority=standard&type=delivery`)).json()
    .chosenSlot;

describe("PUT /api/app/delivery-calendar/chosen-slot (spec/3 §7 sgsetdeliveryslotsession)", () => {
  it("keeps the van's existing slot in the session, and the calendar names it", async () => {
    const operator = await appUser();
    expect(await chosenSlotOf(operator)).toBeNull();
    const response = await choose(operator, { date: inThreeDays, time: TIME, vanId: joVan });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: `Your van's next delivery goes in your slot on ${inThreeDays.split("-").reverse().join("/")} at ${TIME}.`,
      slot: { date: inThreeDays, time: TIME, vanId: joVan },
    });
    expect(await chosenSlotOf(operator)).toEqual({ date: inThreeDays, time: TIME });
  });

  it.each([
    ["date", { date: inThreeDays, time: "08:00-10:00" }, EXISTING_SLOT_INVALID],
    ["date", { date: londonCalendarDay(Date.now() + 9 * 86_400_000), time: TIME }, EXISTING_SLOT_INVALID],
    ["date", { date: "03/12/2026", time: TIME }, "Must be a date (YYYY-MM-DD)"],
    ["time", { date: inThreeDays, time: undefined }, "Is required"],
    ["vanId", { date: inThreeDays, time: TIME, vanId: "van" }, undefined],
  ])("is a 400 naming %s (%j), and keeps nothing", async (field, change, message) => {
    const operator = await appUser();
    const response = await choose(operator, { vanId: joVan, ...change });
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().error.fields[field]).toBe(message);
    else expect(response.json().error.fields).toHaveProperty(field);
    expect(await chosenSlotOf(operator)).toBeNull();
  });

  it("answers 404 for another account's van, 403 to staff and 401 to a visitor, keeping nothing", async () => {
    const operator = await appUser();
    const chrisVan = await vanIdOf("DL23HRP");
    const theirs = await choose(operator, { date: inThreeDays, time: TIME, vanId: chrisVan });
    expect(theirs.statusCode).toBe(404);
    expect(await chosenSlotOf(operator)).toBeNull();
    const staff = await appUser("staff@example.co.uk");
    expect((await choose(staff, { date: inThreeDays, time: TIME, vanId: joVan })).statusCode).toBe(403);
    expect((await choose(visitor(), { date: inThreeDays, time: TIME, vanId: joVan })).statusCode).toBe(401);
  });

  it("goes with the van's next order at checkout, which the session then forgets", async () => {
    const operator = await appUser();
    expect((await choose(operator, { date: inThreeDays, time: TIME, vanId: joVan })).statusCode).toBe(200);
    const product = (await stockOf(operator, joVan)).find(
      (held) => held.minStockLevel !== null && held.currentStockLevel > 0,
    );
    const added = await operator.send("POST", `/api/app/vans/${joVan}/basket/lines`, {
      type: "van",
      productId: product!.productId,
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    const placed = await operator.send("POST", `/api/app/vans/${joVan}/basket/checkout`);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().deliverySlot).toEqual({ date: inThreeDays, time: TIME });
    const [order] = await app.database.rows<{ requiredOn: string }>(
      sql`select required_on as "requiredOn" from branch_orders where order_number = ${placed.json().orderNumber}`,
    );
    expect(order).toEqual({ requiredOn: inThreeDays });
    expect(await chosenSlotOf(operator)).toBeNull();
  });

  it("stops naming the slot once its booking is cancelled", async () => {
    const operator = await appUser();
    expect((await choose(operator, { date: inThreeDays, time: TIME, vanId: joVan })).statusCode).toBe(200);
    const day = (
      await operator.get(`/api/app/delivery-calendar?date=${inThreeDays}&priority=standard&type=delivery`)
    ).json();
    const booking = day.slots.find((slot: { time: string }) => slot.time === TIME).yourBookingId;
    expect((await operator.send("DELETE", `/api/app/delivery-calendar/bookings/${booking}`)).statusCode).toBe(
      200,
    );
    expect(await chosenSlotOf(operator)).toBeNull();
  });
});
