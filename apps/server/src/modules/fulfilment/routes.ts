/** Fulfilment routes of the contract: the shopper's branch or postcode, stock, delivery charges, requests to a branch. */
import { fulfilmentRoutes as contract } from "@merchant/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { fulfilmentFor } from "./index.ts";
import { fulfilmentPatch, type FulfilmentData } from "./session-data.ts";
import { shopperFulfilment } from "./shopper.ts";

export async function fulfilmentRoutes(app: FastifyInstance) {
  const { service, deliveryCharges, requestFromBranch } = fulfilmentFor(app);

  /** Keeps the new data in the session (starting one if need be) and answers the set-branch reply. */
  async function keep(request: FastifyRequest, data: FulfilmentData) {
    await request.session.keep(fulfilmentPatch(data));
    return { state: await service.state(data), reload: true, redirectTo: null };
  }

  implement(app, contract.fulfilment, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return service.state(await shopperFulfilment(request));
  });

  implement(app, contract.setCollectionBranch, async (request) => {
    const { branchId, setFulfilment } = request.body;
    return keep(
      request,
      await service.chooseCollectionBranch(await shopperFulfilment(request), branchId, setFulfilment),
    );
  });

  implement(app, contract.setDeliveryPostcode, async (request) => {
    const { postcode, setFulfilment } = request.body;
    return keep(
      request,
      await service.chooseDeliveryPostcode(await shopperFulfilment(request), postcode, setFulfilment),
    );
  });

  implement(app, contract.setFulfilmentType, async (request) =>
    keep(request, service.switchTo(await shopperFulfilment(request), request.body.fulfilment)),
  );

  implement(app, contract.stockCheck, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return service.stockCheck(await shopperFulfilment(request), request.params.id, request.query.branchId);
  });

  implement(app, contract.stockByBranch, async (request) => service.stockEverywhere(request.params.id));

  implement(app, contract.deliveryCharges, async (request) => deliveryCharges(request.query.postcode));

  implement(app, contract.branchRequest, async (request) => requestFromBranch(request.body));
}
