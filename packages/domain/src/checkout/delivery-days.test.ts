import { describe, expect, it } from "vitest";
import type { CalendarDate } from "./delivery-date.ts";
import {
  addDays,
  calendarDateOf,
  DELIVERY_HORIZON_DAYS,
  deliveryDateNotOffered,
  ENGLAND_AND_WALES_BANK_HOLIDAYS,
  isoDateOf,
  isoWeekday,
  isSelectableDeliveryDate,
  londonToday,
  longDateOf,
  monthNameOf,
  selectableDeliveryDates,
  type DeliveryDaysRule,
} from "./delivery-days.ts";

const MON_TO_FRI = [1, 2, 3, 4, 5];
const MON_TO_SAT = [1, 2, 3, 4, 5, 6];
const day = (iso: string): CalendarDate => calendarDateOf(iso)!;
const rule = (today: string, overrides: Partial<DeliveryDaysRule> = {}): DeliveryDaysRule => ({
  today: day(today),
  weekdays: MON_TO_FRI,
  leadDays: 2,
  ...overrides,
});
const first = (today: string, overrides: Partial<DeliveryDaysRule> = {}) =>
  selectableDeliveryDates(rule(today, overrides))[0];
const weekdayOf = (iso: string) => isoWeekday(day(iso));

describe("issue 12 — selectable days from the branch's delivery days and lead time (spec/1 §3 DeliveryDate, §4)", () => {
  it("offers the branch's weekdays from today plus the lead days, through six weeks from today", () => {
    // Monday 30 November 2026, lead 2: Wednesday 2 December first.
    const dates = selectableDeliveryDates(rule("2026-11-30"));
    expect(dates.slice(0, 4)).toEqual(["2026-12-02", "2026-12-03", "2026-12-04", "2026-12-07"]);
    expect(dates.at(-1)).toBe(isoDateOf(addDays(day("2026-11-30"), DELIVERY_HORIZON_DAYS)));
    expect(dates.at(-1)).toBe("2027-01-11");
    expect(dates.every((date) => MON_TO_FRI.includes(weekdayOf(date)))).toBe(true);
    expect([...dates].sort()).toEqual(dates);
  });

  it("never offers a weekend to a Monday-to-Friday branch", () => {
    const dates = selectableDeliveryDates(rule("2026-11-30", { leadDays: 0 }));
    expect(dates).not.toContain("2026-12-05");
    expect(dates).not.toContain("2026-12-06");
    expect(dates.filter((date) => weekdayOf(date) >= 6)).toEqual([]);
  });

  it("offers Saturdays only to a branch that delivers on Saturdays, and a Saturday-only branch only Saturdays", () => {
    expect(first("2026-12-03", { weekdays: MON_TO_SAT, leadDays: 2 })).toBe("2026-12-05");
    const saturdays = selectableDeliveryDates(rule("2026-11-30", { weekdays: [6], leadDays: 1 }));
    expect(saturdays.slice(0, 3)).toEqual(["2026-12-05", "2026-12-12", "2026-12-19"]);
    expect(saturdays.every((date) => weekdayOf(date) === 6)).toBe(true);
    // Saturday 26 December 2026 is Boxing Day: no van runs.
    expect(saturdays).not.toContain("2026-12-26");
  });

  it("offers a two-days-a-week branch only those days", () => {
    const dates = selectableDeliveryDates(rule("2026-11-30", { weekdays: [2, 4], leadDays: 1 }));
    expect(dates.slice(0, 4)).toEqual(["2026-12-01", "2026-12-03", "2026-12-08", "2026-12-10"]);
  });

  it("counts the lead time in calendar days, so a lead across a weekend lands on the Monday", () => {
    // Thursday 3 December + 2 = Saturday 5: first delivery Monday 7.
    expect(first("2026-12-03")).toBe("2026-12-07");
    // Friday 4 December + 1 = Saturday 5: Monday 7 again.
    expect(first("2026-12-04", { leadDays: 1 })).toBe("2026-12-07");
    // Friday + 3 = Monday.
    expect(first("2026-12-04", { leadDays: 3 })).toBe("2026-12-07");
    // Saturday 5 December + 2 = Monday 7.
    expect(first("2026-12-05")).toBe("2026-12-07");
    // Lead 0 delivers today on a delivery day.
    expect(first("2026-12-03", { leadDays: 0 })).toBe("2026-12-03");
  });

  it("skips England and Wales bank holidays: Easter 2026", () => {
    // Wednesday 1 April 2026, lead 2: Friday 3 is Good Friday, Monday 6 Easter Monday.
    const dates = selectableDeliveryDates(rule("2026-04-01"));
    expect(dates[0]).toBe("2026-04-07");
    expect(dates).not.toContain("2026-04-03");
    expect(dates).not.toContain("2026-04-06");
  });

  it("skips Christmas, Boxing Day and New Year, substitute days included (2026 and 2027)", () => {
    const around2026 = selectableDeliveryDates(rule("2026-12-21", { leadDays: 1 }));
    expect(around2026.slice(0, 6)).toEqual([
      "2026-12-22",
      "2026-12-23",
      "2026-12-24",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
    ]);
    expect(around2026).not.toContain("2027-01-01");
    // In 2027 Christmas falls on a weekend: Monday 27 and Tuesday 28 are the substitute days, and a
    // Monday-to-Saturday branch does not deliver on Christmas Day, a Saturday, either.
    const around2027 = selectableDeliveryDates(rule("2027-12-20", { weekdays: MON_TO_SAT, leadDays: 1 }));
    for (const closed of ["2027-12-25", "2027-12-27", "2027-12-28"]) expect(around2027).not.toContain(closed);
    expect(around2027).toContain("2027-12-24");
    expect(around2027).toContain("2027-12-29");
    // Saturday 1 January 2028 (New Year's Day) and its substitute, Monday 3 January.
    expect(around2027).not.toContain("2028-01-01");
    expect(around2027).not.toContain("2028-01-03");
    expect(around2027).toContain("2028-01-04");
  });

  it("keeps a table of 8 bank holidays a year for 2026–2028, each a real weekday", () => {
    for (const year of ["2026", "2027", "2028"]) {
      expect(ENGLAND_AND_WALES_BANK_HOLIDAYS.filter((date) => date.startsWith(year))).toHaveLength(8);
    }
    for (const date of ENGLAND_AND_WALES_BANK_HOLIDAYS) {
      expect(calendarDateOf(date), date).not.toBeNull();
      expect(weekdayOf(date), date).toBeLessThanOrEqual(5);
    }
  });

  it("skips the branch's own closed days", () => {
    const dates = selectableDeliveryDates(rule("2026-11-30", { closedDates: ["2026-12-02", "2026-12-03"] }));
    expect(dates[0]).toBe("2026-12-04");
  });

  it("crosses month ends and leap days", () => {
    // Friday 27 February 2026 + 2 = Sunday 1 March: Monday 2 March.
    expect(first("2026-02-27")).toBe("2026-03-02");
    // Monday 28 February 2028 + 1 = Tuesday 29 February, a leap day.
    expect(first("2028-02-28", { leadDays: 1 })).toBe("2028-02-29");
    // Friday 30 April 2027 + 1 = Saturday 1 May; Monday 3 May is the Early May bank holiday: Tuesday 4 May.
    expect(first("2027-04-30", { leadDays: 1 })).toBe("2027-05-04");
  });

  it("crosses the year end", () => {
    // Wednesday 30 December 2026 + 1 = Thursday 31; Friday 1 January 2027 is New Year's Day.
    const dates = selectableDeliveryDates(rule("2026-12-30", { leadDays: 1 }));
    expect(dates.slice(0, 3)).toEqual(["2026-12-31", "2027-01-04", "2027-01-05"]);
    expect(dates.at(-1)).toBe("2027-02-10");
  });

  it("offers days up to the horizon it is given, and none past it", () => {
    expect(selectableDeliveryDates(rule("2026-11-30", { horizonDays: 7 }))).toEqual([
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-07",
    ]);
    // A lead longer than the horizon leaves nothing to offer.
    expect(selectableDeliveryDates(rule("2026-11-30", { leadDays: 8, horizonDays: 7 }))).toEqual([]);
  });

  it("offers nothing for a branch with no delivery days, or a rule that makes no sense", () => {
    expect(selectableDeliveryDates(rule("2026-11-30", { weekdays: [] }))).toEqual([]);
    expect(selectableDeliveryDates(rule("2026-11-30", { weekdays: [0, 8, 2.5] }))).toEqual([]);
    expect(selectableDeliveryDates(rule("2026-11-30", { leadDays: -1 }))).toEqual([]);
    expect(selectableDeliveryDates(rule("2026-11-30", { leadDays: 1.5 }))).toEqual([]);
    expect(selectableDeliveryDates(rule("2026-11-30", { horizonDays: Number.NaN }))).toEqual([]);
    expect(
      selectableDeliveryDates({ ...rule("2026-11-30"), today: { year: 2026, month: 2, day: 30 } }),
    ).toEqual([]);
  });
});

