/**
 * The basket (spec/1 §2, §5, §7; spec/2 §2, §3 basket response, §4 add to basket, §9 mini basket):
 * one per visitor's session, following the shopper to their account at login. Every price in it is
 * worked out by the server at the branch and fulfilment in force; a request never carries a price.
 */
import { MAX_QUANTITY } from "@merchant/domain/catalog";
import { z } from "zod";
import { failures } from "./errors.ts";
import { MAX_PLACE_QUERY_LENGTH } from "./constants.ts";
import { text, wholeNumber } from "./input.ts";
import { imageSchema, unitOfSaleSchema } from "./catalog.ts";
import { fulfilmentSchema, STOCK_STATUSES } from "./fulfilment.ts";
import { priceSchema } from "./money.ts";
import { route } from "./route.ts";

/** Most different products one add may carry: a timber options grid or a bill of materials. */
export const MAX_ITEMS_PER_ADD = 20;

/** A product as a dialog or list beside another names it: enough to show and link it. */
export const productReferenceSchema = z.object({
  id: z.int(),
  slug: z.string(),
  partNumber: z.string(),
  name: z.string(),
  image: imageSchema.nullable(),
});

export const basketLineSchema = z
  .object({
    lineId: z.int(),
    product: productReferenceSchema.extend({
      manufacturer: z.string(),
      vatRate: z.int(),
      isTally: z.boolean().describe("timber sold by length: its quantity is limited to sawToSizeMax"),
      sawToSizeMax: z.int().nullable(),
      unitOfSale: unitOfSaleSchema,
    }),
    quantity: z.int(),
    clearance: z.boolean(),
    quoteReference: z
      .string()
      .nullable()
      .describe(
        "the branch quote the line came from, priced as quoted whatever the branch; null for any other line",
      ),
    unitPrice: priceSchema.describe(
      "at the branch in force, after quantity breaks; a quote line's as quoted",
    ),
    lineTotal: priceSchema,
    stock: z
      .object({ status: z.enum(STOCK_STATUSES), inStock: z.boolean(), stockText: z.string() })
      .nullable()
      .describe("at the branch in force; null when none is chosen"),
  })
  .meta({ id: "BasketLine" });
export type BasketLine = z.infer<typeof basketLineSchema>;

export const basketSchema = z
  .object({
    lines: z.array(basketLineSchema).describe("oldest first"),
    itemCount: z.int().describe("the sum of the quantities"),
    fulfilment: fulfilmentSchema.nullable(),
    branch: z
      .object({ id: z.int(), name: z.string() })
      .nullable()
      .describe("the branch whose prices and stock the basket shows"),
    totals: z.object({
      products: priceSchema.describe("ProductSubTotal"),
      delivery: priceSchema
        .nullable()
        .describe("the delivery charge; zero when collecting; null for delivery with no charge known yet"),
      vat: z.int().describe("pence, products and delivery"),
      couponDiscount: z.int().describe("pence; 0 until coupons exist"),
      grandTotal: z.int().describe("pence, inc VAT, after the discount"),
    }),
  })
  .meta({ id: "Basket" });
export type Basket = z.infer<typeof basketSchema>;

const quantity = wholeNumber({ min: 1, max: MAX_QUANTITY });

/** Strict: a price (or anything else) sent along is refused, never quietly dropped. */
export const addToBasketBodySchema = z.strictObject({
  items: z
    .array(z.strictObject({ productId: wholeNumber({ min: 1 }), quantity }))
    .min(1, { error: "Must hold at least one item" })
    .max(MAX_ITEMS_PER_ADD, { error: `Must hold at most ${MAX_ITEMS_PER_ADD} items` }),
});
export type AddToBasketBody = z.input<typeof addToBasketBodySchema>;

export const addToBasketReplySchema = z.object({
  basket: basketSchema,
  added: z.array(
    z.object({
      productId: z.int(),
      name: z.string(),
      quantity: z.int(),
      unitPrice: priceSchema.describe("for the analytics add_to_cart event"),
    }),
  ),
});
export type AddToBasketReply = z.infer<typeof addToBasketReplySchema>;

const diffChangeSchema = z.object({
  ID: z.int(),
  newID: z.int().nullable().describe("null: the new location has none of it"),
  newDescription: z.string().nullable(),
  oldPriceSaleExclusive: z.int().describe("pence"),
  newPriceSaleExclusive: z.int().describe("pence"),
  oldQuantity: z.int(),
  newQuantity: z.int(),
  instockQuantity: z.int().describe("on the new branch's shelf; -1 when the supplier ships direct"),
  canCollect: z.boolean(),
  newPriceSale: z.int().describe("pence, inc VAT"),
});

