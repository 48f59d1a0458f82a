import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import {
  existingSlotChosenText,
  checkExistingSlotChoice,
  isExistingSlotInRange,
  isWithin24Hours,
  SLOT_WARNING_WINDOW_MS,
  slotReservedText,
  slotWarning,
} from "./delivery-slots.ts";
import { SLOT_BOOKED, STOCK_UPDATED } from "./messages.ts";

const now = Date.UTC(2026, 10, 21, 9, 0);
const hour = 60 * 60 * 1000;

describe("spec/3 §4, §8 Delivery slot — within 24 hours warns", () => {
  it("warns at exactly 24 hours and not a millisecond later", () => {
    expect(SLOT_WARNING_WINDOW_MS).toBe(24 * hour);
    expect(isWithin24Hours(now + 24 * hour, now)).toBe(true);
    expect(isWithin24Hours(now + 24 * hour + 1, now)).toBe(false);
  });
  it("warns for a slot that has already started", () => {
    expect(isWithin24Hours(now - hour, now)).toBe(true);
  });
  it("gives the warning text with availability spelled right", () => {
    expect(slotWarning(now + 2 * hour, now)).toBe(
      "PLEASE NOTE: Delivery is within a 24 Hour Period, Please phone the branch to confirm availability and delivery slot.",
    );
    expect(slotWarning(now + 48 * hour, now)).toBeNull();
    expect(slotWarning(Number.NaN, now)).toBeNull();
  });
});

describe("spec/3 §4, §8 Delivery slot — who reserved it", () => {
  it("says 'you' for the viewer's own account in any case", () => {
    expect(
      slotReservedText({ reservedByAccount: "acc123 ", viewerAccount: "ACC123", bookedOn: "21/11/2026" }),
    ).toBe("Slot reserved by you on 21/11/2026.");
  });
  it("names another customer's account", () => {
    expect(
      slotReservedText({ reservedByAccount: " ACC999", viewerAccount: "ACC123", bookedOn: "20/11/2026" }),
    ).toBe("Slot reserved by customer ACC999 on 20/11/2026.");
  });
});

describe("spec/3 §4 Delivery slot — existing slots 1 to 7 days ahead", () => {
  it.each([1, 4, 7])("offers %i days ahead", (days) => {
    expect(isExistingSlotInRange(days)).toBe(true);
  });
  it.each([0, 8, -1, 1.5, Number.NaN])("does not offer %s days ahead", (days) => {
    expect(isExistingSlotInRange(days)).toBe(false);
  });
});

describe("spec/3 §5 Existing slot — a valid date and time from the drop down", () => {
  const offered = [
    { date: "2026-11-23", time: "AM" },
    { date: "2026-11-24", time: "PM" },
  ];
  const refusal = fail("invalid_slot", "Please select a valid date from the drop down.");

  it("accepts an offered slot, trimmed", () => {
    expect(checkExistingSlotChoice({ date: " 2026-11-24", time: "PM " }, offered)).toEqual(ok(offered[1]));
  });
  it.each([
    {},
    { date: "2026-11-23" },
    { time: "AM" },
    { date: "2026-11-23", time: "PM" },
    { date: "", time: "" },
  ])("refuses %j", (choice) => {
    expect(checkExistingSlotChoice(choice, offered)).toEqual(refusal);
  });
  it("refuses the empty placeholder option even when it is listed", () => {
    expect(checkExistingSlotChoice({ date: "", time: "" }, [{ date: "", time: "" }])).toEqual(refusal);
  });
  it("keeps the booking texts", () => {
    expect(SLOT_BOOKED).toBe("Success: Your Selected Slot has been booked.");
    expect(STOCK_UPDATED).toBe("Stock updated.");
  });
});

describe("spec/3 §4, §7 sgsetdeliveryslotsession: the chosen existing slot's words (decision 170)", () => {
  it("names the slot's day as DD/MM/YYYY and its time", () => {
    expect(existingSlotChosenText({ date: "2026-12-03", time: "10:00-12:00" })).toBe(
      "Your van's next delivery goes in your slot on 03/12/2026 at 10:00-12:00.",
    );
  });
});
