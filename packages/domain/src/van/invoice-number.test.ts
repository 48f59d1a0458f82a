import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import { checkDelivery, deliveryResult } from "./delivery.ts";
import { checkInvoiceNumber, normaliseInvoiceNumber } from "./invoice-number.ts";
import { INVOICE_NUMBER_DUPLICATE, INVOICE_NUMBER_INVALID, NOTHING_TO_DELIVER } from "./messages.ts";

const invalid = "Sorry the invoice number you have entered is invalid, please try again.";

describe("spec/3 §5 Invoice number — normalising", () => {
  it("turns | and ~ into slashes, trims and upper-cases", () => {
    expect(normaliseInvoiceNumber("ABC|123456")).toBe("ABC/123456");
    expect(normaliseInvoiceNumber(" abc~123456x ")).toBe("ABC/123456X");
  });
});

describe("spec/3 §5 Invoice number — the pattern three capitals / six digits / up to two capitals", () => {
  it.each(["ABC/123456", "ABC/123456D", "ABC/123456DE", "abc|123456de", "XYZ~000001"])(
    "accepts %j",
    (raw) => {
      expect(checkInvoiceNumber(raw, [])).toEqual(ok(normaliseInvoiceNumber(raw)));
    },
  );

  it.each([
    "AB/123456",
    "ABCD/123456",
    "ABC/12345",
    "ABC/1234567",
    "ABC/123456DEF",
    "ABC123456",
    "ABC/12345A",
    "XABC/123456",
    "ABC/123456 X",
    "ABC\\123456",
    "1BC/123456",
  ])("refuses %j, anchored at both ends", (raw) => {
    expect(checkInvoiceNumber(raw, [])).toEqual(fail("invalid", invalid));
  });

  it.each(["", "  ", "A", "AB", " ~| "])("refuses %j as too short, with the same words", (raw) => {
    expect(checkInvoiceNumber(raw, [])).toEqual(fail("too_short", invalid));
  });

  it("treats 3 characters as long enough, then checks the pattern", () => {
    expect(checkInvoiceNumber("ABC", []).ok).toBe(false);
    expect(checkInvoiceNumber("ABC", [])).toEqual(fail("invalid", INVOICE_NUMBER_INVALID));
  });
});

describe("spec/3 §5 Invoice number — duplicates", () => {
  it("refuses an invoice already in the list, however it was scanned", () => {
    expect(checkInvoiceNumber("abc|123456", ["XYZ/000001", "ABC~123456"])).toEqual(
      fail("duplicate", "Sorry you have entered invoice ABC/123456, please try again."),
    );
    expect(INVOICE_NUMBER_DUPLICATE).toBe("Sorry you have entered invoice {number}, please try again.");
  });
  it("accepts a different suffix", () => {
    expect(checkInvoiceNumber("ABC/123456A", ["ABC/123456"])).toEqual(ok("ABC/123456A"));
  });
});

describe("spec/3 §5 Deliver — needs invoices and a store code", () => {
  it("refuses an empty list or a missing store", () => {
    const refusal = fail(
      "nothing_to_deliver",
      "You have no orders set to deliver, please scan an order and try again.",
    );
    expect(checkDelivery({ invoiceNumbers: [], storeCode: "B12" })).toEqual(refusal);
    expect(checkDelivery({ invoiceNumbers: ["ABC/123456"], storeCode: "  " })).toEqual(refusal);
    expect(NOTHING_TO_DELIVER).toBe(refusal.message);
  });
  it("accepts one invoice and a store, trimmed", () => {
    expect(checkDelivery({ invoiceNumbers: ["ABC/123456"], storeCode: " B12 " })).toEqual(
      ok({ invoiceNumbers: ["ABC/123456"], storeCode: "B12" }),
    );
  });
});

describe("spec/3 §8 Delivery result", () => {
  it("lists delivered invoices then failed ones after the prefix", () => {
    expect(deliveryResult({ success: ["ABC/123456"], fail: ["ABC/654321", "XYZ/000001A"] })).toEqual({
      lines: [
        "ABC/123456 - has been added to the delivery.",
        "ABC/654321 - has failed invoice checks.",
        "XYZ/000001A - has failed invoice checks.",
      ],
      message:
        "Delivery Result : ABC/123456 - has been added to the delivery. ABC/654321 - has failed invoice checks. XYZ/000001A - has failed invoice checks.",
    });
  });
  it("has no trailing space when nothing came back", () => {
    expect(deliveryResult({ success: [], fail: [] })).toEqual({ lines: [], message: "Delivery Result :" });
  });
});
