/**
 * The checkout calendar's days (issue 12; spec/1 §3 DeliveryDate, §4, §9) as the checkout page
 * asks for them, and the check the order placement makes of a submitted date, on a clock the
 * tests fix: the shopper's delivering branch's weekdays from today plus its lead days, six weeks
 * ahead, bank holidays left out; a 409 for a shopper who is not having the basket delivered.
 */
import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BranchList, DeliveryDates, FulfilmentState } from "@merchant/contract";
import {
  DELIVERY_DATE_REQUIRED,
  DELIVERY_DATES_NEED_DELIVERY,
  calendarDateOf,
  isoWeekday,
} from "@merchant/domain/checkout";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { shopperOn, type TestShopper } from "../../../test/test-shopper.ts";
import { errorsPlugin } from "../../plugins/errors.ts";
import { sessionsPlugin } from "../../plugins/sessions.ts";
import { checkDeliveryDate, deliveryDatesFor } from "./index.ts";

const DATES = "/api/checkout/delivery-dates";
/** Monday 30 November 2026, mid-morning in London. */
const MONDAY = new Date("2026-11-30T10:00:00Z");
/** Wick, in Caithness: beyond every demo branch's delivery radius. */
const FAR_AWAY = "KW1 4YT";

let app: FastifyInstance;
let branches: BranchList["branches"];
/** Each branch's delivery days as the demo data made them, before any test changes them. */
let seededSchedules: Map<number, { weekdays: number[]; leadDays: number }>;
beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
  branches = (await app.inject({ url: "/api/branches" })).json<BranchList>().branches;
  const rows = await app.database.rows<{ id: number; weekdays: number[]; leadDays: number }>(
    sql`select id, delivery_weekdays as weekdays, delivery_lead_days as "leadDays" from branches`,
  );
  seededSchedules = new Map(rows.map(({ id, ...row }) => [id, row]));
});
afterAll(() => app.close());
beforeEach(() => deliveryDatesFor(app).useClock(() => MONDAY));

const sellingOnline = () => branches.find((branch) => branch.basketEcommerceActive)!;
let addresses = 0;
const aShopper = () => shopperOn(app, { remoteAddress: `10.12.0.${++addresses}` });

