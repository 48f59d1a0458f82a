import { describe, expect, it } from "vitest";
import { validateDeliveryAddress } from "./delivery-address.ts";
import { hasFieldErrors } from "./field-errors.ts";
import {
  ADDRESS_NOT_SELECTED,
  ADDRESS_REQUIRED,
  HOUSE_NUMBER_REQUIRED,
  POSTCODE_REQUIRED,
  TOWN_REQUIRED,
} from "./messages.ts";

describe("spec/1 §5 Checkout — address rules apply only with the invoice-address box unchecked", () => {
  it("accepts anything when DeliveryInvoice is ticked, whatever the lookup state", () => {
    expect(validateDeliveryAddress({ DeliveryInvoice: true, LookupStatus: "" })).toEqual({});
    expect(validateDeliveryAddress({ DeliveryInvoice: true, LookupStatus: "fetch" })).toEqual({});
    expect(validateDeliveryAddress({ DeliveryInvoice: true, LookupStatus: "lookup" })).toEqual({});
  });
});

describe("spec/1 §5 Checkout — no lookup: address, town and postcode typed by hand", () => {
  it("names every empty field with its message", () => {
    const errors = validateDeliveryAddress({ DeliveryInvoice: false, LookupStatus: "" });
    expect(errors).toEqual({ Address1: ADDRESS_REQUIRED, Town: TOWN_REQUIRED, PostCode: POSTCODE_REQUIRED });
    expect(ADDRESS_REQUIRED).toBe("Please enter your address");
    expect(TOWN_REQUIRED).toBe("Please enter your town or city");
    expect(POSTCODE_REQUIRED).toBe("Please enter your postcode");
    expect(hasFieldErrors(errors)).toBe(true);
  });

  it("treats whitespace as empty", () => {
    expect(
      validateDeliveryAddress({ DeliveryInvoice: false, LookupStatus: "", Address1: "  ", Town: "\t", PostCode: "  W1 1AA " }),
    ).toEqual({ Address1: ADDRESS_REQUIRED, Town: TOWN_REQUIRED });
  });

  it("accepts a postcode of exactly 6 characters and refuses 5", () => {
    const base = { DeliveryInvoice: false, LookupStatus: "" as const, Address1: "1 High St", Town: "Leeds" };
    expect(validateDeliveryAddress({ ...base, PostCode: "W1 1AA" })).toEqual({});
    expect(validateDeliveryAddress({ ...base, PostCode: "W11AA" })).toEqual({ PostCode: POSTCODE_REQUIRED });
    expect(hasFieldErrors(validateDeliveryAddress({ ...base, PostCode: "LS1 4AP" }))).toBe(false);
  });
});

describe("spec/1 §5 Checkout — fetch mode: an address must be picked from the list", () => {
  it("refuses no pick and accepts a pick", () => {
    expect(validateDeliveryAddress({ DeliveryInvoice: false, LookupStatus: "fetch", LookupFetch: " " })).toEqual({
      LookupFetch: ADDRESS_NOT_SELECTED,
    });
    expect(ADDRESS_NOT_SELECTED).toBe("Please select an address");
    expect(validateDeliveryAddress({ DeliveryInvoice: false, LookupStatus: "fetch", LookupFetch: "key-17" })).toEqual({});
  });

  it("does not ask for the hand-typed fields", () => {
    const errors = validateDeliveryAddress({ DeliveryInvoice: false, LookupStatus: "fetch" });
    expect(Object.keys(errors)).toEqual(["LookupFetch"]);
  });
});

describe("spec/1 §5 Checkout — lookup mode: house number or name and a postcode", () => {
  it("names both fields when empty", () => {
    expect(validateDeliveryAddress({ DeliveryInvoice: false, LookupStatus: "lookup" })).toEqual({
      LookupNumber: HOUSE_NUMBER_REQUIRED,
      LookupPostcode: POSTCODE_REQUIRED,
    });
    expect(HOUSE_NUMBER_REQUIRED).toBe("Please enter your house number or name");
  });

  it("applies the 6-character postcode minimum on both sides of the boundary", () => {
    const base = { DeliveryInvoice: false, LookupStatus: "lookup" as const, LookupNumber: "Rose Cottage" };
    expect(validateDeliveryAddress({ ...base, LookupPostcode: "M1 1AE" })).toEqual({});
    expect(validateDeliveryAddress({ ...base, LookupPostcode: " M11AE " })).toEqual({ LookupPostcode: POSTCODE_REQUIRED });
  });
});
