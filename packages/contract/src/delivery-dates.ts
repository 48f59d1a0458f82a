/**
 * The checkout's delivery calendar (issue 12; spec/1 §3 DeliveryDate, §4 'Delivery calendar', §9):
 * the days the shopper's delivering branch can deliver, from today plus its lead days, on the
 * weekdays its vans run, for six weeks, bank holidays left out (docs/decisions/124-delivery-dates.md).
 */
import { z } from "zod";
import { failures } from "./errors.ts";
import { route } from "./route.ts";

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe("YYYY-MM-DD, a London calendar day");

export const deliveryDatesSchema = z
  .object({
    branch: z
      .object({ id: z.int(), name: z.string() })
      .describe("the branch that delivers to the shopper's postcode"),
    dates: z
      .array(isoDay)
      .describe("the days offered, in order; empty when the branch has none in the next six weeks"),
    first: isoDay.nullable().describe("the earliest day offered; null when none is"),
  })
  .meta({ id: "DeliveryDates" });
export type DeliveryDates = z.infer<typeof deliveryDatesSchema>;

export const deliveryDateRoutes = {
  deliveryDates: route({
    method: "GET",
    path: "/api/checkout/delivery-dates",
    summary:
      "The days the shopper's delivering branch can deliver, for the checkout's calendar; 409 when the shopper is not having the basket delivered, or their postcode is beyond every branch's delivery radius",
    tags: ["checkout"],
    responses: { 200: deliveryDatesSchema, ...failures(409) },
  }),
};
