/**
 * Where the shopper is (spec/2 §3 session delivery data): collecting from a branch or having goods
 * delivered to a postcode, kept in the server-side session; the stock check per product and
 * branch; delivery charges; and the request to the nearest branch from outside every delivery
 * radius.
 */
import { z } from "zod";
import { FULFILMENT_TYPES, MAX_PLACE_QUERY_LENGTH } from "./constants.ts";
import { failures } from "./errors.ts";
import { text, wholeNumber } from "./input.ts";
import { openingTimesSchema } from "./branches.ts";
import { priceSchema } from "./money.ts";
import { route } from "./route.ts";

export const fulfilmentSchema = z.enum(FULFILMENT_TYPES, {
  error: "Bad fulfilment type: fulfilment must be collection or delivery.",
});

/** A chosen branch as the header, selector card and store-change section show it. */
export const localStoreSchema = z
  .object({
    id: z.int(),
    code: z.string(),
    name: z.string().describe("LocationName, e.g. Ipswich"),
    fullName: z.string(),
    slug: z.string(),
    brand: z.object({ code: z.string(), name: z.string() }),
    erp: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.array(z.string()),
    postcode: z.string(),
    managerName: z.string().nullable(),
    openingTimes: openingTimesSchema,
    lat: z.number(),
    lng: z.number(),
    basketEcommerceActive: z.boolean(),
  })
  .meta({ id: "LocalStore" });
export type LocalStore = z.infer<typeof localStoreSchema>;

export const fulfilmentStateSchema = z
  .object({
    fulfilment: fulfilmentSchema.nullable().describe("null until the shopper chooses"),
    collectionBranch: localStoreSchema.nullable(),
    deliveryPostcode: z.string().nullable().describe("formatted, e.g. IP1 1AA"),
    deliveryBranch: localStoreSchema
      .nullable()
      .describe("the closest branch delivering to the postcode; when none does, the nearest branch"),
    deliverable: z
      .boolean()
      .nullable()
      .describe("the postcode is within a branch's delivery radius; null without one"),
  })
  .meta({ id: "FulfilmentState" });
export type FulfilmentState = z.infer<typeof fulfilmentStateSchema>;

/**
 * spec/2 §4 for a signed-in trade user (GET /api/account/branch-compatibility says which applies):
 * the account chosen in the account-selection dialog, or the confirmation that the branch will be
 * used without a usable account (the basket is emptied, purchase blocked until one is chosen).
 */
const tradeAccountChoice = {
  accountId: wholeNumber({ min: 1 })
    .optional()
    .describe("the trade account to use there, when asked to choose"),
  acceptUnsupported: z
    .boolean()
    .default(false)
    .describe("go on where no trade account can be used: empties the basket and blocks purchase"),
};

/** spec/2 §3 set-branch response, less what the page re-reads when it reloads. */
export const setBranchReplySchema = z.object({
  state: fulfilmentStateSchema,
  reload: z.boolean().describe("the page should reload to show the branch's prices and stock"),
  redirectTo: z.string().nullable(),
});
export type SetBranchReply = z.infer<typeof setBranchReplySchema>;

export const STOCK_STATUSES = ["in_stock", "feeder", "central", "direct_ship", "unavailable"] as const;

export const stockCheckSchema = z
  .object({
    productId: z.int(),
    branch: z
      .object({ id: z.int(), name: z.string() })
      .nullable()
      .describe("the branch checked; null when none is chosen"),
    fulfilment: fulfilmentSchema.nullable(),
    status: z.enum(STOCK_STATUSES).nullable().describe("null when no branch is chosen"),
    inStock: z.boolean(),
    localStock: z.int(),
    feederStock: z.int(),
    centralStock: z.int(),
    stockAvailableCentrally: z.boolean(),
    directShip: z.boolean(),
    tallyStock: z.int().nullable().describe("metres held, for timber sold by length"),
    stockText: z.string(),
    stockTextAdditional: z.string().nullable(),
    lastUpdated: z.string().nullable().describe("ISO time the branch's stock was last reported"),
  })
  .meta({ id: "StockCheck" });
export type StockCheck = z.infer<typeof stockCheckSchema>;

/** What the shopper's branch offers of a product: its price list's price and breaks, and its stock. */
export const offerSchema = z
  .object({
    branch: z.object({ id: z.int(), name: z.string() }),
    fulfilment: fulfilmentSchema.nullable(),
    price: priceSchema,
    priceBreaks: z.array(z.object({ minQty: z.int(), price: priceSchema })),
    stock: stockCheckSchema,
    tradeAccount: z
      .object({ accNumber: z.string(), discountPercent: z.int().min(0).max(100) })
      .nullable()
      .describe("the active trade account whose terms price it (issue 11); null: the branch's cash price"),
  })
  .meta({ id: "Offer" });
export type Offer = z.infer<typeof offerSchema>;

export const branchStockListSchema = z.object({
  productId: z.int(),
  branches: z.array(z.object({ branchId: z.int(), quantity: z.int(), inStock: z.boolean() })),
});

/** One band of a brand's delivery charges: from the delivering branch, up to a distance. */
const chargeBandSchema = z.object({
  fromMiles: z.number(),
  upToMiles: z.number(),
  chargeExVat: z.int().describe("pence"),
  chargeIncVat: z.int().describe("pence"),
});

