import { describe, expect, it } from "vitest";
import { readQuoteLink } from "./quote-link.ts";

const emailMessage =
  "The email address in the link you clicked is not valid. Please use this form to add quote items to the basket.";
const referenceMessage =
  "The quote number in the link you clicked is not valid. Please use this form to add quote items to the basket.";

describe("spec/2 §2, §5 Branch quotation page — link parameters", () => {
  it("is no link when neither parameter is present", () => {
    expect(readQuoteLink({})).toBeNull();
    expect(readQuoteLink({ email: null, quotationRef: null })).toBeNull();
  });

  it("reads a good link", () => {
    expect(readQuoteLink({ email: "pat@builder.co.uk", quotationRef: "Q123456" })).toEqual({
      ok: true,
      value: { email: "pat@builder.co.uk", reference: "Q123456" },
    });
  });

  it.each([
    { email: "not-an-email", quotationRef: "Q123456" },
    { email: "", quotationRef: "Q123456" },
    { quotationRef: "Q123456" },
    { email: "not-an-email", quotationRef: "x" },
  ])("refuses the link's email in %j", (params) => {
    expect(readQuoteLink(params)).toEqual({ ok: false, code: "link_email_invalid", message: emailMessage });
  });

  it.each([{ email: "pat@builder.co.uk", quotationRef: "Q1" }, { email: "pat@builder.co.uk" }])(
    "refuses the link's quote number in %j",
    (params) => {
      expect(readQuoteLink(params)).toEqual({
        ok: false,
        code: "link_reference_invalid",
        message: referenceMessage,
      });
    },
  );
});
