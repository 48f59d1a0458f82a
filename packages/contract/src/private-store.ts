/**
 * The van app's private store (issue 18; spec/3 §1 "Private-store mode: basket and checkout", §2
 * Private store tabs, §7 privatestoreadd, sgloadbasket, emptybasket, browseproductgroup; decision
 * 167): a private-store customer searches and browses the app's store's catalogue, keeps a basket
 * of their own at that store and checks it out as a branch order on their trade account, for
 * collection or delivery. Only private-store customers may use these routes (others get 403);
 * another customer's order answers as one that does not exist.
 */
import { z } from "zod";
import {
  INSUFFICIENT_STORE_STOCK,
  PRIVATE_STORE_FULFILMENTS,
  QUANTITY_INVALID,
  STOCK_SEARCH_TERM_REQUIRED,
  VAN_QUANTITY_MAX,
  VAN_QUANTITY_MIN,
  checkStockSearchTerm,
} from "@merchant/domain/van";
import { failures } from "./errors.ts";
import { text, wholeNumber } from "./input.ts";
import { route } from "./route.ts";
import { appStoreSchema } from "./van-basket.ts";

/** A customer's own reference (their purchase order number), as short as a branch order keeps. */
export const PRIVATE_STORE_REFERENCE_MAX_LENGTH = 30;

export const storeProductSchema = z
  .object({
    productId: z.number().int(),
    partNumber: z.string(),
    name: z.string(),
    storeLevel: z.number().int().nonnegative().describe("the store's stock: the most a basket line may hold"),
    priceExVat: z.number().int().describe("the catalogue's price ex VAT, pence"),
  })
  .meta({ id: "StoreProduct" });
export type StoreProduct = z.infer<typeof storeProductSchema>;

export const privateStoreLineSchema = z.object({
  productId: z.number().int(),
  partNumber: z.string(),
  name: z.string(),
  quantity: z.number().int().positive(),
  unitPriceExVat: z.number().int().describe("pence"),
  lineTotalExVat: z.number().int().describe("pence"),
});

export const privateStoreBasketSchema = z
  .object({
    lines: z.array(privateStoreLineSchema),
    count: z.number().int().describe("spec/3 §3 basket response count: items in the basket"),
    total: z.number().int().describe("spec/3 §3 basket response total: pence ex VAT"),
  })
  .meta({ id: "PrivateStoreBasket" });
export type PrivateStoreBasket = z.infer<typeof privateStoreBasketSchema>;

const basketReply = z.object({ store: appStoreSchema, basket: privateStoreBasketSchema });

export const privateStoreOrderSchema = z
  .object({
    orderNumber: z.string(),
    status: z.string(),
    fulfilment: z.enum(PRIVATE_STORE_FULFILMENTS),
    deliveryPostcode: z.string().nullable(),
    customerReference: z.string().nullable(),
    accountName: z.string(),
    store: appStoreSchema,
    lines: z.array(privateStoreLineSchema.omit({ productId: true })),
    total: z.number().int().describe("pence ex VAT"),
    orderedAt: z.iso.datetime(),
  })
  .meta({ id: "PrivateStoreOrder" });
export type PrivateStoreOrder = z.infer<typeof privateStoreOrderSchema>;

const checkoutBody = z.strictObject({
  fulfilment: z
    .enum(PRIVATE_STORE_FULFILMENTS, { error: "Must be collection or delivery" })
    .describe("collect at the app's store, or have it delivered from there"),
  deliveryPostcode: text(10, { trim: true }).nullable().optional().describe("needed for delivery"),
  reference: text(PRIVATE_STORE_REFERENCE_MAX_LENGTH, { trim: true })
    .nullable()
    .optional()
    .describe("the customer's own reference"),
});
export type PrivateStoreCheckoutBody = z.infer<typeof checkoutBody>;

const refusals = failures(400, 401, 403, 409);

