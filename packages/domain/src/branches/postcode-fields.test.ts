import { describe, expect, it } from "vitest";
import {
  checkPostcodeField,
  POSTCODE_LOOKUP_MIN_CHARACTERS,
  postcodeCallErrorMessage,
  postcodeLookupStep,
} from "./postcode-fields.ts";

describe("spec/2 §5 Validation — postcode boxes", () => {
  it.each([
    ["store-finder", "Please enter a valid postcode to find your local stores."],
    ["delivery-charges", "Please enter a valid postcode to show delivery information."],
    ["delivery-store", "Please enter a valid Delivery postcode to proceed."],
  ] as const)("%s refuses empty and junk input with its message", (field, message) => {
    expect(checkPostcodeField(field, "")).toEqual({ ok: false, code: "postcode_required", message });
    expect(checkPostcodeField(field, "SW1A")).toEqual({ ok: false, code: "postcode_invalid", message });
  });

  it("returns the normalised postcode", () => {
    expect(checkPostcodeField("delivery-charges", "cr26xh")).toEqual({ ok: true, value: "CR2 6XH" });
  });
});

describe("spec/2 §7 Response handling, §8 — failed store or delivery call", () => {
  it("shows the server's message when present", () => {
    expect(postcodeCallErrorMessage(" We do not deliver to BT postcodes ")).toBe(
      "We do not deliver to BT postcodes",
    );
  });
  it.each([undefined, null, "", "   "])(
    "falls back to the generic postcode error for %j",
    (serverMessage) => {
      expect(postcodeCallErrorMessage(serverMessage)).toBe(
        "Sorry there has been an error, please check the postcode and try again.",
      );
    },
  );
});

describe("spec/1 §5 Search and lookups — postcode lookup needs more than 2 characters", () => {
  it("has the spec's threshold", () => expect(POSTCODE_LOOKUP_MIN_CHARACTERS).toBe(3));

  it.each(["", "  ", "M1", " M 1 "])("clears %j and asks for the full postcode", (input) => {
    expect(postcodeLookupStep(input)).toEqual({ lookup: false, value: "", placeholder: "Full Postcode" });
  });

  it.each([
    ["M1 1", "M1 1"],
    [" LS1 4AP ", "LS1 4AP"],
    ["abc", "abc"],
  ])("looks %j up", (input, postcode) => {
    expect(postcodeLookupStep(input)).toEqual({ lookup: true, postcode });
  });
});
