import { fillMessage } from "../shared/result.ts";
import {
  CONTACT_BRANCH_FOR_AVAILABILITY_MESSAGE,
  EXTEND_QUOTE_LABEL,
  NO_DOCUMENT_FOUND_REPLY,
  ORDER_SENT_TO_BRANCH_MESSAGE,
  QUOTE_ALREADY_ADDED_MESSAGE,
  QUOTE_EXPIRED_MESSAGE,
  QUOTE_EXTENSION_FAILED_MESSAGE,
  QUOTE_EXTENSION_SENT_MESSAGE,
  QUOTE_ITEMS_NOT_ADDED_HEADING,
  QUOTE_ITEMS_UNAVAILABLE_MESSAGE,
  QUOTE_NO_STORE_MESSAGE,
  QUOTE_NOT_FOUND_MESSAGE,
} from "./messages.ts";

/** spec/2 §3 Quote-check response (the fields that decide the outcome). */
export type QuoteCheckReply = { readonly noquote?: string | null; readonly expiredquote?: boolean };

export type QuoteCheckOutcome =
  /** Shown under the reference field. */
  | { readonly kind: "no-quote"; readonly message: string }
  | { readonly kind: "expired"; readonly message: string; readonly extendLabel: string }
  | { readonly kind: "valid" };

/**
 * spec/2 §4, §8: no quote, expired (with the Extend Quote button) or valid. The bare reply text
 * 'No Document found', and a noquote of the same words, become the customer-facing sentence; any
 * other noquote message from the server is shown as sent.
 */
export function quoteCheckOutcome(reply: QuoteCheckReply | string): QuoteCheckOutcome {
  // A bare text reply is never a quote: blank reads as no document found.
  const facts: QuoteCheckReply =
    typeof reply === "string" ? { noquote: reply.trim() || NO_DOCUMENT_FOUND_REPLY } : reply;
  const noquote = (facts.noquote ?? "").trim();
  if (noquote === NO_DOCUMENT_FOUND_REPLY) return { kind: "no-quote", message: QUOTE_NOT_FOUND_MESSAGE };
  if (noquote !== "") return { kind: "no-quote", message: noquote };
  if (facts.expiredquote === true) {
    return { kind: "expired", message: QUOTE_EXPIRED_MESSAGE, extendLabel: EXTEND_QUOTE_LABEL };
  }
  return { kind: "valid" };
}

/** spec/2 §3 Add-from-quote response. */
export type AddFromQuoteReply = {
  readonly addedtobasket?: readonly string[];
  readonly notaddedtobasket?: readonly string[];
  /** The quote reference, when this quote's items were added before. */
  readonly quoteaddedalready?: string | null;
  readonly nostore?: boolean;
};

export type AddFromQuoteSummary =
  { readonly goToBasket: true } | { readonly goToBasket: false; readonly lines: readonly string[] };

/**
 * spec/2 §4, §8: after adding, go to /basket if nothing failed; otherwise show a summary and stay.
 * A 'null' reply (null here) means the items could not be fetched.
 */
export function addFromQuoteSummary(reply: AddFromQuoteReply | null): AddFromQuoteSummary {
  if (reply === null) return { goToBasket: false, lines: [QUOTE_ITEMS_UNAVAILABLE_MESSAGE] };
  const alreadyAdded = reply.quoteaddedalready?.trim();
  if (alreadyAdded) {
    return { goToBasket: false, lines: [fillMessage(QUOTE_ALREADY_ADDED_MESSAGE, { ref: alreadyAdded })] };
  }
  if (reply.nostore === true) return { goToBasket: false, lines: [QUOTE_NO_STORE_MESSAGE] };
  const notAdded = reply.notaddedtobasket ?? [];
  if (notAdded.length === 0) return { goToBasket: true };
  return {
    goToBasket: false,
    lines: [QUOTE_ITEMS_NOT_ADDED_HEADING, ...notAdded, CONTACT_BRANCH_FOR_AVAILABILITY_MESSAGE],
  };
}

/** spec/2 §7, §8: the extension request to the branch answers false on failure. */
export function quoteExtensionMessage(succeeded: boolean): string {
  return succeeded ? QUOTE_EXTENSION_SENT_MESSAGE : QUOTE_EXTENSION_FAILED_MESSAGE;
}

/** spec/2 §8: the order or quote request emailed to the nearest branch (delivery out of range). */
export function orderSentToBranchMessage(branchName: string): string {
  return fillMessage(ORDER_SENT_TO_BRANCH_MESSAGE, { branch: branchName.trim() });
}