describe("issue 12 — the server's check of a submitted delivery date", () => {
  const offered = rule("2026-11-30");

  it("accepts a day the calendar offers", () => {
    expect(isSelectableDeliveryDate("2026-12-02", offered)).toBe(true);
    expect(isSelectableDeliveryDate("2027-01-11", offered)).toBe(true);
  });

  it.each([
    ["inside the lead time", "2026-12-01"],
    ["today", "2026-11-30"],
    ["in the past", "2026-11-02"],
    ["a Saturday", "2026-12-05"],
    ["Christmas Day", "2026-12-25"],
    ["past the horizon", "2027-01-12"],
  ])("refuses a day %s", (_, date) => {
    expect(isSelectableDeliveryDate(date, offered)).toBe(false);
  });

  it.each(["", "2026-12-7", "07/12/2026", "2026-02-30", "2026-12-07T00:00:00Z", " 2026-12-07"])(
    "refuses %j, which is not a YYYY-MM-DD day",
    (junk) => {
      expect(isSelectableDeliveryDate(junk, offered)).toBe(false);
    },
  );

  it("names the refused day as the shopper reads dates (spec/1 §9 DD/MM/YYYY)", () => {
    expect(deliveryDateNotOffered(day("2026-12-05"))).toBe(
      "We cannot deliver on 05/12/2026. Please choose one of the delivery dates offered.",
    );
  });
});

