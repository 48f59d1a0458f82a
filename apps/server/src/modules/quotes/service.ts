/**
 * Checking a branch quote (issue 14; spec/2 §4 "Quote check outcomes", §8): a quote is found only
 * by its reference and the customer's email together. A wrong email answers exactly as a wrong
 * reference does ('Sorry there is no quote with that quote reference available at this time.'),
 * so a reference cannot be confirmed without its email. Expired quotes come back with the Extend
 * Quote button's words and the quote, so the branch and its staff can be asked to extend it.
 */
import type { Quote, QuoteCheck, QuoteSummary } from "@merchant/contract";
import { incVat, STANDARD_VAT_PERCENT } from "@merchant/domain/money";
import { fillMessage } from "@merchant/domain/shared";
import {
  QUOTE_EXPIRED_MESSAGE,
  QUOTE_NOT_FOUND_MESSAGE,
  quoteCheckOutcome,
  quoteExtensionMessage,
} from "@merchant/domain/quotes";
import { conflict, notFound } from "../../lib/domain-errors.ts";
import type { ErpQuote, QuoteSource } from "./store.ts";

/** Sends the request to extend an expired quote (the branch's and the staff member's emails). */
export type ExtensionRequests = (quote: ErpQuote, customerEmail: string) => Promise<void>;

/** Sends a quote to the address it was made for, with the link that opens it on `origin`. */
export type CustomerCopies = (quote: ErpQuote, site: { origin: string; shopName: string }) => Promise<void>;

/** Our words (the spec has no "email me this quote"): where the copy went, which the customer typed. */
export const QUOTE_EMAILED_MESSAGE = "We have emailed quote {ref} to {email}.";

export function createQuoteService(
  source: QuoteSource,
  requestExtension: ExtensionRequests,
  sendCopy: CustomerCopies,
  now: () => Date = () => new Date(),
) {
  /** The quote with this reference and customer email, or null: a wrong email is no quote. */
  async function owned(email: string, reference: string): Promise<ErpQuote | null> {
    const found = await source.byReference(reference);
    return found && found.customerEmail === email.trim().toLowerCase() ? found : null;
  }
  const hasExpired = (quote: ErpQuote) => quote.expiresAt.getTime() <= now().getTime();

  return {
    async check(email: string, reference: string): Promise<QuoteCheck> {
      const found = await owned(email, reference);
      if (!found) return { outcome: "no-quote", message: QUOTE_NOT_FOUND_MESSAGE };
      const quote = quoteOf(found);
      const outcome = quoteCheckOutcome({ expiredquote: hasExpired(found) });
      return outcome.kind === "expired"
        ? { outcome: "expired", message: outcome.message, extendLabel: outcome.extendLabel, quote }
        : { outcome: "valid", quote };
    },

    /** A quote that can go into the basket: found by email and reference together (404), not expired (409). */
    async current(email: string, reference: string): Promise<ErpQuote> {
      const found = await owned(email, reference);
      if (!found) throw notFound(QUOTE_NOT_FOUND_MESSAGE);
      if (hasExpired(found)) throw conflict(QUOTE_EXPIRED_MESSAGE);
      return found;
    },

    /** The account area's list (issue 14): a trade account's quotes, newest first, valid or expired. */
    async ofAccount(accountId: number): Promise<QuoteSummary[]> {
      return (await source.byAccount(accountId)).map((quote) => ({
        reference: quote.reference,
        erp: quote.erp,
        branchName: quote.branch?.name ?? null,
        customerEmail: quote.customerEmail,
        expiresAt: quote.expiresAt.toISOString(),
        status: hasExpired(quote) ? "expired" : "valid",
        lineCount: quote.lines.length,
        totalExVat: quote.lines.reduce((sum, line) => sum + line.quantity * line.priceExVat, 0),
      }));
    },

    /** Emails the quote, with its link, to the address it was made for: the one the customer gave. */
    async emailToCustomer(
      email: string,
      reference: string,
      site: { origin: string; shopName: string },
    ): Promise<{ message: string }> {
      const found = await owned(email, reference);
      if (!found) throw notFound(QUOTE_NOT_FOUND_MESSAGE);
      await sendCopy(found, site);
      return {
        message: fillMessage(QUOTE_EMAILED_MESSAGE, { ref: found.reference, email: found.customerEmail }),
      };
    },

    /** spec/2 §4, §7: asks the branch and its staff member to extend an expired quote. */
    async extend(email: string, reference: string): Promise<{ message: string }> {
      const found = await owned(email, reference);
      if (!found || !hasExpired(found)) throw notFound(QUOTE_NOT_FOUND_MESSAGE);
      await requestExtension(found, email.trim().toLowerCase());
      return { message: quoteExtensionMessage(true) };
    },
  };
}

function quoteOf(found: ErpQuote): Quote {
  return {
    reference: found.reference,
    erp: found.erp,
    branch: found.branch,
    staffName: found.staffName,
    staffEmail: found.staffEmail,
    deliveryPostcode: found.deliveryPostcode,
    expiresAt: found.expiresAt.toISOString(),
    // spec/2 §3: an AX quote answers with AX's own references too.
    ax:
      found.erp === "ax"
        ? {
            branchCode: found.branch?.code ?? null,
            orderNumber: found.reference,
            customerAccount: found.accountNumber,
          }
        : null,
    lines: found.lines.map((line) => ({
      partNumber: line.partNumber,
      name: line.name,
      quantity: line.quantity,
      price: {
        exVat: line.priceExVat,
        incVat: incVat(line.priceExVat, line.vatRate ?? STANDARD_VAT_PERCENT),
      },
    })),
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
