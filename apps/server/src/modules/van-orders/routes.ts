/**
 * The van app's orders, order history and delivery calendar routes (contract vanOrderRoutes),
 * each for the signed-in app user's session alone.
 */
import { vanOrderRoutes as contract } from "@merchant/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { appSession, DELIVERY_SLOT_KEY, keptDeliverySlot } from "../van/index.ts";
import { vanOrdersFor } from "./index.ts";

export async function vanOrderRoutes(app: FastifyInstance) {
  const vanOrders = vanOrdersFor(app);
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) =>
    (await appSession(request, reply)).userId;

  implement(app, contract.vanOrders, async (request, reply) =>
    vanOrders.openOrders(await signedIn(request, reply), request.query),
  );

  implement(app, contract.collectVanOrder, async (request, reply) =>
    vanOrders.collect(await signedIn(request, reply), request.params.orderNumber, request.body.choice),
  );

  implement(app, contract.vanOrderHistory, async (request, reply) => {
    const { type, days, q } = request.query;
    return vanOrders.history(await signedIn(request, reply), {
      type: type === "all" ? undefined : type,
      days,
      term: q,
    });
  });

  implement(app, contract.deliveryDay, async (request, reply) => {
    const { date, priority, type } = request.query;
    const userId = await signedIn(request, reply);
    return vanOrders.day(userId, date, priority, type, await keptDeliverySlot(request));
  });

  implement(app, contract.chooseExistingSlot, async (request, reply) => {
    const chosen = await vanOrders.chooseExistingSlot(await signedIn(request, reply), request.body);
    await request.session.keep({ [DELIVERY_SLOT_KEY]: chosen.slot });
    return chosen;
  });

  implement(app, contract.bookDeliverySlot, async (request, reply) =>
    vanOrders.book(await signedIn(request, reply), request.body),
  );

  implement(app, contract.cancelDeliverySlot, async (request, reply) =>
    vanOrders.cancel(await signedIn(request, reply), request.params.bookingId),
  );
}
