/** The branch directory: every brand's branches and one branch's details. */
import { z } from "zod";
import { BRAND_CODES, ERP_CODES, MAX_BRANCH_QUERY_LENGTH } from "./constants.ts";
import { failures } from "./errors.ts";
import { repeatedText, text, wholeNumber } from "./input.ts";
import { route } from "./route.ts";

/** Store feature names are a few words; the finder offers a couple of dozen to tick. */
const MAX_FEATURE_LENGTH = 100;
const MAX_FEATURES = 50;

export const branchSummarySchema = z
  .object({
    id: z.int(),
    code: z.string().describe("the ERP's branch code, e.g. BU014"),
    slug: z.string(),
    name: z.string().describe("the town or location name"),
    fullName: z.string(),
    brand: z.object({ code: z.enum(BRAND_CODES), name: z.string() }),
    erp: z.enum(ERP_CODES),
    postcode: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.array(z.string()).describe("address lines 1–4, those present"),
    features: z.array(z.string()),
    basketEcommerceActive: z.boolean(),
  })
  .meta({ id: "BranchSummary" });
export type BranchSummary = z.infer<typeof branchSummarySchema>;

export const openingTimesSchema = z
  .array(
    z.object({
      day: z.string(),
      opens: z.string().nullable().describe("HH:MM; null when closed"),
      closes: z.string().nullable(),
    }),
  )
  .describe("Monday to Sunday");
export type OpeningDay = z.infer<typeof openingTimesSchema>[number];

export const branchDetailSchema = branchSummarySchema
  .extend({
    openingTimes: openingTimesSchema,
    managerName: z.string().nullable(),
    lat: z.number(),
    lng: z.number(),
    maxDeliveryMiles: z.int(),
  })
  .meta({ id: "BranchDetail" });
export type BranchDetail = z.infer<typeof branchDetailSchema>;

export const branchListSchema = z.object({
  branches: z.array(branchSummarySchema),
  total: z.int(),
  features: z.array(z.string()).describe("every store feature, for the filter"),
});
export type BranchList = z.infer<typeof branchListSchema>;

export const branchQuerySchema = z.object({
  q: text(MAX_BRANCH_QUERY_LENGTH, { trim: true })
    .default("")
    .describe("town or name, full name, postcode or branch code; part of one is enough"),
  brand: z
    .enum(BRAND_CODES, { error: `Must be one of ${BRAND_CODES.join(", ")}` })
    .optional()
    .describe("only this brand's branches"),
  feature: repeatedText(MAX_FEATURE_LENGTH, MAX_FEATURES)
    .transform((names) => names.map((name) => name.trim()).filter(Boolean))
    .default([])
    .describe("a store feature; repeat for several: branches with at least one of them"),
});
export type BranchQuery = z.infer<typeof branchQuerySchema>;
export type BranchQueryInput = z.input<typeof branchQuerySchema>;

export const branchRoutes = {
  branches: route({
    method: "GET",
    path: "/api/branches",
    summary: "Branches of every brand, in name order, searched by town, name, postcode or code",
    tags: ["branches"],
    query: branchQuerySchema,
    responses: { 200: branchListSchema, ...failures(400) },
  }),
  branch: route({
    method: "GET",
    path: "/api/branches/{id}",
    summary: "One branch with its opening times, manager and delivery radius",
    tags: ["branches"],
    params: z.object({ id: wholeNumber({ min: 1 }).describe("the branch's id") }),
    responses: { 200: z.object({ branch: branchDetailSchema }), ...failures(400, 404) },
  }),
};
