/** Clearance routes of the contract: the branch's list, a product's, and adding an item to the basket. */
import { clearanceRoutes as contract } from "@merchant/contract";
import { CLEARANCE_ADDED_DESTINATION } from "@merchant/domain/clearance";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { refuseUnsupportedPurchase } from "../accounts/index.ts";
import { basketOwner } from "../basket/index.ts";
import { fulfilmentFor, shopperFulfilment } from "../fulfilment/index.ts";
import { clearanceFor } from "./index.ts";

export async function clearanceRoutes(app: FastifyInstance) {
  const clearance = clearanceFor(app);
  const { branchTerms } = fulfilmentFor(app);

  /** The shopper's fulfilment and its terms; clearance stock changes by the minute, so nothing is cached. */
  async function context(request: FastifyRequest, reply: FastifyReply) {
    reply.header("cache-control", "no-store");
    const data = await shopperFulfilment(request);
    return { data, terms: await branchTerms({ ...data, fulfilment: "collection" }) };
  }

  implement(app, contract.clearance, async (request, reply) => {
    const { data, terms } = await context(request, reply);
    return clearance.list(terms, data);
  });

  implement(app, contract.productClearance, async (request, reply) => {
    const { data, terms } = await context(request, reply);
    return clearance.forProduct(request.params.id, terms, data);
  });

  implement(app, contract.addClearance, async (request, reply) => {
    const { data, terms } = await context(request, reply);
    await refuseUnsupportedPurchase(request);
    const owner = async () => (await basketOwner(request, { start: true }))!;
    const { clearanceId, quantity } = request.body;
    const basket = await clearance.add(owner, clearanceId, quantity, terms, data);
    return { basket, redirectTo: CLEARANCE_ADDED_DESTINATION };
  });
}
