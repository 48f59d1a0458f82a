/**
 * The van app's orders, order history and delivery calendar (issue 18; spec/3 §4, §5, §7, §8):
 * an operator sees the open orders of their accounts' vans, sets one to status 60 with a van
 * registration (choosing the vehicle when the order names another), a void order's collection is
 * emailed to the home branch; the history filters and searches; slots are booked and released,
 * and two bookings of the last place make one. Another account's order or booking answers 404, a
 * visitor 401, staff 403; bad input is a 400 naming the field and writes nothing.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHOOSE_A_VAN_FIRST,
  DELIVERY_TIME_SLOTS,
  londonCalendarDay,
  ORDER_SEARCH_TERM_REQUIRED,
  SLOT_BOOKED,
  SLOT_WITHIN_24_HOURS,
} from "@merchant/domain/van";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { vanOperatorsOn } from "../../../test/van-operators.ts";
import {
  BOOKING_NOT_FOUND,
  CHOOSE_THE_VEHICLE,
  ORDER_NOT_FOUND,
  SLOT_FULL,
  SLOT_HELD_ALREADY,
} from "./service.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
});
afterAll(() => app.close());

const { visitor, appUser } = vanOperatorsOn(() => app, "192.0.31");

const count = async (table: "van_delivery_bookings" | "outbox_emails") =>
  (await app.database.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!
    .n;
const orderRow = async (orderNumber: string) =>
  (
    await app.database.rows<{ statusId: number; registration: string; vanId: number }>(
      sql`select status_id as "statusId", van_registration as registration, van_id as "vanId"
        from branch_orders where order_number = ${orderNumber}`,
    )
  )[0]!;

/** A London day this many days from today. */
const dayIn = (days: number) => londonCalendarDay(Date.now() + days * 86_400_000);

