/** The account's branch quotes page: its loader's call, in the server's render, and where each quote opens. */
import type { QuoteSummary } from "@merchant/contract";
import { answer, type ApiClient } from "~/lib/api.ts";

export const ACCOUNT_QUOTES_PATH = "/account/quotes";

/** The active trade account's branch quotes, newest first. */
export const accountQuotesOf = (api: ApiClient) => answer(api.GET("/api/account/quotes"));

/**
 * spec/2 §2: the branch quotation page reads `email` and `quotation_ref`, fills its form and checks
 * the quote at once: a valid quote's lines go to the basket from there, an expired one's extension
 * is asked for there.
 */
export function branchQuotationPath(quote: Pick<QuoteSummary, "customerEmail" | "reference">): string {
  const query = new URLSearchParams({ email: quote.customerEmail, quotation_ref: quote.reference });
  return `/branch-quotation?${query}`;
}
