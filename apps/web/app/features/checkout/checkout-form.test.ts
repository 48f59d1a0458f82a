import { describe, expect, it } from "vitest";
import { HOUSE_NUMBER_REQUIRED, POSTCODE_REQUIRED } from "@merchant/domain/checkout";
import {
  checkoutErrors,
  errorsFromApi,
  initialForm,
  orderBody,
  type AddressValues,
} from "./checkout-form.ts";
import { guestOptions } from "./testing/fixtures.ts";
import { isIdempotencyKey, newIdempotencyKey } from "./idempotency.ts";
import { challengePath } from "./paths.ts";

describe("the API's refused fields on the checkout form", () => {
  it("keeps the rules' own names and reads the schema's paths as the fields they name", () => {
    expect(
      errorsFromApi({
        Name: "Please enter your name",
        InvoicePostCode: "Please enter your postcode",
        "Invoice.Town": "Must be at most 60 characters",
        "Delivery.Address1": "Must be at most 100 characters",
        "payment.card.CardNumber": "Must be at most 30 characters",
        EndY: "Card has already expired",
        expectedTotal: "The prices in your basket have changed",
      }),
    ).toEqual({
      errors: {
        Name: "Please enter your name",
        InvoicePostCode: "Please enter your postcode",
        InvoiceTown: "Must be at most 60 characters",
        Address1: "Must be at most 100 characters",
        CardNumber: "Must be at most 30 characters",
        EndM: "Card has already expired",
      },
      other: ["The prices in your basket have changed"],
    });
  });
});

describe("an attempt's idempotency key (DESIGN.md: one order per retry)", () => {
  it("is 32 hex digits, new each time, of the form the API takes", () => {
    const [first, second] = [newIdempotencyKey(), newIdempotencyKey()];
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(isIdempotencyKey(first)).toBe(true);
    expect(isIdempotencyKey("short")).toBe(false);
    expect(isIdempotencyKey("a".repeat(65))).toBe(false);
    expect(isIdempotencyKey(null)).toBe(false);
  });
});

describe("where the card's 3-D Secure check is passed", () => {
  it("adds the attempt's key to a page of this shop, and leaves another site's address as given", () => {
    expect(challengePath("/checkout/challenge?reference=sbx_1", "k".repeat(32))).toBe(
      `/checkout/challenge?reference=sbx_1&key=${"k".repeat(32)}`,
    );
    expect(challengePath("/checkout/challenge?reference=pi_1#secret=pi_1_secret_2", "k".repeat(32))).toBe(
      `/checkout/challenge?reference=pi_1&key=${"k".repeat(32)}#secret=pi_1_secret_2`,
    );
    expect(challengePath("https://bank.example/3ds?x=1", "k".repeat(32))).toBe(
      "https://bank.example/3ds?x=1",
    );
    expect(challengePath("//bank.example/3ds", "k".repeat(32))).toBe("//bank.example/3ds");
  });
});

describe("the delivery address in lookup mode (spec/1 §3 LookupStatus 'lookup', §5)", () => {
  const delivering = (delivery: Partial<AddressValues>) => {
    const form = initialForm(guestOptions, 6600, "IP4 2BX");
    return { ...form, Delivery: { ...form.Delivery, ...delivery } };
  };
  const body = (form: ReturnType<typeof delivering>) =>
    orderBody(form, {
      fulfilment: "delivery",
      idempotencyKey: "k".repeat(32),
      expectedTotal: 6600,
      signedIn: false,
    });

  it("starts the house's postcode, as the address's, with the postcode the basket is delivered to", () => {
    const form = initialForm(guestOptions, 6600, "IP4 2BX");
    expect(form.Delivery).toMatchObject({ PostCode: "IP4 2BX", LookupPostcode: "IP4 2BX", LookupNumber: "" });
  });

  it("sends the house and postcode the address was found by, the postcode as the lookup writes it", () => {
    const sent = body(
      delivering({
        LookupStatus: "lookup",
        LookupNumber: " 23 ",
        LookupPostcode: "ip4  2bx",
        Address1: "23 Orchard Close",
        Town: "Ipswich",
        LookupFetch: "a12",
      }),
    );
    expect(sent.LookupStatus).toBe("lookup");
    expect(sent.Delivery).toEqual({
      Address1: "23 Orchard Close",
      Town: "Ipswich",
      PostCode: "IP4 2BX",
      LookupFetch: "a12",
      LookupNumber: "23",
      LookupPostcode: "IP4 2BX",
    });
  });

  it("sends no house or lookup postcode for an address chosen from the list or typed", () => {
    for (const LookupStatus of ["fetch", ""] as const) {
      const sent = body(
        delivering({ LookupStatus, LookupNumber: "23", Address1: "23 Orchard Close", Town: "Ipswich" }),
      );
      expect(sent.Delivery).not.toHaveProperty("LookupNumber");
      expect(sent.Delivery).not.toHaveProperty("LookupPostcode");
    }
  });

  it("asks for the house and a whole postcode in lookup mode, in spec/1 §5's words", () => {
    const errors = checkoutErrors(
      {
        ...delivering({ LookupStatus: "lookup", LookupNumber: "", LookupPostcode: "IP4" }),
        DeliveryDate: "2026-12-02",
      },
      "delivery",
    );
    expect(errors).toMatchObject({ LookupNumber: HOUSE_NUMBER_REQUIRED, LookupPostcode: POSTCODE_REQUIRED });
    expect(errors).not.toHaveProperty("Address1");
  });
});
