/**
 * Partnering catalogue routes of the contract: the active trade account's catalogue, adding a
 * product with its usual quantity (spec/2 §7 POST /partneringcatalogues/add), and removing one.
 * Every call is about the session's active account: another account's catalogue cannot be named.
 */
import { partneringRoutes as contract } from "@merchant/contract";
import { termsPrice } from "@merchant/domain/fulfilment";
import { incVat } from "@merchant/domain/money";
import { PARTNERING_TRADE_ACCOUNTS_ONLY_MESSAGE } from "@merchant/domain/partnering";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { forbidden } from "../../lib/domain-errors.ts";
import { implement } from "../../lib/implement-route.ts";
import { accountHolder, accountsFor, onAccountTerms } from "../accounts/index.ts";
import { fulfilmentFor, shopperFulfilment } from "../fulfilment/index.ts";
import { partneringFor, type PartneringAccount, type Pricing } from "./index.ts";

export async function partneringRoutes(app: FastifyInstance) {
  const partnering = partneringFor(app);
  const accounts = accountsFor(app);
  const { branchTerms } = fulfilmentFor(app);

  /** The signed-in user (401 otherwise) and their active trade account (403 without one). */
  async function activeAccount(request: FastifyRequest, reply: FastifyReply) {
    reply.header("cache-control", "no-store");
    const holder = await accountHolder(request);
    const active = (await accounts.list(holder)).find((account) => account.active);
    if (!active) throw forbidden(PARTNERING_TRADE_ACCOUNTS_ONLY_MESSAGE);
    const account: PartneringAccount = { id: active.id, accNumber: active.accNumber, name: active.name };
    return { userId: holder.id, account };
  }

  /** Prices as the product page makes its offer: the branch in force, on the account's terms there. */
  async function pricing(request: FastifyRequest): Promise<Pricing> {
    const terms = await onAccountTerms(request, await branchTerms(await shopperFulfilment(request)));
    return {
      branch: terms.branch,
      price(listExVat, vatRate) {
        const exVat = termsPrice(listExVat, terms);
        return { exVat, incVat: incVat(exVat, vatRate) };
      },
    };
  }

  implement(app, contract.partneringCatalogue, async (request, reply) => {
    const { account } = await activeAccount(request, reply);
    return partnering.catalogue(account, await pricing(request));
  });

  implement(app, contract.addToPartneringCatalogue, async (request, reply) => {
    const { userId, account } = await activeAccount(request, reply);
    const { productId, quantity } = request.body;
    const { item, created } = await partnering.add(
      account,
      userId,
      productId,
      quantity,
      await pricing(request),
    );
    return reply.status(created ? 201 : 200).send(item);
  });

  implement(app, contract.removeFromPartneringCatalogue, async (request, reply) => {
    const { account } = await activeAccount(request, reply);
    await partnering.remove(account, request.params.productId);
    return reply.status(204).send();
  });
}
