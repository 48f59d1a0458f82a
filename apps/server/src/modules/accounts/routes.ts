/** Trade account routes of the contract: the user's accounts, switching, and asking a branch for terms. */
import { accountRoutes as contract } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { perMinute } from "../../plugins/rate-limit.ts";
import { authFor } from "../auth/index.ts";
import { branchesFor } from "../branches/index.ts";
import { fulfilmentFor, shopperFulfilment } from "../fulfilment/index.ts";
import { ACTIVE_ACCOUNT_KEY, accountHolder, accountsFor, branchOfRequest, compatibilityOf } from "./index.ts";

/** Each request emails a branch: a few a minute per client is plenty for a person. */
const TERMS_REQUESTS_PER_MINUTE = 5;
/** Whether an address has an account is worth little to a guesser at this pace; a guest asks once or twice. */
const EXISTS_CHECKS_PER_MINUTE = 10;

export async function accountRoutesPlugin(app: FastifyInstance) {
  const accounts = accountsFor(app);
  const fulfilment = fulfilmentFor(app).service;

  implement(app, contract.tradeAccounts, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const { erpFilter, branchId } = request.query;
    const branch = async () =>
      branchId === undefined ? branchOfRequest(request) : branchesFor(app).branch(branchId);
    return { accounts: await accounts.list(await accountHolder(request), erpFilter, branch) };
  });

  implement(app, contract.activeAccount, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return { account: await accounts.current(await accountHolder(request)) };
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
    contract.accountExists,
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { exists: await authFor(app).accountExists(request.query.email) };
    },
    { config: { rateLimit: perMinute(EXISTS_CHECKS_PER_MINUTE) } },
  );

  implement(app, contract.branchCompatibility, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return compatibilityOf(
      request,
      await fulfilment.propose(await shopperFulfilment(request), request.query),
    );
  });

  implement(
    app,
    contract.requestTradeTerms,
    async (request, reply) => {
      const holder = await accountHolder(request);
      const { accountId, branchId } = request.body;
      const branch =
        branchId === undefined ? await branchOfRequest(request) : await branchesFor(app).branch(branchId);
      const message = await accounts.requestTerms(holder, accountId, branch);
      return reply.status(202).send({ message });
    },
    { config: { rateLimit: perMinute(TERMS_REQUESTS_PER_MINUTE) } },
  );
}
