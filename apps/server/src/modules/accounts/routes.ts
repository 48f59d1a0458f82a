/** Trade account routes of the contract: the user's accounts, switching, and asking a branch for terms. */
import { accountRoutes as contract } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { perMinute } from "../../plugins/rate-limit.ts";
import { ACTIVE_ACCOUNT_KEY, accountHolder, accountsFor, branchOfRequest } from "./index.ts";

/** Each request emails a branch: a few a minute per client is plenty for a person. */
const TERMS_REQUESTS_PER_MINUTE = 5;

export async function accountRoutesPlugin(app: FastifyInstance) {
  const accounts = accountsFor(app);

  implement(app, contract.tradeAccounts, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return { accounts: await accounts.list(await accountHolder(request)) };
  });

  implement(app, contract.switchAccount, async (request) => {
    const holder = await accountHolder(request);
    const { reply, activate } = await accounts.switchTo(
      holder,
      request.body.accountId,
      await branchOfRequest(request),
    );
    if (activate !== null) await request.session.keep({ [ACTIVE_ACCOUNT_KEY]: activate });
    return reply;
  });

  implement(
    app,
    contract.requestTradeTerms,
    async (request, reply) => {
      const holder = await accountHolder(request);
      const message = await accounts.requestTerms(
        holder,
        request.body.accountId,
        await branchOfRequest(request),
      );
      return reply.status(202).send({ message });
    },
    { config: { rateLimit: perMinute(TERMS_REQUESTS_PER_MINUTE) } },
  );
}
