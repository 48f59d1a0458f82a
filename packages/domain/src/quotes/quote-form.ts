import { isEmailAddress } from "../checkout/field-rules.ts";
import { fail, ok, type Result } from "../shared/result.ts";
import {
  QUOTE_EMAIL_INVALID_MESSAGE,
  QUOTE_EMAIL_REQUIRED_MESSAGE,
  QUOTE_REFERENCE_INVALID_MESSAGE,
  QUOTE_REFERENCE_REQUIRED_MESSAGE,
} from "./messages.ts";

/** spec/2 §5: "Email: standard pattern" — the same email rule as checkout. */
export function checkQuoteEmail(input: string): Result<string, "email_required" | "email_invalid"> {
  const email = input.trim();
  if (email === "") return fail("email_required", QUOTE_EMAIL_REQUIRED_MESSAGE);
  return isEmailAddress(email) ? ok(email) : fail("email_invalid", QUOTE_EMAIL_INVALID_MESSAGE);
}

/** spec/2 §5, §9: a quote reference has at least 6 characters; the old pattern allowed up to 13. */
export const QUOTE_REFERENCE_MIN_LENGTH = 6;
export const QUOTE_REFERENCE_MAX_LENGTH = 13;

/**
 * Anchored, unlike the old page's pattern, which took any text holding 6 to 13 such characters
 * somewhere (docs/decisions/025-quote-reference-and-summary.md). Letters, digits, "/" and "-"
 * cover the references both ERPs print ("Q0012345", "SQ/123456").
 */
const QUOTE_REFERENCE_PATTERN = /^[A-Za-z0-9/-]{6,13}$/;

export function checkQuoteReference(
  input: string,
): Result<string, "reference_required" | "reference_invalid"> {
  const reference = input.trim();
  if (reference === "") return fail("reference_required", QUOTE_REFERENCE_REQUIRED_MESSAGE);
  return QUOTE_REFERENCE_PATTERN.test(reference)
    ? ok(reference)
    : fail("reference_invalid", QUOTE_REFERENCE_INVALID_MESSAGE);
}
