import { describe, expect, it } from "vitest";
import type { OpeningDay } from "@merchant/contract";
import { todaysHours } from "./todays-hours.ts";

const week: OpeningDay[] = [
  ...["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => ({
    day,
    opens: "07:00",
    closes: "17:00",
  })),
  { day: "Saturday", opens: "07:30", closes: "12:00" },
  { day: "Sunday", opens: null, closes: null },
];

describe("the header's branch hours for today (Europe/London)", () => {
  it("reads the weekday's hours", () => {
    expect(todaysHours(week, new Date("2026-11-25T10:00:00Z"))).toBe("Open today 07:00 – 17:00");
  });

  it("says a day without hours is closed", () => {
    expect(todaysHours(week, new Date("2026-11-29T10:00:00Z"))).toBe("Closed today");
  });

  it("takes the UK's day, not UTC's, in summer time", () => {
    // 23:30 UTC on Friday 3 July 2026 is already Saturday 00:30 in London (BST).
    expect(todaysHours(week, new Date("2026-07-03T23:30:00Z"))).toBe("Open today 07:30 – 12:00");
  });
});
