/** The quote routes of the contract: the branch quotation page's check and its Extend Quote button, and the account's quotes. */
import { quoteRoutes as contract } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { forbidden } from "../../lib/domain-errors.ts";
import { implement } from "../../lib/implement-route.ts";
import { accountHolder, accountsFor } from "../accounts/index.ts";
import { perMinute } from "../../plugins/rate-limit.ts";
import { quotesFor } from "./index.ts";

/**
 * A customer checks a quote or two, perhaps after a typo; more than this from one client a minute
 * is someone trying references (issue 14: references cannot be enumerated).
 */
export const QUOTE_CHECKS_PER_MINUTE = 10;

/** Without an active trade account there are no account quotes to list. */
export const ACCOUNT_QUOTES_TRADE_ONLY = "Branch quotes are listed for trade account holders.";

export async function quoteRoutes(app: FastifyInstance) {
  const quotes = quotesFor(app);
  const accounts = accountsFor(app);

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

  // The session's active account only: another account's quotes cannot be named.
  implement(app, contract.accountQuotes, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const active = (await accounts.list(await accountHolder(request))).find((account) => account.active);
    if (!active) throw forbidden(ACCOUNT_QUOTES_TRADE_ONLY);
    return { quotes: await quotes.ofAccount(active.id) };
  });
}
