import { fail, fillMessage, ok, type Result } from "../shared/result.ts";
import { INVOICE_NUMBER_DUPLICATE, INVOICE_NUMBER_INVALID } from "./messages.ts";

/** spec/3 §5: three capitals, a slash, six digits, then zero to two capitals; nothing else. */
const INVOICE_NUMBER = /^[A-Z]{3}\/\d{6}[A-Z]{0,2}$/;

/** spec/3 §5: anything of 2 characters or fewer is scanner noise, not an invoice number. */
export const INVOICE_NUMBER_MIN_LENGTH = 3;

/**
 * Scanners on some keyboard layouts send "|" or "~" for "/" (spec/3 §5). Typed numbers are also
 * trimmed and upper-cased, so "abc/123456" is the invoice printed as "ABC/123456"
 * (docs/decisions/034-van-invoice-numbers-and-registrations.md).
 */
export function normaliseInvoiceNumber(raw: string): string {
  return raw.trim().replace(/[|~]/g, "/").toUpperCase();
}

export type InvoiceNumberRefusal = "too_short" | "invalid" | "duplicate";

/**
 * spec/3 §5 Invoice number for a delivery: normalised, longer than 2 characters, of the invoice
 * pattern, and not already in the list. "too_short" carries the invalid message too; the page
 * may ignore that code to stay quiet on a stray scan.
 */
export function checkInvoiceNumber(
  raw: string,
  entered: readonly string[],
): Result<string, InvoiceNumberRefusal> {
  const invoice = normaliseInvoiceNumber(raw);
  if (invoice.length < INVOICE_NUMBER_MIN_LENGTH) return fail("too_short", INVOICE_NUMBER_INVALID);
  if (!INVOICE_NUMBER.test(invoice)) return fail("invalid", INVOICE_NUMBER_INVALID);
  if (entered.some((other) => normaliseInvoiceNumber(other) === invoice)) {
    return fail("duplicate", fillMessage(INVOICE_NUMBER_DUPLICATE, { number: invoice }));
  }
  return ok(invoice);
}
