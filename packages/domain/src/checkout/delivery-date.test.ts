import { describe, expect, it } from "vitest";
import { deliveryConfirmation, formatDeliveryDate } from "./delivery-date.ts";
import { DELIVERY_CONFIRMATION } from "./messages.ts";

describe("spec/1 §9 — delivery dates read DD/MM/YYYY", () => {
  it("formats a calendar date with leading zeros", () => {
    expect(formatDeliveryDate({ year: 2026, month: 3, day: 7 })).toBe("07/03/2026");
    expect(formatDeliveryDate({ year: 2026, month: 12, day: 31 })).toBe("31/12/2026");
  });

  it("formats an ISO date as written", () => {
    expect(formatDeliveryDate("2026-11-21")).toBe("21/11/2026");
    expect(formatDeliveryDate(" 2026-01-01 ")).toBe("01/01/2026");
  });

  it("takes a time without an offset as London wall-clock time", () => {
    expect(formatDeliveryDate("2026-06-30T23:30:00")).toBe("30/06/2026");
    expect(formatDeliveryDate("2026-06-30 08:00")).toBe("30/06/2026");
  });

  it("moves an instant onto the London calendar (summer time)", () => {
    expect(formatDeliveryDate("2026-06-30T22:59:59Z")).toBe("30/06/2026");
    expect(formatDeliveryDate("2026-06-30T23:00:00Z")).toBe("01/07/2026");
    expect(formatDeliveryDate("2026-07-01T00:30:00+01:00")).toBe("01/07/2026");
  });

  it("moves an instant onto the London calendar (winter time, other offsets)", () => {
    expect(formatDeliveryDate("2026-12-31T23:30:00Z")).toBe("31/12/2026");
    expect(formatDeliveryDate("2026-12-31T20:00:00-0500")).toBe("01/01/2027");
    expect(formatDeliveryDate("2026-11-21T00:30:00.123+02:00")).toBe("20/11/2026");
  });

  it("knows leap years", () => {
    expect(formatDeliveryDate({ year: 2028, month: 2, day: 29 })).toBe("29/02/2028");
    expect(formatDeliveryDate({ year: 2000, month: 2, day: 29 })).toBe("29/02/2000");
    expect(formatDeliveryDate({ year: 2026, month: 2, day: 29 })).toBeNull();
    expect(formatDeliveryDate({ year: 2100, month: 2, day: 29 })).toBeNull();
    expect(formatDeliveryDate("2026-02-29")).toBeNull();
  });

  it.each([
    { year: 2026, month: 0, day: 1 },
    { year: 2026, month: 13, day: 1 },
    { year: 2026, month: 4, day: 31 },
    { year: 2026, month: 4, day: 0 },
    { year: 2026.5, month: 4, day: 1 },
    { year: Number.NaN, month: 4, day: 1 },
    { year: 0, month: 4, day: 1 },
    { year: 10000, month: 4, day: 1 },
  ])("refuses the calendar date %j", (date) => {
    expect(formatDeliveryDate(date)).toBeNull();
  });

  it.each(["", "  ", "21/11/2026", "2026-1-5", "tomorrow", "2026-11-21T24:00", "2026-11-21T10:60", "2026-11-21T10:00:60", "2026-11-21T10:00+24:00", "2026-11-21T10:00+01:60", "2026-11-21Z"])(
    "refuses the string %j",
    (junk) => {
      expect(formatDeliveryDate(junk)).toBeNull();
    },
  );
});

describe("spec/1 §9 — the delivery confirmation sentence", () => {
  it("names the date", () => {
    expect(deliveryConfirmation("2026-11-21")).toBe("Your order will be delivered on 21/11/2026");
    expect(DELIVERY_CONFIRMATION).toBe("Your order will be delivered on {date}");
  });
  it("says nothing for a date that is not real", () => {
    expect(deliveryConfirmation({ year: 2026, month: 2, day: 30 })).toBeNull();
  });
});
