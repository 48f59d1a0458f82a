/**
 * Quote to basket (issue 14; spec/2 §3 add-from-quote response, §4 "Quote-to-basket flow"): the
 * postcode checks first (a quote without a postcode, the shopper's postcode differing from the
 * quote's, the quote's branch gone), then the quote's lines into the basket at their quoted
 * prices. When the customer agrees to 'Change Delivery Address and add products', the new
 * delivery postcode and the lines commit together, so a refused add changes nothing.
 */
import type { QuoteToBasket } from "@merchant/contract";
import { addFromQuoteSummary, quoteToBasketDecision, type AddFromQuoteReply } from "@merchant/domain/quotes";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  ACTIVE_ACCOUNT_KEY,
  accountChangeFor,
  onAccountTerms,
  refuseUnsupportedPurchase,
} from "../accounts/index.ts";
import { basketOwner, basketsFor } from "../basket/index.ts";
import {
  fulfilmentFor,
  fulfilmentPatch,
  shopperFulfilment,
  type FulfilmentData,
} from "../fulfilment/index.ts";
import { quotesFor } from "./index.ts";

export type QuoteToBasketRequest = { email: string; reference: string; changeDeliveryPostcode: boolean };

/** The reply for what the add did: to /basket when nothing failed, else the summary to show. */
function added(reply: AddFromQuoteReply): QuoteToBasket {
  const summary = addFromQuoteSummary(reply);
  return {
    outcome: "added",
    goToBasket: summary.goToBasket,
    messages: summary.goToBasket ? [] : [...summary.lines],
    added: [...(reply.addedtobasket ?? [])],
    notAdded: [...(reply.notaddedtobasket ?? [])],
  };
}

export function quoteToBasketFor(app: FastifyInstance) {
  const quotes = quotesFor(app);
  const baskets = basketsFor(app);
  const { service: fulfilment, branchTerms } = fulfilmentFor(app);

  /** Where the shopper will be once the quote is added, and the session patch that takes them there (null: no move). */
  async function destination(request: FastifyRequest, now: FulfilmentData, postcode: string | null) {
    if (postcode === null) {
      await refuseUnsupportedPurchase(request);
      return { next: now, patch: null, activate: null };
    }
    const next = await fulfilment.chooseDeliveryPostcode(now, postcode, true);
    // spec/2 §4 ERP and trade-account compatibility, as for any postcode change; its refusal changes nothing.
    const { activate } = await accountChangeFor(request, next, { acceptUnsupported: false });
    const account = activate === null ? {} : { [ACTIVE_ACCOUNT_KEY]: activate };
    return { next, patch: { ...fulfilmentPatch(next), ...account }, activate };
  }

  return async function toBasket(
    request: FastifyRequest,
    asked: QuoteToBasketRequest,
  ): Promise<QuoteToBasket> {
    const quote = await quotes.current(asked.email, asked.reference);
    const now = await shopperFulfilment(request);
    const decision = quoteToBasketDecision({
      fulfilment: now.fulfilment ?? "none",
      currentPostcode: now.deliveryPostcode,
      quotePostcode: quote.deliveryPostcode,
      quoteBranchId: quote.branch?.id ?? null,
    });
    if (decision.action === "refuse") return { outcome: "refused", message: decision.message };
    if (decision.action === "confirm-postcode-change" && !asked.changeDeliveryPostcode) {
      const { action: _, ...confirmation } = decision;
      return { outcome: "confirm-postcode-change", ...confirmation };
    }
    if (quote.branch === null) return added({ nostore: true });

    const move = decision.action === "add" ? null : decision.postcode;
    const { next, patch, activate } = await destination(request, now, move);
    const terms = await onAccountTerms(request, await branchTerms(next), activate);
    const result = await baskets.addQuote(
      async () => (await basketOwner(request, { start: true }))!,
      {
        reference: quote.reference,
        items: quote.lines.map((line) => ({
          partNumber: line.partNumber,
          name: line.name,
          quantity: line.quantity,
          priceExVat: line.priceExVat,
        })),
      },
      terms,
      async (tx) => {
        if (patch) await request.session.keep(patch, tx);
      },
    );
    return added(
      result === null
        ? { quoteaddedalready: quote.reference }
        : { addedtobasket: result.added, notaddedtobasket: result.notAdded },
    );
  };
}
