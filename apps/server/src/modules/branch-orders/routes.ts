/**
 * The branch order routes of the contract: the active trade account's orders placed at a branch,
 * and one of them by its number. Only the session's active account: another's cannot be named.
 */
import { branchOrderRoutes as contract } from "@merchant/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { forbidden } from "../../lib/domain-errors.ts";
import { implement } from "../../lib/implement-route.ts";
import { accountHolder, accountsFor } from "../accounts/index.ts";
import { branchOrdersFor } from "./index.ts";
import type { OrderingAccount } from "./service.ts";

/** Without an active trade account there are no branch orders to show. */
export const BRANCH_ORDERS_TRADE_ONLY = "Branch orders are listed for trade account holders.";

export async function branchOrderRoutes(app: FastifyInstance) {
  const orders = branchOrdersFor(app);
  const accounts = accountsFor(app);

  /** The signed-in user's (401 otherwise) active trade account (403 without one); never kept by a cache. */
  async function activeAccount(request: FastifyRequest, reply: FastifyReply): Promise<OrderingAccount> {
    reply.header("cache-control", "no-store");
    const active = await accounts.current(await accountHolder(request));
    if (!active) throw forbidden(BRANCH_ORDERS_TRADE_ONLY);
    return active;
  }

  implement(app, contract.accountBranchOrders, async (request, reply) => ({
    orders: await orders.ofAccount(await activeAccount(request, reply)),
  }));

  implement(app, contract.accountBranchOrder, async (request, reply) => ({
    order: await orders.order(await activeAccount(request, reply), request.params.orderNumber),
  }));
}
