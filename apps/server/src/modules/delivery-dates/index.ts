/**
 * The delivery-dates module's public surface: the checkout calendar's days, and the check the
 * order placement makes of a submitted date. Built once per database; its clock can be fixed,
 * so a test (or a demonstration) says which day today is.
 */
import type { FastifyRequest } from "fastify";
import { perDatabase } from "../../lib/per-database.ts";
import { shopperFulfilment } from "../fulfilment/index.ts";
import { createDeliveryDatesService, type CheckedDeliveryDate } from "./service.ts";
import { createDeliveryDatesStore } from "./store.ts";

export const deliveryDatesFor = perDatabase((host) => {
  let clock: () => Date = () => new Date();
  const service = createDeliveryDatesService(createDeliveryDatesStore(host.database.db), () => clock());
  return {
    ...service,
    /** Which instant "now" is from here on: the calendar counts its days from London's today at it. */
    useClock(now: () => Date) {
      clock = now;
    },
  };
});

/**
 * For the order placement: the shopper's submitted delivery date when their delivering branch
 * offers it now, else a 400 naming `field` (`deliveryDate` unless told) with a message the page
 * shows under the calendar; a 409 when the shopper is not having the basket delivered.
 */
export async function checkDeliveryDate(
  request: FastifyRequest,
  date: unknown,
  { field = "deliveryDate" }: { field?: string } = {},
): Promise<CheckedDeliveryDate> {
  return deliveryDatesFor(request.server).check(await shopperFulfilment(request), date, field);
}

export type { CheckedDeliveryDate } from "./service.ts";
