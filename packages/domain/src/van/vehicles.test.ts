import { describe, expect, it } from "vitest";
import {
  GENERIC_FAILURE,
  NO_ORDERS,
  SERVER_UNREACHABLE,
  VEHICLE_ADDED,
  VEHICLE_ADDED_TITLE,
  VEHICLE_NOT_FOUND,
} from "./messages.ts";
import { keyRegenerateOutcome, keyRemoveOutcome } from "./reporting-keys.ts";
import { MESSAGE_POPUP_CLOSE_MS, REQUEST_TIMEOUT_MS } from "./timings.ts";
import {
  normaliseRegistration,
  parseReplenishment,
  REPLENISHMENT,
  sameRegistration,
  vehicleLabel,
} from "./vehicles.ts";

describe("spec/3 §3 Vehicle — replenishment type automatic = 1, manual = 0", () => {
  it("maps both ways", () => {
    expect(REPLENISHMENT).toEqual({ automatic: 1, manual: 0 });
    expect(parseReplenishment(1)).toBe("automatic");
    expect(parseReplenishment(" 0 ")).toBe("manual");
  });
  it.each(["", "2", "-1", "automatic", null, undefined, Number.NaN, "01"])("refuses %j", (raw) => {
    expect(parseReplenishment(raw)).toBeNull();
  });
});

describe("spec/3 §4 Van panel — registrations and the empty vehicle", () => {
  it("compares registrations without spaces and case", () => {
    expect(normaliseRegistration(" ab12  cde ")).toBe("AB12CDE");
    expect(sameRegistration("ab12 cde", "AB12CDE")).toBe(true);
    expect(sameRegistration("AB12CDE", "AB12CDF")).toBe(false);
  });
  it("shows 'No Vehicle Set' for an empty registration", () => {
    expect(vehicleLabel("")).toBe("No Vehicle Set");
    expect(vehicleLabel("   ")).toBe("No Vehicle Set");
    expect(vehicleLabel(null)).toBe("No Vehicle Set");
    expect(vehicleLabel(" AB12 CDE ")).toBe("AB12 CDE");
  });
});

describe("spec/3 §8 — vehicle and generic messages", () => {
  it("keeps the spec's words", () => {
    expect(VEHICLE_NOT_FOUND).toBe(
      "We are unable to locate this registration number on our system, please enter the details here to add a new vehicle.",
    );
    expect(VEHICLE_ADDED_TITLE).toBe("Vehicle Added");
    expect(VEHICLE_ADDED).toMatch(/has been added.*add stock/);
    expect(NO_ORDERS).toBe("Sorry you do not have any orders at this time.");
    expect(GENERIC_FAILURE).toBe(
      "Sorry there has been an error, please try again. If this error persists your session may have expired, please restart the app.",
    );
    expect(SERVER_UNREACHABLE).toBe("We couldn't connect to the server!");
  });
});

describe("spec/3 §8 — database reporting key dialogs", () => {
  it("regenerate", () => {
    expect(keyRegenerateOutcome(true)).toEqual({ title: "Key Regenerated", text: "Your new key is active." });
    expect(keyRegenerateOutcome(false)).toEqual({ title: "Key NOT Regenerated", text: "Please try again." });
  });
  it("remove", () => {
    expect(keyRemoveOutcome(true)).toEqual({ title: "Key Removed", text: "The key has been removed." });
    expect(keyRemoveOutcome(false)).toEqual({ title: "Key NOT Removed", text: "Please try again." });
  });
});

describe("spec/3 §9 — request time-outs and popups", () => {
  it("uses 30 s, 20 s and 60 s as listed", () => {
    expect([
      REQUEST_TIMEOUT_MS.basketAdd,
      REQUEST_TIMEOUT_MS.deliverySlots,
      REQUEST_TIMEOUT_MS.surveyAnswer,
    ]).toEqual([30000, 30000, 30000]);
    expect(
      [
        REQUEST_TIMEOUT_MS.search,
        REQUEST_TIMEOUT_MS.deliveries,
        REQUEST_TIMEOUT_MS.adjustStock,
        REQUEST_TIMEOUT_MS.widgets,
        REQUEST_TIMEOUT_MS.forgottenPassword,
        REQUEST_TIMEOUT_MS.reportingKeys,
        REQUEST_TIMEOUT_MS.surveyStartEnd,
      ].every((ms) => ms === 20000),
    ).toBe(true);
    expect(REQUEST_TIMEOUT_MS.voidList).toBe(60000);
    expect(MESSAGE_POPUP_CLOSE_MS).toBe(6000);
  });
});
