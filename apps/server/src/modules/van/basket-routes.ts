/**
 * The van app's basket and store routes (contract vanBasketRoutes; decision 153). Each names the
 * van; one not of the operator's trade accounts answers 404 before anything is read or written.
 */
import { vanBasketRoutes as contract } from "@merchant/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { storeSummary } from "./basket-service.ts";
import { vanAppFor, vanBasketsFor } from "./index.ts";
import { APP_BRANCH_KEY, appSession, DELIVERY_SLOT_KEY, keptDeliverySlot } from "./app-session.ts";

export async function vanBasketRoutes(app: FastifyInstance) {
  const vanApp = vanAppFor(app);
  const baskets = vanBasketsFor(app);

  async function operatorsVan(request: FastifyRequest<{ Params: { vanId: number } }>, reply: FastifyReply) {
    const { userId, branchId } = await appSession(request, reply);
    return { userId, branchId, van: await vanApp.operatorsVan(userId, request.params.vanId) };
  }

  implement(app, contract.appBasket, async (request, reply) => {
    const { userId, branchId, van } = await operatorsVan(request, reply);
    const [basket, store] = await Promise.all([baskets.basket(van, userId), baskets.storeFor(van, branchId)]);
    return { basket, store: store ? storeSummary(store) : null };
  });

  implement(app, contract.addToAppBasket, async (request, reply) => {
    const { userId, van } = await operatorsVan(request, reply);
    return baskets.add(van, userId, request.body);
  });

  implement(app, contract.startOver, async (request, reply) => {
    const { userId, van } = await operatorsVan(request, reply);
    return baskets.startOver(van, userId);
  });

  implement(app, contract.checkOutAppBasket, async (request, reply) => {
    const { userId, branchId, van } = await operatorsVan(request, reply);
    // The existing slot chosen in the calendar, for this van, goes with the next order (decision 170).
    const kept = await keptDeliverySlot(request);
    const slot = kept?.vanId === van.id ? kept : null;
    const placed = await baskets.checkOut(van, userId, await baskets.storeFor(van, branchId), slot);
    if (kept) await request.session.keep({ [DELIVERY_SLOT_KEY]: null });
    return reply.status(201).send(placed);
  });

  implement(app, contract.appStore, async (request, reply) => {
    const { userId } = await appSession(request, reply);
    await vanApp.appUser(userId);
    const store = await baskets.chooseStore(request.body.branchId);
    await request.session.keep({ [APP_BRANCH_KEY]: store.id });
    return { store: storeSummary(store) };
  });
}
