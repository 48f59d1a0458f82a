import { describe, expect, it } from "vitest";
import {
  checkQuoteEmail,
  checkQuoteReference,
  QUOTE_REFERENCE_MAX_LENGTH,
  QUOTE_REFERENCE_MIN_LENGTH,
} from "./quote-form.ts";

describe("spec/2 §5 Quote form — email", () => {
  it.each(["", "   "])("asks for an email address when %j", (input) => {
    expect(checkQuoteEmail(input)).toEqual({
      ok: false,
      code: "email_required",
      message: "Please enter your email address",
    });
  });
  it.each([
    "builder",
    "builder@",
    "@example.com",
    "builder@example",
    "a b@example.com",
    "builder@@example.com",
  ])("refuses %j", (input) => {
    expect(checkQuoteEmail(input)).toEqual({
      ok: false,
      code: "email_invalid",
      message: "This is not a valid email address",
    });
  });
  it("accepts a standard address, trimmed", () => {
    expect(checkQuoteEmail(" site.manager+quotes@builder.co.uk ")).toEqual({
      ok: true,
      value: "site.manager+quotes@builder.co.uk",
    });
  });
});

describe("spec/2 §5, §9 Quote form — quote reference", () => {
  const invalid = { ok: false, code: "reference_invalid", message: "This is not a valid Quote Reference" };

  it("has the 6 to 13 character bounds", () => {
    expect(QUOTE_REFERENCE_MIN_LENGTH).toBe(6);
    expect(QUOTE_REFERENCE_MAX_LENGTH).toBe(13);
  });
  it.each(["", "  "])("asks for the order number when %j", (input) => {
    expect(checkQuoteReference(input)).toEqual({
      ok: false,
      code: "reference_required",
      message: "Please enter your order number",
    });
  });
  it("accepts 6 and 13 characters, trimmed", () => {
    expect(checkQuoteReference(" Q12345 ")).toEqual({ ok: true, value: "Q12345" });
    expect(checkQuoteReference("SQ/1234567-89")).toEqual({ ok: true, value: "SQ/1234567-89" });
  });
  it("refuses 5 and 14 characters", () => {
    expect(checkQuoteReference("Q1234")).toEqual(invalid);
    expect(checkQuoteReference("Q1234567890123")).toEqual(invalid);
  });
  it.each(["Q12 345", "Q12345!", "<Q123456>", "quote Q123456 please", "NaN", "-1"])(
    "is anchored and refuses %j",
    (input) => expect(checkQuoteReference(input)).toEqual(invalid),
  );
});
