/** The quote routes of the contract: the branch quotation page's check and its Extend Quote button. */
import { quoteRoutes as contract } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { perMinute } from "../../plugins/rate-limit.ts";
import { quotesFor } from "./index.ts";

/**
 * A customer checks a quote or two, perhaps after a typo; more than this from one client a minute
 * is someone trying references (issue 14: references cannot be enumerated).
 */
export const QUOTE_CHECKS_PER_MINUTE = 10;

export async function quoteRoutes(app: FastifyInstance) {
  const quotes = quotesFor(app);

  const limited = { config: { rateLimit: perMinute(QUOTE_CHECKS_PER_MINUTE) } };
  implement(
    app,
    contract.checkQuote,
    (request) => quotes.check(request.body.email, request.body.reference),
    limited,
  );
  implement(
    app,
    contract.extendQuote,
    (request) => quotes.extend(request.body.email, request.body.reference),
    limited,
  );
}
