import { describe, expect, it } from "vitest";
import { errorsFromApi } from "./checkout-form.ts";
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
