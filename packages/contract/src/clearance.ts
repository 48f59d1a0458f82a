/**
 * Clearance (spec/1 §2, §5, §8): the chosen branch's ex-display, discontinued and damaged-packaging
 * items, sold only from that branch for collection, and adding one to the basket.
 */
import { z } from "zod";
import { basketSchema, productReferenceSchema } from "./basket.ts";
import { failures } from "./errors.ts";
import { wholeNumber } from "./input.ts";
import { priceSchema } from "./money.ts";
import { route } from "./route.ts";
import { MAX_QUANTITY } from "@merchant/domain/catalog";

export const clearanceItemSchema = z
  .object({
    id: z.int(),
    product: productReferenceSchema,
    note: z.string().describe("why it is on clearance, e.g. Ex-display"),
    available: z.int().describe("how many the branch has: the most one add may ask for"),
    price: priceSchema,
    wasPrice: priceSchema.describe("the branch's usual price"),
  })
  .meta({ id: "ClearanceItem" });
export type ClearanceItem = z.infer<typeof clearanceItemSchema>;

export const clearanceListSchema = z.object({
  branch: z
    .object({ id: z.int(), name: z.string() })
    .nullable()
    .describe("the collection branch whose clearance this is; null until one is chosen"),
  items: z.array(clearanceItemSchema),
});
export type ClearanceList = z.infer<typeof clearanceListSchema>;

export const clearanceRoutes = {
  clearance: route({
    method: "GET",
    path: "/api/clearance",
    summary: "The clearance items of the shopper's collection branch, newest first",
    tags: ["clearance"],
    responses: { 200: clearanceListSchema },
  }),
  productClearance: route({
    method: "GET",
    path: "/api/products/{id}/clearance",
    summary:
      "The shopper's collection branch's clearance of one product, for the product page's clearance tab",
    tags: ["clearance"],
    params: z.object({ id: wholeNumber({ min: 1 }) }),
    responses: { 200: clearanceListSchema, ...failures(400, 404) },
  }),
  addClearance: route({
    method: "POST",
    path: "/api/basket/clearance",
    summary:
      "Adds a clearance item (GET /ajax/addclearanceitem): 409 with the 'Basket Report' text, or naming quantity with the 'Quantity Issue' text",
    tags: ["clearance", "basket"],
    body: z.strictObject({
      clearanceId: wholeNumber({ min: 1 }),
      quantity: wholeNumber({ min: 1, max: MAX_QUANTITY }),
    }),
    responses: {
      200: z.object({ basket: basketSchema, redirectTo: z.string().describe("/basket") }),
      ...failures(400, 403, 409),
    },
  }),
};
