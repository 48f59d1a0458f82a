import { fail, ok, type Result } from "../shared/result.ts";
import { QUOTE_LINK_EMAIL_INVALID_MESSAGE, QUOTE_LINK_REFERENCE_INVALID_MESSAGE } from "./messages.ts";
import { checkQuoteEmail, checkQuoteReference } from "./quote-form.ts";

export type QuoteLinkParams = { readonly email?: string | null; readonly quotationRef?: string | null };
export type QuoteLink = { readonly email: string; readonly reference: string };

/**
 * spec/2 §2, §5: the branch quotation page opened from an emailed link reads `email` and
 * `quotation_ref`, and checks the quote at once. Null when the page was opened without them
 * (the customer types both); a link missing one or carrying a bad one sends the customer to
 * the form with the link message.
 */
export function readQuoteLink(
  params: QuoteLinkParams,
): Result<QuoteLink, "link_email_invalid" | "link_reference_invalid"> | null {
  if (params.email == null && params.quotationRef == null) return null;
  const email = checkQuoteEmail(params.email ?? "");
  if (!email.ok) return fail("link_email_invalid", QUOTE_LINK_EMAIL_INVALID_MESSAGE);
  const reference = checkQuoteReference(params.quotationRef ?? "");
  if (!reference.ok) return fail("link_reference_invalid", QUOTE_LINK_REFERENCE_INVALID_MESSAGE);
  return ok({ email: email.value, reference: reference.value });
}
