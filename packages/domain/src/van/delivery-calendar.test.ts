import { describe, expect, it } from "vitest";
import {
  daysAhead,
  DELIVERY_TIME_SLOTS,
  deliveryTimeSlot,
  isCalendarDay,
  londonCalendarDay,
  slotStartMs,
} from "./delivery-calendar.ts";
import { isWithin24Hours } from "./delivery-slots.ts";

const eightOClock = deliveryTimeSlot("08:00-10:00")!;

describe("spec/3 §3 Delivery slot — a day's time slots and their places (decision 160)", () => {
  it("has time slots each taking at least one van, and one with a single place", () => {
    expect(DELIVERY_TIME_SLOTS.every((slot) => slot.places >= 1)).toBe(true);
    expect(DELIVERY_TIME_SLOTS.some((slot) => slot.places === 1)).toBe(true);
    expect(deliveryTimeSlot("07:00-08:00")).toBeUndefined();
  });
  it("reads only real days written YYYY-MM-DD", () => {
    expect(isCalendarDay("2026-12-01")).toBe(true);
    expect(isCalendarDay("2026-02-30")).toBe(false);
    expect(isCalendarDay("01/12/2026")).toBe(false);
  });
});

describe("spec/3 §4 Delivery slot — the 24-hour warning counts from the slot's London start", () => {
  it("starts a slot at London wall time in summer (BST) and winter (GMT)", () => {
    expect(new Date(slotStartMs("2026-07-01", eightOClock)).toISOString()).toBe("2026-07-01T07:00:00.000Z");
    expect(new Date(slotStartMs("2026-12-01", eightOClock)).toISOString()).toBe("2026-12-01T08:00:00.000Z");
  });
  it("warns for tomorrow's 8 o'clock seen at 9 today, not for the day after", () => {
    const now = Date.UTC(2026, 11, 1, 9);
    expect(isWithin24Hours(slotStartMs("2026-12-02", eightOClock), now)).toBe(true);
    expect(isWithin24Hours(slotStartMs("2026-12-03", eightOClock), now)).toBe(false);
  });
});

describe("spec/3 §4 existing slots 1 to 7 days ahead — days counted on the London calendar", () => {
  it("counts whole days from London's today", () => {
    const lateEvening = Date.UTC(2026, 6, 1, 23, 30); // 00:30 on the 2nd in London
    expect(londonCalendarDay(lateEvening)).toBe("2026-07-02");
    expect(daysAhead("2026-07-03", lateEvening)).toBe(1);
    expect(daysAhead("2026-07-02", lateEvening)).toBe(0);
    expect(daysAhead("2026-06-30", lateEvening)).toBe(-2);
  });
});
