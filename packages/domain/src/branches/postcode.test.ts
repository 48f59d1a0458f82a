import { describe, expect, it } from "vitest";
import { POSTCODE_INVALID_MESSAGE, STORE_FINDER_POSTCODE_MESSAGE } from "./messages.ts";
import {
  checkPostcode,
  isValidPostcode,
  matchesCheckoutPostcodePattern,
  normalisePostcode,
  samePostcode,
} from "./postcode.ts";

describe("spec/2 §5 Validation — UK postcode shape", () => {
  it.each([
    "SW1A 2AA",
    "sw1a2aa",
    "EC1A 1BB",
    "W1A 0AX",
    "M1 1AE",
    "B33 8TH",
    "CR2 6XH",
    "DN55 1PT",
    "  le1 1aa  ",
  ])("accepts %j", (input) => expect(isValidPostcode(input)).toBe(true));

  it("ignores spaces anywhere, as spec/3 §5 Postcode check says", () => {
    expect(isValidPostcode("S W 1 A 2 A A")).toBe(true);
    expect(isValidPostcode("SW1A\t2AA")).toBe(true);
  });

  it.each([
    "",
    "   ",
    "SW1A",
    "2AA",
    "SW1A 2A",
    "SW1A 2AAA",
    "AB12C 3DE",
    "12345",
    "Leeds",
    "SW1A-2AA",
    "NaN",
    "-1",
  ])("refuses %j", (input) => expect(isValidPostcode(input)).toBe(false));
});

describe("spec/2 §5 Validation — postcode normalisation", () => {
  it("upper-cases and puts one space before the last three characters", () => {
    expect(normalisePostcode("sw1a2aa")).toBe("SW1A 2AA");
    expect(normalisePostcode("  m1   1ae ")).toBe("M1 1AE");
    expect(normalisePostcode("dn551pt")).toBe("DN55 1PT");
  });

  it("gives null for what is not a postcode", () => {
    expect(normalisePostcode("")).toBeNull();
    expect(normalisePostcode("not a postcode")).toBeNull();
  });
});

describe("spec/2 §5 and spec/3 §5 — checkPostcode", () => {
  it("returns the normalised postcode", () => {
    expect(checkPostcode("b338th")).toEqual({ ok: true, value: "B33 8TH" });
  });

  it("accepts an empty box where the field is optional", () => {
    expect(checkPostcode("", { allowEmpty: true })).toEqual({ ok: true, value: "" });
    expect(checkPostcode("   ", { allowEmpty: true })).toEqual({ ok: true, value: "" });
  });

  it("refuses an empty box where a postcode is required", () => {
    expect(checkPostcode("")).toEqual({
      ok: false,
      code: "postcode_required",
      message: POSTCODE_INVALID_MESSAGE,
    });
  });

  it("refuses junk with 'Please enter a valid postcode'", () => {
    expect(checkPostcode("zzz", { allowEmpty: true })).toEqual({
      ok: false,
      code: "postcode_invalid",
      message: "Please enter a valid postcode",
    });
  });

  it("uses the screen's own message when given", () => {
    expect(checkPostcode("zzz", { message: STORE_FINDER_POSTCODE_MESSAGE })).toMatchObject({
      message: "Please enter a valid postcode to find your local stores.",
    });
  });
});

describe("spec/2 §4 Quote-to-basket — same postcode ignoring spaces", () => {
  it("matches ignoring spaces and case", () => {
    expect(samePostcode("sw1a2aa", "SW1A 2AA")).toBe(true);
    expect(samePostcode(" SW1A 2AA", "SW1A2AA ")).toBe(true);
  });
  it("tells different postcodes apart", () => {
    expect(samePostcode("SW1A 2AA", "SW1A 2AB")).toBe(false);
    expect(samePostcode("", "SW1A 2AA")).toBe(false);
  });
});

describe("spec/1 §5 Checkout — UK postcode pattern", () => {
  it.each([
    "M1 1AE",
    "M11AE",
    "B33 8TH",
    "CR2 6XH",
    "DN55 1PT",
    "W1A 0AX",
    "EC1A 1BB",
    "sw1a 2aa",
    " M1 1AE ",
  ])("accepts %j", (input) => expect(matchesCheckoutPostcodePattern(input)).toBe(true));

  it("is anchored: nothing may come before or after", () => {
    expect(matchesCheckoutPostcodePattern("9M1 1AE")).toBe(false);
    expect(matchesCheckoutPostcodePattern("My postcode is M1 1AE")).toBe(false);
    expect(matchesCheckoutPostcodePattern("M1 1AEX")).toBe(false);
  });

  it("allows one space at most between the halves", () => {
    expect(matchesCheckoutPostcodePattern("M1  1AE")).toBe(false);
  });

  it.each(["", " ", "M1", "1AE", "M 1AE", "123 1AE", "ABC1 1AE", "M123 1AE", "M1 AE", "M1 1A", "M1 11A"])(
    "refuses %j",
    (input) => expect(matchesCheckoutPostcodePattern(input)).toBe(false),
  );

  it("differs from the full validator: two digits then a letter pass the pattern only", () => {
    expect(matchesCheckoutPostcodePattern("AB12C 3DE")).toBe(true);
    expect(isValidPostcode("AB12C 3DE")).toBe(false);
  });

  it("differs from the full validator: spaces inside the outward code pass the validator only", () => {
    expect(isValidPostcode("S W1A 2AA")).toBe(true);
    expect(matchesCheckoutPostcodePattern("S W1A 2AA")).toBe(false);
  });
});