export const privateStoreRoutes = {
  privateStoreSearch: route({
    method: "GET",
    path: "/api/app/private-store/search",
    summary:
      "spec/3 §2 Private store buy: the app's store's products (those it stocks, with its level and the price ex VAT) whose name or part number holds the term, at most 50; under 3 characters a 400 'Please enter a valid search term.'",
    tags: ["private store"],
    query: z.object({
      q: text(100, { missing: STOCK_SEARCH_TERM_REQUIRED }).refine((term) => checkStockSearchTerm(term).ok, {
        error: STOCK_SEARCH_TERM_REQUIRED,
      }),
    }),
    responses: {
      200: z.object({ store: appStoreSchema, products: z.array(storeProductSchema) }),
      ...refusals,
    },
  }),
  privateStoreMenu: route({
    method: "GET",
    path: "/api/app/private-store/menu",
    summary:
      "spec/3 §2 Private store browse: the product group menu of the app's store, departments (level 1) then categories (level 2) with how many products the store stocks in each",
    tags: ["private store"],
    responses: {
      200: z.object({
        store: appStoreSchema,
        menu: z.array(
          z.object({
            name: z.string().describe("menu level 1: a department"),
            groups: z.array(
              z.object({
                uid: z.string().describe("the product group (category) id"),
                name: z.string(),
                productCount: z.number().int().positive(),
              }),
            ),
          }),
        ),
      }),
      ...refusals,
    },
  }),
  privateStoreGroup: route({
    method: "GET",
    path: "/api/app/private-store/menu/{groupId}",
    summary:
      "spec/3 §7 browseproductgroup: a product group's products the app's store stocks, at most 200; a group it stocks none of is a 404",
    tags: ["private store"],
    params: z.object({ groupId: wholeNumber({ min: 1 }) }),
    responses: {
      200: z.object({
        store: appStoreSchema,
        group: z.object({ uid: z.string(), name: z.string() }),
        products: z.array(storeProductSchema),
      }),
      ...failures(400, 401, 403, 404, 409),
    },
  }),
  privateStoreBasket: route({
    method: "GET",
    path: "/api/app/private-store/basket",
    summary: "spec/3 §7 sgloadbasket: the customer's basket at the app's store, its lines, count and total",
    tags: ["private store"],
    responses: { 200: basketReply, ...refusals },
  }),
  addToPrivateStoreBasket: route({
    method: "POST",
    path: "/api/app/private-store/basket/lines",
    summary: `spec/3 §7 privatestoreadd: adds 1–999 of a product the store stocks; a line over 999 or over the store's level is a 409 naming quantity ('${QUANTITY_INVALID}', '${INSUFFICIENT_STORE_STOCK}'); answers the count and total`,
    tags: ["private store"],
    body: z.strictObject({
      productId: wholeNumber({ min: 1 }).describe("nProductID"),
      quantity: wholeNumber({ min: VAN_QUANTITY_MIN, max: VAN_QUANTITY_MAX }).describe("nQuantity"),
    }),
    responses: { 200: basketReply, ...failures(400, 401, 403, 404, 409) },
  }),
  removeFromPrivateStoreBasket: route({
    method: "DELETE",
    path: "/api/app/private-store/basket/lines/{productId}",
    summary: "removes a product's line from the customer's basket; a product not in it is a 404",
    tags: ["private store"],
    params: z.object({ productId: wholeNumber({ min: 1 }) }),
    responses: { 200: basketReply, ...failures(400, 401, 403, 404, 409) },
  }),
  emptyPrivateStoreBasket: route({
    method: "DELETE",
    path: "/api/app/private-store/basket",
    summary: "spec/3 §4 start over (/ajax/emptybasket): empties the customer's basket at the app's store",
    tags: ["private store"],
    responses: { 200: basketReply, ...refusals },
  }),
  checkOutPrivateStore: route({
    method: "POST",
    path: "/api/app/private-store/basket/checkout",
    summary:
      "spec/3 §1 private-store checkout: the basket as a branch order on the customer's trade account, collected at or delivered from the app's store, priced ex VAT; the store's stock is taken by conditional updates (never below 0); a double tap places one order",
    tags: ["private store"],
    body: checkoutBody,
    responses: { 201: privateStoreOrderSchema, ...refusals },
  }),
  privateStoreOrder: route({
    method: "GET",
    path: "/api/app/private-store/orders/{orderNumber}",
    summary: "a private-store order's confirmation; another customer's order is a 404",
    tags: ["private store"],
    params: z.object({ orderNumber: text(20, { trim: true }) }),
    responses: { 200: privateStoreOrderSchema, ...failures(400, 401, 403, 404) },
  }),
};