/** A shopper having the basket delivered to a branch's own postcode, and the branch that delivers there. */
async function delivering(): Promise<{ shopper: TestShopper; branch: { id: number; name: string } }> {
  const shopper = aShopper();
  const chosen = await shopper.send("PUT", "/api/fulfilment/delivery-postcode", {
    postcode: sellingOnline().postcode,
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const state = (await shopper.get("/api/fulfilment")).json<FulfilmentState>();
  expect(state).toMatchObject({ fulfilment: "delivery", deliverable: true });
  return { shopper, branch: { id: state.deliveryBranch!.id, name: state.deliveryBranch!.name } };
}

const schedule = (branchId: number, weekdays: number[], leadDays: number) =>
  app.database.rows(sql`update branches set delivery_weekdays = ${`{${weekdays.join(",")}}`}::integer[],
    delivery_lead_days = ${leadDays} where id = ${branchId}`);

const datesFor = async (shopper: TestShopper): Promise<DeliveryDates> => {
  const response = await shopper.get(DATES);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["cache-control"]).toBe("no-store");
  return response.json();
};

describe("GET /api/checkout/delivery-dates", () => {
  it("offers the delivering branch's weekdays from today plus its lead days, for six weeks, without bank holidays", async () => {
    const { shopper, branch } = await delivering();
    await schedule(branch.id, [1, 2, 3, 4, 5], 2);
    const reply = await datesFor(shopper);
    expect(reply.branch).toEqual(branch);
    expect(reply.first).toBe("2026-12-02");
    expect(reply.dates.slice(0, 6)).toEqual([
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-07",
      "2026-12-08",
      "2026-12-09",
    ]);
    // Christmas Day, Boxing Day's substitute and New Year's Day are not offered; the days between are.
    expect(reply.dates.filter((date) => date >= "2026-12-24" && date <= "2027-01-05")).toEqual([
      "2026-12-24",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-04",
      "2027-01-05",
    ]);
    // Six weeks from Monday 30 November.
    expect(reply.dates.at(-1)).toBe("2027-01-11");
  });

  it("offers only Saturdays from a branch whose van runs on Saturdays only", async () => {
    const { shopper, branch } = await delivering();
    await schedule(branch.id, [6], 1);
    const reply = await datesFor(shopper);
    // Saturday 26 December is Boxing Day.
    expect(reply.dates).toEqual(["2026-12-05", "2026-12-12", "2026-12-19", "2027-01-02", "2027-01-09"]);
    expect(reply.first).toBe("2026-12-05");
  });

  it("offers the days the demo data gives the branch, none before its lead time", async () => {
    const { shopper, branch } = await delivering();
    const seeded = seededSchedules.get(branch.id)!;
    await schedule(branch.id, seeded.weekdays, seeded.leadDays);
    const reply = await datesFor(shopper);
    expect(reply.dates.length).toBeGreaterThan(0);
    for (const date of reply.dates) expect(seeded.weekdays).toContain(isoWeekday(calendarDateOf(date)!));
    const earliest = new Date(Date.UTC(2026, 10, 30 + seeded.leadDays)).toISOString().slice(0, 10);
    expect(reply.first! >= earliest).toBe(true);
    // The demo branches do not all deliver alike.
    const kinds = new Set([...seededSchedules.values()].map((row) => `${row.weekdays}/${row.leadDays}`));
    expect(kinds.size).toBeGreaterThan(1);
  });

  it("counts today on the London calendar: 23:30 UTC on a summer Friday is already Saturday", async () => {
    const { shopper, branch } = await delivering();
    await schedule(branch.id, [1, 2, 3, 4, 5, 6], 0);
    deliveryDatesFor(app).useClock(() => new Date("2026-07-03T22:30:00Z"));
    expect((await datesFor(shopper)).first).toBe("2026-07-03");
    deliveryDatesFor(app).useClock(() => new Date("2026-07-03T23:30:00Z"));
    expect((await datesFor(shopper)).first).toBe("2026-07-04");
  });

  it("answers a branch with no delivery days with no dates", async () => {
    const { shopper, branch } = await delivering();
    await schedule(branch.id, [], 2);
    expect(await datesFor(shopper)).toEqual({ branch, dates: [], first: null });
  });

  it("answers a visitor who has chosen nothing with a 409 saying delivery comes first, and keeps no session for it", async () => {
    const response = await app.inject({ url: DATES });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: "conflict", message: DELIVERY_DATES_NEED_DELIVERY } });
    expect(response.cookies.some((cookie) => cookie.name === "sid")).toBe(false);
  });

  it("answers a shopper collecting from a branch with the same 409, even with a delivery postcode kept", async () => {
    const { shopper } = await delivering();
    const collecting = await shopper.send("PUT", "/api/fulfilment/collection-branch", {
      branchId: sellingOnline().id,
    });
    expect(collecting.statusCode, collecting.body).toBe(200);
    const response = await shopper.get(DATES);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      "Delivery dates are offered for delivery only. Please choose delivery and enter your postcode.",
    );
  });

  it("answers a postcode beyond every branch's delivery radius with a 409 naming it", async () => {
    const shopper = aShopper();
    const chosen = await shopper.send("PUT", "/api/fulfilment/delivery-postcode", { postcode: FAR_AWAY });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const response = await shopper.get(DATES);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: "conflict",
      message: "We cannot deliver to KW1 4YT. Please enter another postcode or choose click and collect.",
    });
  });
});

