/** The quote routes of the contract: the branch quotation page's check and its Extend Quote button, and the account's quotes. */
import { quoteRoutes as contract } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { forbidden } from "../../lib/domain-errors.ts";
import { implement } from "../../lib/implement-route.ts";
import { accountHolder, accountsFor } from "../accounts/index.ts";
import { perMinute } from "../../plugins/rate-limit.ts";
import { linkSiteOf } from "../site/index.ts";
import { quotesFor } from "./index.ts";
import { quoteToBasketFor } from "./to-basket.ts";

/**
 * A customer checks a quote or two, perhaps after a typo, and the page checks it again with each
 * of its buttons (Add to basket and its confirmation, Email me this quote, Extend Quote): a
 * handful. More than this from one client a minute, on any one of the quote routes, is someone
 * trying references (issue 14: references cannot be enumerated).
 */
export const QUOTE_CHECKS_PER_MINUTE = 20;

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

  implement(
    app,
    contract.emailQuote,
    async (request, reply) => {
      const sent = await quotes.emailToCustomer(
        request.body.email,
        request.body.reference,
        await linkSiteOf(request),
      );
      return reply.status(202).send(sent);
    },
    limited,
  );

  const toBasket = quoteToBasketFor(app);
  implement(
    app,
    contract.addQuoteToBasket,
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return toBasket(request, request.body);
    },
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
