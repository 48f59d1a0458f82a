/**
 * The checkout calendar's days (issue 12): `GET /api/checkout/delivery-dates` for the shopper's
 * delivering branch, read afresh each time (the session's postcode and the day decide it).
 */
import { deliveryDateRoutes as contract } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { shopperFulfilment } from "../fulfilment/index.ts";
import { deliveryDatesFor } from "./index.ts";

export async function deliveryDateRoutes(app: FastifyInstance) {
  const deliveryDates = deliveryDatesFor(app);

  implement(app, contract.deliveryDates, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return deliveryDates.offered(await shopperFulfilment(request));
  });
}
