/**
 * The private store's routes (contract privateStoreRoutes; decision 167): for a signed-in
 * private-store customer only, always at the app's store and on their trade account. Van
 * operators and staff are 403; another customer's order is a 404.
 */
import { privateStoreRoutes as contract } from "@merchant/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { appSession } from "../van/index.ts";
import { privateStoresFor } from "./index.ts";

export async function privateStoreRoutes(app: FastifyInstance) {
  const privateStore = privateStoresFor(app);

  async function customer(request: FastifyRequest, reply: FastifyReply) {
    const { userId, branchId } = await appSession(request, reply);
    return privateStore.customer(userId, branchId);
  }

  implement(app, contract.privateStoreSearch, async (request, reply) =>
    privateStore.search(await customer(request, reply), request.query.q.trim()),
  );

  implement(app, contract.privateStoreMenu, async (request, reply) =>
    privateStore.menu(await customer(request, reply)),
  );

  implement(app, contract.privateStoreGroup, async (request, reply) =>
    privateStore.group(await customer(request, reply), request.params.groupId),
  );

  implement(app, contract.privateStoreBasket, async (request, reply) =>
    privateStore.basket(await customer(request, reply)),
  );

  implement(app, contract.addToPrivateStoreBasket, async (request, reply) =>
    privateStore.add(await customer(request, reply), request.body.productId, request.body.quantity),
  );

  implement(app, contract.removeFromPrivateStoreBasket, async (request, reply) =>
    privateStore.remove(await customer(request, reply), request.params.productId),
  );

  implement(app, contract.emptyPrivateStoreBasket, async (request, reply) =>
    privateStore.empty(await customer(request, reply)),
  );

  implement(app, contract.checkOutPrivateStore, async (request, reply) => {
    const placed = await privateStore.checkOut(await customer(request, reply), request.body);
    return reply.status(201).send(placed);
  });

  implement(app, contract.privateStoreOrder, async (request, reply) => {
    const { userId } = await customer(request, reply);
    return privateStore.order(userId, request.params.orderNumber);
  });
}