describe("checkDeliveryDate(request, date): the order placement's check of a submitted date", () => {
  /**
   * A route like the order placement's, on the shop's own database, sessions and error handling:
   * it answers the checked date, or the error the check threw, as the API would.
   */
  let placement: FastifyInstance;
  beforeAll(async () => {
    placement = Fastify();
    await placement.register(
      fp(
        async (instance) => {
          instance.decorate("config", app.config);
          instance.decorate("database", app.database);
        },
        { name: "app-context" },
      ),
    );
    await placement.register(errorsPlugin);
    await placement.register(sessionsPlugin);
    placement.post("/place", async (request) => {
      const { date, field } = request.body as { date?: unknown; field?: string };
      return checkDeliveryDate(request, date, field ? { field } : {});
    });
    await placement.ready();
  });
  afterAll(() => placement.close());

  const place = (shopper: TestShopper, body: object) =>
    placement.inject({ method: "POST", url: "/place", payload: body, headers: { cookie: shopper.cookie() } });

  it("accepts a date the calendar offers, as the order keeps it and the shopper reads it", async () => {
    const { shopper, branch } = await delivering();
    await schedule(branch.id, [1, 2, 3, 4, 5], 2);
    const response = await place(shopper, { date: "2026-12-02" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ date: "2026-12-02", formatted: "02/12/2026", branch });
  });

  it.each([
    ["no date", {}, DELIVERY_DATE_REQUIRED],
    ["an empty date", { date: "" }, DELIVERY_DATE_REQUIRED],
    ["a date as DD/MM/YYYY", { date: "02/12/2026" }, DELIVERY_DATE_REQUIRED],
    ["30 February", { date: "2027-02-30" }, DELIVERY_DATE_REQUIRED],
    ["a number", { date: 20261202 }, DELIVERY_DATE_REQUIRED],
    [
      "a day inside the lead time",
      { date: "2026-12-01" },
      "We cannot deliver on 01/12/2026. Please choose one of the delivery dates offered.",
    ],
    [
      "a Saturday",
      { date: "2026-12-05" },
      "We cannot deliver on 05/12/2026. Please choose one of the delivery dates offered.",
    ],
    [
      "Christmas Day",
      { date: "2026-12-25" },
      "We cannot deliver on 25/12/2026. Please choose one of the delivery dates offered.",
    ],
    [
      "a day past the six weeks",
      { date: "2027-01-12" },
      "We cannot deliver on 12/01/2027. Please choose one of the delivery dates offered.",
    ],
  ])("refuses %s with a 400 naming deliveryDate", async (_, body, message) => {
    const { shopper, branch } = await delivering();
    await schedule(branch.id, [1, 2, 3, 4, 5], 2);
    const response = await place(shopper, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: "bad_request",
      message,
      fields: { deliveryDate: message },
    });
  });

  it("names the field the caller's form uses when told (the checkout form's DeliveryDate)", async () => {
    const { shopper, branch } = await delivering();
    await schedule(branch.id, [1, 2, 3, 4, 5], 2);
    const response = await place(shopper, { date: "2026-12-06", field: "DeliveryDate" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(["DeliveryDate"]);
  });

  it("refuses a date offered yesterday once the clock has moved inside its lead time", async () => {
    const { shopper, branch } = await delivering();
    await schedule(branch.id, [1, 2, 3, 4, 5], 2);
    expect((await place(shopper, { date: "2026-12-02" })).statusCode).toBe(200);
    deliveryDatesFor(app).useClock(() => new Date("2026-12-01T08:00:00Z"));
    expect((await place(shopper, { date: "2026-12-02" })).statusCode).toBe(400);
    expect((await place(shopper, { date: "2026-12-03" })).statusCode).toBe(200);
  });

  it("answers a shopper who is collecting with the calendar's 409", async () => {
    const shopper = aShopper();
    await shopper.send("PUT", "/api/fulfilment/collection-branch", { branchId: sellingOnline().id });
    const response = await place(shopper, { date: "2026-12-02" });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(DELIVERY_DATES_NEED_DELIVERY);
  });
});