export const deliveryChargesSchema = z.object({
  postcode: z.string(),
  branch: z.object({ id: z.int(), name: z.string(), fullName: z.string() }),
  distanceMiles: z.number(),
  deliverable: z.boolean(),
  bands: z.array(chargeBandSchema.extend({ applies: z.boolean().describe("this postcode's band") })),
});

export const deliveryChargeBandsSchema = z.object({ bands: z.array(chargeBandSchema) });
export type DeliveryChargeBands = z.infer<typeof deliveryChargeBandsSchema>;
export type DeliveryCharges = z.infer<typeof deliveryChargesSchema>;

/** Blank or malformed details are the domain's to word, field by field (checkBranchRequest); here only the kind and length. */
const detailsField = (max: number) => text(max, { trim: true, missing: "Is required" });

/** spec/2 §3 delivery details form: the shopper outside every delivery radius asks the nearest branch. */
export const branchRequestBodySchema = z.object({
  fname: detailsField(60),
  lname: detailsField(60),
  email: detailsField(254),
  postcode: detailsField(10),
  address1: detailsField(120),
  city: detailsField(60),
  county: text(60, { trim: true }).default(""),
  productId: wholeNumber({ min: 1 }).optional().describe("the product page it was sent from"),
});
export type BranchRequestBody = z.input<typeof branchRequestBodySchema>;

const postcodeQuery = z.object({
  postcode: text(MAX_PLACE_QUERY_LENGTH, { trim: true, missing: "Is required" }).min(1, {
    error: "Is required",
  }),
});

export const fulfilmentRoutes = {
  fulfilment: route({
    method: "GET",
    path: "/api/fulfilment",
    summary:
      "The shopper's fulfilment: collection branch, delivery postcode and its closest delivering branch",
    tags: ["fulfilment"],
    responses: { 200: fulfilmentStateSchema },
  }),
  setCollectionBranch: route({
    method: "PUT",
    path: "/api/fulfilment/collection-branch",
    summary:
      "Collect from this branch (SetCollectionStore); with setFulfilment false only remembers it; 409 when the basket would differ and confirmDifferences is not set",
    tags: ["fulfilment"],
    body: z.object({
      branchId: wholeNumber({ min: 1 }),
      setFulfilment: z.boolean().default(true),
      ...tradeAccountChoice,
      confirmDifferences: z
        .boolean()
        .default(false)
        .describe(
          "apply the basket's differences (GET /api/basket/differences); without it a basket that differs is a 409",
        ),
    }),
    responses: { 200: setBranchReplySchema, ...failures(400, 403, 404, 409) },
  }),
  setDeliveryPostcode: route({
    method: "PUT",
    path: "/api/fulfilment/delivery-postcode",
    summary: "Deliver to this postcode (SetDeliveryPostcode): finds the closest branch delivering there",
    tags: ["fulfilment"],
    body: z.object({
      postcode: text(MAX_PLACE_QUERY_LENGTH, { trim: true, missing: "Is required" }),
      setFulfilment: z.boolean().default(true),
      ...tradeAccountChoice,
      confirmDifferences: z
        .boolean()
        .default(false)
        .describe(
          "apply the basket's differences (GET /api/basket/differences); without it a basket that differs is a 409",
        ),
    }),
    responses: { 200: setBranchReplySchema, ...failures(400, 403, 404, 409, 503) },
  }),
  setFulfilmentType: route({
    method: "PUT",
    path: "/api/fulfilment/type",
    summary: "Switch between collection and delivery; 409 when its branch or postcode is not set yet",
    tags: ["fulfilment"],
    body: z.object({ fulfilment: fulfilmentSchema }),
    responses: { 200: setBranchReplySchema, ...failures(400, 403, 409) },
  }),
  stockCheck: route({
    method: "GET",
    path: "/api/products/{id}/stock",
    summary:
      "Stock of a product at a branch (the shopper's, unless branchId says): local, feeder, central, direct ship, tally, and its text",
    tags: ["fulfilment"],
    params: z.object({ id: wholeNumber({ min: 1 }) }),
    query: z.object({ branchId: wholeNumber({ min: 1 }).optional() }),
    responses: { 200: stockCheckSchema, ...failures(400, 404) },
  }),
  stockByBranch: route({
    method: "GET",
    path: "/api/products/{id}/stock/branches",
    summary: "Stock of a product at every branch",
    tags: ["fulfilment"],
    params: z.object({ id: wholeNumber({ min: 1 }) }),
    responses: { 200: branchStockListSchema, ...failures(400, 404) },
  }),
  deliveryCharges: route({
    method: "GET",
    path: "/api/delivery/charges",
    summary:
      "Delivery charges for a postcode: the price table by distance from the closest delivering branch",
    tags: ["fulfilment"],
    query: postcodeQuery,
    responses: { 200: deliveryChargesSchema, ...failures(400, 404, 503) },
  }),
  deliveryChargeBands: route({
    method: "GET",
    path: "/api/delivery/charge-bands",
    summary:
      "The brand's delivery charges by distance from the delivering branch, for every postcode (the delivery information page)",
    tags: ["fulfilment"],
    responses: { 200: deliveryChargeBandsSchema },
  }),
  branchRequest: route({
    method: "POST",
    path: "/api/fulfilment/branch-request",
    summary:
      "Outside every delivery radius: send the shopper's details (and basket) to the nearest branch by email; 400 names each field",
    tags: ["fulfilment"],
    body: branchRequestBodySchema,
    responses: {
      200: z.object({ branch: z.object({ id: z.int(), name: z.string() }), message: z.string() }),
      ...failures(400, 403, 404, 503),
    },
  }),
};
