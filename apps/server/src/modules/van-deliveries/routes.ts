/**
 * The app's delivery options routes (contract vanDeliveryRoutes; decisions 162, 163): for a
 * signed-in app user only (a shop user without an app role is 403), always at the app's store.
 */
import { vanDeliveryRoutes as contract } from "@merchant/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { appSession, vanAppFor } from "../van/index.ts";
import { vanDeliveriesFor } from "./index.ts";

export async function vanDeliveryRoutes(app: FastifyInstance) {
  const vanApp = vanAppFor(app);
  const deliveries = vanDeliveriesFor(app);

  async function appStore(request: FastifyRequest, reply: FastifyReply) {
    const { userId, branchId } = await appSession(request, reply);
    await vanApp.appUser(userId);
    return { userId, store: await deliveries.storeOf(userId, branchId) };
  }

  implement(app, contract.storeCollections, async (request, reply) => {
    const { store } = await appStore(request, reply);
    return { store, collections: await deliveries.collections(store) };
  });

  implement(app, contract.collect, async (request, reply) => {
    const { userId, store } = await appStore(request, reply);
    return deliveries.collect(userId, store, request.params.collectionId, request.body);
  });

  implement(app, contract.deliver, async (request, reply) => {
    const { userId, store } = await appStore(request, reply);
    return deliveries.deliver(userId, store, request.body);
  });
}
