/** The branch directory: every brand's branches and one branch's details. */
import { z } from "zod";
import {
  BRAND_CODES,
  ERP_CODES,
  MAX_BRANCH_QUERY_LENGTH,
  MAX_PLACE_QUERY_LENGTH,
  NEARBY_BRANCHES,
} from "./constants.ts";
import { failures } from "./errors.ts";
import { repeatedText, text, wholeNumber } from "./input.ts";
import { latitudeSchema, longitudeSchema, placeSchema } from "./places.ts";
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

/** A branch found near a place: its distance, whether it delivers there, and (on a product page) its stock of the product. */
export const nearbyBranchSchema = branchSummarySchema
  .extend({
    distanceMiles: z.number().describe("from the searched place, to one decimal place"),
    maxDeliveryMiles: z.int(),
    delivers: z.boolean().describe("the place is within the branch's delivery radius and it sells online"),
    nearest: z.boolean().describe("spec/2 §9: the first result within its delivery radius"),
    lat: z.number(),
    lng: z.number(),
    openingTimes: openingTimesSchema,
    availability: z
      .object({ inStock: z.boolean(), quantity: z.int() })
      .nullable()
      .describe("the asked product's stock at this branch; null when no product was asked"),
  })
  .meta({ id: "NearbyBranch" });
export type NearbyBranch = z.infer<typeof nearbyBranchSchema>;

export const nearbyBranchesSchema = z.object({
  origin: placeSchema,
  branches: z.array(nearbyBranchSchema),
  features: z.array(z.string()).describe("every store feature, for the filter"),
});
export type NearbyBranches = z.infer<typeof nearbyBranchesSchema>;

export const nearbyQuerySchema = z.object({
  near: text(MAX_PLACE_QUERY_LENGTH, { trim: true })
    .optional()
    .describe("a postcode, outward code or town; or give lat and lng"),
  lat: latitudeSchema.optional(),
  lng: longitudeSchema.optional(),
  brand: branchQuerySchema.shape.brand,
  feature: branchQuerySchema.shape.feature,
  limit: wholeNumber({ min: 1, max: NEARBY_BRANCHES.max }).default(NEARBY_BRANCHES.default),
  productId: wholeNumber({ min: 1 }).optional().describe("adds each branch's stock of this product"),
  delivering: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional()
    .describe("true: only branches that deliver to the place"),
});
export type NearbyQuery = z.infer<typeof nearbyQuerySchema>;
export type NearbyQueryInput = z.input<typeof nearbyQuerySchema>;

/** spec/1 §3 branch search: matching branches, and 'did you mean' names when none match. */
export const branchNameSearchSchema = z.object({
  results: z.array(
    z.object({ id: z.int(), code: z.string(), name: z.string(), fullName: z.string(), postcode: z.string() }),
  ),
  suggestions: z.array(z.string()).describe("branch names close to the phrase, when it matched none"),
});
export type BranchNameSearch = z.infer<typeof branchNameSearchSchema>;

export const branchLookupRoutes = {
  nearbyBranches: route({
    method: "GET",
    path: "/api/branches/nearby",
    summary:
      "Branches nearest a postcode, town or position, closest first, with distance in miles, delivery radius and the nearest-branch flag",
    tags: ["branches"],
    query: nearbyQuerySchema,
    responses: { 200: nearbyBranchesSchema, ...failures(400, 404, 429, 503) },
  }),
  branchNameSearch: route({
    method: "GET",
    path: "/api/branches/name-search",
    summary:
      "Branch-name search (spec/1 §4): branches whose name, town or postcode match, or names it may have meant",
    tags: ["branches"],
    query: z.object({
      q: text(MAX_BRANCH_QUERY_LENGTH, { trim: true, missing: "Is required" }).min(3, {
        error: "Must be at least 3 characters",
      }),
    }),
    responses: { 200: branchNameSearchSchema, ...failures(400, 429) },
  }),
};