/** spec/2 §3 Basket difference: per line, null (unavailable), true (fine), its changes, or a restriction. */
export const basketDifferencesSchema = z
  .object({
    fine: z.boolean().describe("no line differs: the change needs no confirming"),
    target: z.object({
      fulfilment: fulfilmentSchema,
      branch: z.object({ id: z.int(), name: z.string() }).nullable(),
      postcode: z.string().nullable(),
    }),
    items: z.array(
      z.object({
        lineId: z.int(),
        description: z.string(),
        quantity: z.int(),
        diff: z.union([
          z.null(),
          z.literal(true),
          z.array(diffChangeSchema).readonly(),
          z.enum(["collection-only", "delivery-only"]),
        ]),
      }),
    ),
  })
  .meta({ id: "BasketDifferences" });
export type BasketDifferences = z.infer<typeof basketDifferencesSchema>;

/**
 * Products offered beside one, priced live at the branch in force: its bill of materials' essential
 * extras (spec/2 §2 upsell) or, for timber, its other lengths (spec/2 §5 timber options).
 */
export const pricedProductsSchema = z
  .object({
    productId: z.int(),
    items: z.array(
      z.object({
        product: productReferenceSchema,
        unitPrice: priceSchema.nullable().describe("null until a branch is chosen"),
        inStock: z.boolean().nullable().describe("at the branch in force; null until one is chosen"),
        length: z.string().nullable().describe("timber: the stock length, e.g. 4.8m, or Cut to your length"),
      }),
    ),
  })
  .meta({ id: "PricedProducts" });
export type PricedProducts = z.infer<typeof pricedProductsSchema>;
/** The upsell dialog's essential extras. */
export type Essentials = PricedProducts;

const lineParams = z.object({ lineId: wholeNumber({ min: 1 }) });

/** A branch or postcode the shopper is about to choose: exactly one of the two. */
export const branchOrPostcodeQuery = z
  .object({
    branchId: wholeNumber({ min: 1 }).optional(),
    postcode: text(MAX_PLACE_QUERY_LENGTH, { trim: true }).optional(),
  })
  .refine((query) => (query.branchId === undefined) !== (query.postcode === undefined), {
    error: "Give a branchId or a postcode",
    path: ["branchId"],
  });

export const basketRoutes = {
  basket: route({
    method: "GET",
    path: "/api/basket",
    summary: "The shopper's basket, priced now at the branch and fulfilment in force (never cached)",
    tags: ["basket"],
    responses: { 200: basketSchema },
  }),
  addToBasket: route({
    method: "POST",
    path: "/api/basket/items",
    summary:
      "Adds products (a line already in the basket grows); 409 with the spec's message when a rule refuses, e.g. no branch chosen, end of line, a tally maximum",
    tags: ["basket"],
    body: addToBasketBodySchema,
    responses: { 200: addToBasketReplySchema, ...failures(400, 403, 404, 409) },
  }),
  setBasketQuantity: route({
    method: "PUT",
    path: "/api/basket/items/{lineId}",
    summary: "Sets a line's quantity; a line of another basket is a 404",
    tags: ["basket"],
    params: lineParams,
    body: z.strictObject({ quantity }),
    responses: { 200: basketSchema, ...failures(400, 403, 404, 409) },
  }),
  removeFromBasket: route({
    method: "DELETE",
    path: "/api/basket/items/{lineId}",
    summary: "Removes a line; a line of another basket is a 404",
    tags: ["basket"],
    params: lineParams,
    responses: { 200: basketSchema, ...failures(400, 403, 404) },
  }),
  essentials: route({
    method: "GET",
    path: "/api/products/{id}/essentials",
    summary:
      "The essential extras to offer with a product (the upsell dialog), priced live at the branch in force",
    tags: ["basket"],
    params: z.object({ id: wholeNumber({ min: 1 }) }),
    responses: { 200: pricedProductsSchema, ...failures(400, 404) },
  }),
  timberLengths: route({
    method: "GET",
    path: "/api/products/{id}/lengths",
    summary:
      "Timber options (spec/2 §5): every length of a timber product's section, itself included, shortest first, priced live at the branch in force; empty for other products",
    tags: ["basket"],
    params: z.object({ id: wholeNumber({ min: 1 }) }),
    responses: { 200: pricedProductsSchema, ...failures(400, 404) },
  }),
  basketDifferences: route({
    method: "GET",
    path: "/api/basket/differences",
    summary:
      "What collecting from branchId, or delivering to postcode, would change in the basket (DiffAgainstCollectionBranch, DiffAgainstDeliveryPostcode)",
    tags: ["basket"],
    query: branchOrPostcodeQuery,
    responses: { 200: basketDifferencesSchema, ...failures(400, 404, 503) },
  }),
  basketExit: route({
    method: "POST",
    path: "/api/basket/exits",
    summary:
      "The shopper left the basket page with an empty basket (emptybasketrecordpopup): counted when the basket is empty, ignored otherwise",
    tags: ["basket"],
    responses: { 204: z.null(), ...failures(403, 429) },
  }),
  emptyBasket: route({
    method: "POST",
    path: "/api/basket/empty",
    summary: "Removes every line (spec/2 §7 /basket/empty)",
    tags: ["basket"],
    responses: { 200: basketSchema, ...failures(403) },
  }),
};
