import { describe, expect, it } from "vitest";
import { londonShortDay } from "./london-day.ts";

describe("londonShortDay (DESIGN.md: dates are shown in Europe/London)", () => {
  it("names the London day with a short month", () => {
    expect(londonShortDay("2026-12-24T12:00:00.000Z")).toBe("24 Dec 2026");
  });

  it("reads an instant late in the UTC evening of summer time as the next London day", () => {
    expect(londonShortDay("2026-06-30T23:30:00.000Z")).toBe("1 Jul 2026");
  });
});
