/**
 * Calculators (spec/2 §5, §9 aggregate calculator; issue 16): the products whose bags an
 * aggregate estimate is bought in, so the calculator can put its bulk and poly bags in the basket.
 * The sums themselves are pure rules in @merchant/domain/calculators, worked out in the page.
 */
import { z } from "zod";
import { AGGREGATE_TYPES } from "@merchant/domain/calculators";
import { productSummarySchema } from "./catalog.ts";
import { failures } from "./errors.ts";
import { route } from "./route.ts";

export const aggregateBagsSchema = z
  .object({
    type: z.enum(AGGREGATE_TYPES),
    bulkBag: productSummarySchema.nullable().describe("the bulk bag (up to 800 kg) sold for this aggregate"),
    polyBag: productSummarySchema.nullable().describe("the 25 kg poly bag sold for this aggregate"),
  })
  .meta({ id: "AggregateBags" });
export type AggregateBags = z.infer<typeof aggregateBagsSchema>;

export const calculatorRoutes = {
  aggregateBags: route({
    method: "GET",
    path: "/api/calculators/aggregate/{type}/bags",
    summary:
      "The products an aggregate (sand, gravel or slate) is sold in by the bulk bag and by the 25 kg poly bag; null where the shop sells none",
    tags: ["calculators"],
    params: z.object({ type: z.enum(AGGREGATE_TYPES) }),
    responses: { 200: aggregateBagsSchema, ...failures(400) },
  }),
};
