import { describe, expect, it } from "vitest";
import { fail, ok } from "../shared/result.ts";
import { applyInvoiceAmountReply, checkInvoicePaymentTotal, INVOICE_NOT_FOUND_STATUS } from "./invoice-payment.ts";
import { invoiceExportOutcome } from "./invoice-export.ts";
import { INVOICE_EXPORT_FAILED, INVOICE_EXPORT_REQUESTED, NO_INVOICES_SELECTED } from "./messages.ts";

const a = { id: "11", invoiceNumber: "INV/000111" };
const b = { id: "12", invoiceNumber: "INV/000112" };
const c = { id: "13", invoiceNumber: "INV/000113" };

describe("spec/1 §5 Payments — invoice payment needs a total above zero", () => {
  it.each([0, -1, Number.NaN, 10.5])("refuses the total %s", (total) => {
    expect(checkInvoicePaymentTotal(total)).toEqual(fail("no_invoices", "Please select the invoices to pay"));
    expect(NO_INVOICES_SELECTED).toBe("Please select the invoices to pay");
  });
  it("accepts a penny", () => {
    expect(checkInvoicePaymentTotal(1)).toEqual(ok(1));
  });
});

describe("spec/1 §4, §8 Invoice payment — applying the amount reply", () => {
  it("keeps every invoice and shows the pay button for a numeric total", () => {
    expect(applyInvoiceAmountReply([a, b], { reply: 45000, invoicePostCheck: { "11": { status: "ok" } } })).toEqual({
      totalPence: 45000,
      selected: [a, b],
      unticked: [],
      problem: null,
      showPayButton: true,
    });
  });

  it("reads a total sent as digits", () => {
    expect(applyInvoiceAmountReply([a], { reply: " 1999 " }).totalPence).toBe(1999);
  });

  it.each([null, undefined, "", "abc", "12.50", 12.5, Number.NaN, {}, "1e3"])(
    "clears every selection for the non-numeric reply %j",
    (reply) => {
      expect(applyInvoiceAmountReply([a, b], { reply })).toEqual({
        totalPence: null,
        selected: [],
        unticked: [a, b],
        problem: null,
        showPayButton: false,
      });
    },
  );

  it("unticks 'Not found' invoices and lists their numbers in the dialog", () => {
    const result = applyInvoiceAmountReply([a, b, c], {
      reply: 30000,
      invoicePostCheck: { "11": { status: INVOICE_NOT_FOUND_STATUS }, "12": { status: "ok" }, "13": { status: "Not found" } },
    });
    expect(result.selected).toEqual([b]);
    expect(result.unticked).toEqual([a, c]);
    expect(result.problem).toEqual({
      title: "Error Confirming Invoice",
      intro: "We are having an issue confirming the details for the below invoices",
      invoiceNumbers: ["INV/000111", "INV/000113"],
      help: "Please contact customer support for more information.",
    });
    expect(result.showPayButton).toBe(true);
  });

  it("hides the pay button when every invoice was unticked", () => {
    const result = applyInvoiceAmountReply([a], { reply: 0, invoicePostCheck: { "11": { status: "Not found" } } });
    expect(result.selected).toEqual([]);
    expect(result.showPayButton).toBe(false);
  });

  it("hides the pay button for a zero total and with nothing selected", () => {
    expect(applyInvoiceAmountReply([a], { reply: 0 }).showPayButton).toBe(false);
    expect(applyInvoiceAmountReply([], { reply: 500 }).showPayButton).toBe(false);
  });
});

describe("spec/1 §4 — online-invoice activation", () => {
  it("says 'Request Sent' and hides the button on success", () => {
    expect(invoiceExportOutcome("success")).toEqual({ message: "Request Sent", hideButton: true });
    expect(INVOICE_EXPORT_REQUESTED).toBe("Request Sent");
  });
  it.each(["error", "", "Success"])("says 'Request Failed' for %j", (status) => {
    expect(invoiceExportOutcome(status)).toEqual({ message: "Request Failed", hideButton: false });
    expect(INVOICE_EXPORT_FAILED).toBe("Request Failed");
  });
});