describe("issue 12 — today is the London calendar's day (spec/1 §9; DESIGN.md 'Dates are shown in Europe/London')", () => {
  it("is already tomorrow at 23:30 UTC in summer time", () => {
    expect(londonToday(new Date("2026-06-30T22:59:59Z"))).toEqual({ year: 2026, month: 6, day: 30 });
    expect(londonToday(new Date("2026-06-30T23:30:00Z"))).toEqual({ year: 2026, month: 7, day: 1 });
  });

  it("is still today at 23:30 UTC in winter, the last day of the year included", () => {
    expect(londonToday(new Date("2026-12-31T23:30:00Z"))).toEqual({ year: 2026, month: 12, day: 31 });
    expect(londonToday(Date.parse("2027-01-01T00:00:00Z"))).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it("moves the calendar when summer time starts and ends", () => {
    // Clocks go forward at 01:00 UTC on Sunday 29 March 2026 and back at 01:00 UTC on Sunday 25 October.
    expect(londonToday(new Date("2026-03-28T23:30:00Z"))).toEqual({ year: 2026, month: 3, day: 28 });
    expect(londonToday(new Date("2026-03-29T23:30:00Z"))).toEqual({ year: 2026, month: 3, day: 30 });
    expect(londonToday(new Date("2026-10-24T23:30:00Z"))).toEqual({ year: 2026, month: 10, day: 25 });
    expect(londonToday(new Date("2026-10-25T23:30:00Z"))).toEqual({ year: 2026, month: 10, day: 25 });
  });

  it("makes a Friday-night order in summer (Saturday in London) a Saturday order", () => {
    // 23:30 UTC on Friday 3 July 2026 is 00:30 on Saturday 4 July in London: lead 2 → Monday 6.
    const today = londonToday(new Date("2026-07-03T23:30:00Z"));
    expect(selectableDeliveryDates({ today, weekdays: MON_TO_FRI, leadDays: 1 })[0]).toBe("2026-07-06");
    expect(selectableDeliveryDates({ today, weekdays: MON_TO_SAT, leadDays: 0 })[0]).toBe("2026-07-04");
  });
});

describe("the calendar's words for a day and a month", () => {
  it("names a day in full for the grid's labels", () => {
    expect(longDateOf(day("2026-12-03"))).toBe("Thursday 3 December 2026");
    expect(longDateOf(day("2028-02-29"))).toBe("Tuesday 29 February 2028");
    expect(longDateOf(day("2027-01-03"))).toBe("Sunday 3 January 2027");
  });

  it("names a month with its year", () => {
    expect(monthNameOf({ year: 2026, month: 12 })).toBe("December 2026");
  });

  it("reads only real YYYY-MM-DD days and writes them back unchanged", () => {
    expect(calendarDateOf("2026-12-03")).toEqual({ year: 2026, month: 12, day: 3 });
    expect(isoDateOf({ year: 2026, month: 1, day: 9 })).toBe("2026-01-09");
    expect(calendarDateOf("2026-13-01")).toBeNull();
    expect(calendarDateOf("2026-12-03 ")).toBeNull();
    expect(addDays(day("2026-12-31"), 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays(day("2026-03-01"), -1)).toEqual({ year: 2026, month: 2, day: 28 });
  });
});