describe("GET /api/app/orders", () => {
  it("lists the open orders of the operator's vans with the filters' choices, none of another account", async () => {
    const jo = await appUser();
    const response = await jo.get("/api/app/orders");
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([
      "VO-100101",
      "VO-100102",
      "VO-100103",
    ]);
    expect(body.registrations).toEqual(["VN19 SPR", "VN24 BLD"]);
    expect(body.employees).toEqual(["E1001", "E1002"]);
    expect(body.orders[0]).toMatchObject({
      registration: "VN24 BLD",
      type: "van",
      ageInDays: 1,
      employeeId: "E1001",
    });
    expect(body.orders[0].lines).toHaveLength(2);
  });

  it("filters by the registration on the order, however it is typed, and by employee (spec/3 §2)", async () => {
    const jo = await appUser();
    const byRegistration = (await jo.get("/api/app/orders?registration=vn19spr")).json();
    expect(byRegistration.orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([
      "VO-100102",
    ]);
    const byEmployee = (await jo.get("/api/app/orders?employee=E1002")).json();
    expect(byEmployee.orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([
      "VO-100102",
      "VO-100103",
    ]);
  });

  it("answers a visitor 401 and staff 403", async () => {
    expect((await visitor().get("/api/app/orders")).statusCode).toBe(401);
    expect((await (await appUser("staff@example.co.uk")).get("/api/app/orders")).statusCode).toBe(403);
  });
});

describe("POST /api/app/orders/{orderNumber}/collected (spec/3 §4 Order status, §8)", () => {
  it("sets status 60 with the van's registration and the order leaves the list", async () => {
    const jo = await appUser();
    const response = await jo.send("POST", "/api/app/orders/VO-100101/collected", {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      orderNumber: "VO-100101",
      status: "Goods collected",
      registration: "VN24 BLD",
      message:
        "The status of order VO-100101 has been set to Goods collected. This order has been removed from your van stock order list.",
      branchEmail: null,
    });
    expect((await orderRow("VO-100101")).statusId).toBe(60);
    const list = (await jo.get("/api/app/orders")).json();
    expect(list.orders.map((order: { orderNumber: string }) => order.orderNumber)).not.toContain("VO-100101");
    // Collected once: a second time it is no open order of theirs.
    expect((await jo.send("POST", "/api/app/orders/VO-100101/collected", {})).statusCode).toBe(404);
  });

  it("asks which vehicle receives the items when the order names another: a 400 naming choice, nothing written", async () => {
    const jo = await appUser();
    const response = await jo.send("POST", "/api/app/orders/VO-100102/collected", {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ choice: CHOOSE_THE_VEHICLE });
    expect((await orderRow("VO-100102")).statusId).toBe(50);
  });

  it("changes the registration on the order to the current van when the operator chooses it", async () => {
    const jo = await appUser();
    const before = await orderRow("VO-100102");
    const response = await jo.send("POST", "/api/app/orders/VO-100102/collected", { choice: "current" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().registration).toBe("VN24 BLD");
    const after = await orderRow("VO-100102");
    expect(after).toMatchObject({ statusId: 60, registration: "VN24 BLD" });
    expect(after.vanId).not.toBe(before.vanId);
  });

  it("emails the home branch when a void order is collected, keeping the order's registration", async () => {
    const jo = await appUser();
    const outboxBefore = await count("outbox_emails");
    const response = await jo.send("POST", "/api/app/orders/VO-100103/collected", { choice: "order" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ registration: "VN24 BLD", branchEmail: "queued" });
    expect(await count("outbox_emails")).toBe(outboxBefore + 1);
    const [email] = await app.database.rows<{ subject: string }>(
      sql`select subject from outbox_emails where kind = 'void-order-collected'`,
    );
    expect(email!.subject).toBe("Void order VO-100103 has been collected");
  });

  it("says the email failed when it cannot be queued to the home branch's address, the status set all the same", async () => {
    const chris = await appUser("van2@example.co.uk");
    await app.database.rows(
      sql`update branch_orders set van_order_type = 'void' where order_number = 'VO-200101'`,
    );
    await app.database
      .rows(sql`update branches set email = 'not an address' where id in (select branch_id from trade_account_branches
      tab join trade_accounts ta on ta.id = tab.account_id where ta.acc_number = 'DAL1001')`);
    const response = await chris.send("POST", "/api/app/orders/VO-200101/collected", {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().branchEmail).toBe("failed");
    expect((await orderRow("VO-200101")).statusId).toBe(60);
  });

  it("answers another account's order 404, a bad choice 400 and a visitor 401, writing nothing", async () => {
    const chris = await appUser("van2@example.co.uk");
    const response = await chris.send("POST", "/api/app/orders/VO-100104/collected", {});
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(ORDER_NOT_FOUND);
    const jo = await appUser();
    const bad = await jo.send("POST", "/api/app/orders/VO-100102/collected", { choice: "both" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(["choice"]);
    expect((await visitor().send("POST", "/api/app/orders/VO-100102/collected", {})).statusCode).toBe(401);
  });
});

describe("GET /api/app/order-history (spec/3 §2, §5)", () => {
  it("lists van and void orders, filtered by type and by age in days", async () => {
    const jo = await appUser();
    const numbers = async (query: string) =>
      ((await jo.get(`/api/app/order-history${query}`)).json().orders as { orderNumber: string }[]).map(
        (order) => order.orderNumber,
      );
    expect(await numbers("")).toEqual(expect.arrayContaining(["VO-100104", "VO-100103"]));
    expect(await numbers("?type=void")).toEqual(["VO-100103", "VO-100104"]);
    expect(await numbers("?type=void&days=10")).toEqual(["VO-100103"]);
    expect(await numbers("?q=100104")).toEqual(["VO-100104"]);
    expect(await numbers("?q=zzzz")).toEqual([]);
  });

  it("refuses an empty search term with the spec's words, and a bad filter naming it", async () => {
    const jo = await appUser();
    const empty = await jo.get("/api/app/order-history?q=%20%20");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ q: ORDER_SEARCH_TERM_REQUIRED });
    const days = await jo.get("/api/app/order-history?days=0");
    expect(days.statusCode).toBe(400);
    expect(Object.keys(days.json().error.fields)).toEqual(["days"]);
    expect((await visitor().get("/api/app/order-history")).statusCode).toBe(401);
  });
});

describe("the delivery calendar (spec/3 §4 Delivery slot, §7, §8)", () => {
  const single = DELIVERY_TIME_SLOTS.find((slot) => slot.places === 1)!;
  const many = DELIVERY_TIME_SLOTS.find((slot) => slot.places > 1)!;
  const booking = (date: string, time: string) => ({ date, time, priority: "standard", type: "delivery" });

  it("shows a day's slots, books one with the spec's words, shows who reserved it and when, and cancels", async () => {
    const jo = await appUser();
    const chris = await appUser("van2@example.co.uk");
    const date = dayIn(5);
    const day = (
      await jo.get(`/api/app/delivery-calendar?date=${date}&priority=standard&type=delivery`)
    ).json();
    expect(day.slots.map((slot: { time: string }) => slot.time)).toEqual(
      DELIVERY_TIME_SLOTS.map((slot) => slot.time),
    );
    expect(day.slots[0]).toMatchObject({
      free: DELIVERY_TIME_SLOTS[0]!.places,
      warning: null,
      reservations: [],
    });

    const booked = await jo.send("POST", "/api/app/delivery-calendar/bookings", booking(date, many.time));
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({ message: SLOT_BOOKED, warning: null });
    const slot = booked.json().day.slots.find((s: { time: string }) => s.time === many.time);
    expect(slot.free).toBe(many.places - 1);
    expect(slot.reservations[0]).toMatch(/^Slot reserved by you on \d\d\/\d\d\/\d{4}\.$/);

    const seen = (
      await chris.get(`/api/app/delivery-calendar?date=${date}&priority=standard&type=delivery`)
    ).json();
    const seenSlot = seen.slots.find((s: { time: string }) => s.time === many.time);
    expect(seenSlot.reservations[0]).toMatch(/^Slot reserved by customer FLE1001 on \d\d\/\d\d\/\d{4}\.$/);
    expect(seenSlot.yourBookingId).toBeNull();

    // Chris cannot release Jo's booking; Jo can.
    const refused = await chris.send("DELETE", `/api/app/delivery-calendar/bookings/${slot.yourBookingId}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(BOOKING_NOT_FOUND);
    const cancelled = await jo.send("DELETE", `/api/app/delivery-calendar/bookings/${slot.yourBookingId}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().day.slots.find((s: { time: string }) => s.time === many.time).free).toBe(
      many.places,
    );
  });

  it("warns of a slot within 24 hours, and offers the van's bookings 1 to 7 days ahead", async () => {
    const jo = await appUser();
    const tomorrow = dayIn(1);
    const booked = await jo.send(
      "POST",
      "/api/app/delivery-calendar/bookings",
      booking(tomorrow, "08:00-10:00"),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const later = (
      await jo.get(`/api/app/delivery-calendar?date=${dayIn(20)}&priority=urgent&type=collection`)
    ).json();
    expect(later.existingSlots).toContainEqual({ date: tomorrow, time: "08:00-10:00" });
    const warned = (
      await jo.get(`/api/app/delivery-calendar?date=${dayIn(0)}&priority=standard&type=delivery`)
    ).json();
    expect(warned.slots.at(-1).warning).toBe(SLOT_WITHIN_24_HOURS);
  });

  it("gives two operators booking the last place at once one booking: one 200 and one clear 409", async () => {
    const [jo, chris] = await Promise.all([appUser(), appUser("van2@example.co.uk")]);
    const date = dayIn(6);
    const before = await count("van_delivery_bookings");
    const answers = await Promise.all([
      jo.send("POST", "/api/app/delivery-calendar/bookings", booking(date, single.time)),
      chris.send("POST", "/api/app/delivery-calendar/bookings", booking(date, single.time)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error.message).toBe(SLOT_FULL);
    expect(await count("van_delivery_bookings")).toBe(before + 1);
  });

  it("refuses the same van booking a slot twice with a 409", async () => {
    const jo = await appUser();
    const date = dayIn(9);
    expect(
      (await jo.send("POST", "/api/app/delivery-calendar/bookings", booking(date, many.time))).statusCode,
    ).toBe(200);
    const again = await jo.send("POST", "/api/app/delivery-calendar/bookings", booking(date, many.time));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(SLOT_HELD_ALREADY);
  });

  it("answers bad input 400 naming the field with nothing written, and a visitor 401", async () => {
    const jo = await appUser();
    const before = await count("van_delivery_bookings");
    for (const [body, field] of [
      [booking("2026-02-30", many.time), "date"],
      [booking(dayIn(3), "07:00-08:00"), "time"],
      [{ ...booking(dayIn(3), many.time), priority: "whenever" }, "priority"],
      [{ ...booking(dayIn(3), many.time), type: "post" }, "type"],
      [booking(dayIn(-2), many.time), "date"],
    ] as const) {
      const response = await jo.send("POST", "/api/app/delivery-calendar/bookings", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
    expect(
      (await jo.get("/api/app/delivery-calendar?date=tomorrow&priority=standard&type=delivery")).statusCode,
    ).toBe(400);
    expect(await count("van_delivery_bookings")).toBe(before);
    expect(
      (await visitor().get(`/api/app/delivery-calendar?date=${dayIn(2)}&priority=standard&type=delivery`))
        .statusCode,
    ).toBe(401);
  });
});

describe("an operator in no van", () => {
  it("is asked to choose their van before collecting or booking, and nothing is written", async () => {
    const chris = await appUser("van2@example.co.uk");
    await app.database.rows(sql`update vans set operator_user_id = null where registration_key = 'DL23HRP'`);
    const before = await count("van_delivery_bookings");
    const collected = await chris.send("POST", "/api/app/orders/VO-200101/collected", {});
    expect(collected.statusCode).toBe(409);
    expect(collected.json().error.message).toBe(CHOOSE_A_VAN_FIRST);
    const booked = await chris.send("POST", "/api/app/delivery-calendar/bookings", {
      date: dayIn(4),
      time: DELIVERY_TIME_SLOTS[0]!.time,
      priority: "standard",
      type: "delivery",
    });
    expect(booked.statusCode).toBe(409);
    expect(await count("van_delivery_bookings")).toBe(before);
  });
});
