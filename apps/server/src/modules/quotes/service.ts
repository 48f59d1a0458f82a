/**
 * Checking a branch quote (issue 14; spec/2 §4 "Quote check outcomes", §8): a quote is found only
 * by its reference and the customer's email together. A wrong email answers exactly as a wrong
 * reference does ('Sorry there is no quote with that quote reference available at this time.'),
 * so a reference cannot be confirmed without its email. Expired quotes come back with the Extend
 * Quote button's words and the quote, so the branch and its staff can be asked to extend it.
 */
import type { Quote, QuoteCheck } from "@merchant/contract";
import { incVat } from "@merchant/domain/money";
import { QUOTE_NOT_FOUND_MESSAGE, quoteCheckOutcome } from "@merchant/domain/quotes";
import type { ErpQuote, QuoteSource } from "./store.ts";

/** A quote line whose part number the shop does not sell is priced at the standard rate. */
const STANDARD_VAT_RATE = 20;

export function createQuoteService(source: QuoteSource, now: () => Date = () => new Date()) {
  return {
    async check(email: string, reference: string): Promise<QuoteCheck> {
      const found = await source.byReference(reference);
      if (!found || found.customerEmail !== email.trim().toLowerCase())
        return { outcome: "no-quote", message: QUOTE_NOT_FOUND_MESSAGE };
      const quote = quoteOf(found);
      const outcome = quoteCheckOutcome({ expiredquote: found.expiresAt.getTime() <= now().getTime() });
      return outcome.kind === "expired"
        ? { outcome: "expired", message: outcome.message, extendLabel: outcome.extendLabel, quote }
        : { outcome: "valid", quote };
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
    lines: found.lines.map((line) => ({
      partNumber: line.partNumber,
      name: line.name,
      quantity: line.quantity,
      price: { exVat: line.priceExVat, incVat: incVat(line.priceExVat, line.vatRate ?? STANDARD_VAT_RATE) },
    })),
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
