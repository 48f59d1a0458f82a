/**
 * The van app's basket and store (issue 17; spec/3 §4 Basket type, §7 sgstoreadd, sgloadbasket,
 * emptybasket, sgfindcloseststores; decision 153): a van's basket holds van-stock or void-stock
 * lines, never both; checking out places a branch order for the van. Another account's van
 * answers as one that does not exist.
 */
import { z } from "zod";
import { OVER_VOID_ORDER_LIMIT, VAN_QUANTITY_MAX, VAN_QUANTITY_MIN } from "@merchant/domain/van";
import { failures } from "./errors.ts";
import { text, wholeNumber } from "./input.ts";
import { route } from "./route.ts";

/** AX's variant and unit codes are short ("RED-25", "EA"). */
const AX_CODE_MAX_LENGTH = 20;

const vanIdSchema = wholeNumber({ min: 1 }).describe("one of the signed-in operator's trade accounts' vans");
const axCodeSchema = text(AX_CODE_MAX_LENGTH, { trim: true }).nullable().optional();

export const appBasketLineSchema = z.object({
  productId: z.number().int(),
  partNumber: z.string(),
  name: z.string(),
  quantity: z.number().int().positive(),
  unitFactor: z.number().int().positive().describe("spec/3 §3 unitFactor: 1 for a void line"),
  unitPriceExVat: z.number().int().describe("pence"),
  lineTotalExVat: z.number().int().describe("pence"),
  axVariantCode: z.string().nullable(),
  axUnitCode: z.string().nullable(),
});

export const appBasketSchema = z
  .object({
    vanId: z.number().int(),
    type: z.enum(["van", "void", "empty"]).describe("spec/3 §4 Basket type (vanOrVoid)"),
    lines: z.array(appBasketLineSchema),
    count: z.number().int().describe("items in the basket"),
    total: z.number().int().describe("pence ex VAT"),
    voidOrderLimit: z.number().int().describe("spec/3 §4 VoidOrderLimit in pence ex VAT; -1 is no limit"),
  })
  .meta({ id: "AppBasket" });
export type AppBasket = z.infer<typeof appBasketSchema>;

/** spec/3 §3 Basket line add payload; the levels, unit factor and registration are the server's own. */
export const appBasketAddBodySchema = z.strictObject({
  type: z.enum(["van", "void"], { error: "Must be van or void" }).describe("vanOrVoid"),
  productId: wholeNumber({ min: 1 }).describe("nProductID"),
  quantity: wholeNumber({ min: VAN_QUANTITY_MIN, max: VAN_QUANTITY_MAX }).describe("nQuantity"),
  axVariantCode: axCodeSchema,
  axUnitCode: axCodeSchema,
});

const vanParams = z.object({ vanId: vanIdSchema });

export const appStoreSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});

export const vanBasketRoutes = {
  appBasket: route({
    method: "GET",
    path: "/api/app/vans/{vanId}/basket",
    summary:
      "spec/3 §7 sgloadbasket: the van's basket, its type, count, total and void order limit, and the store it would be ordered from",
    tags: ["van app"],
    params: vanParams,
    responses: {
      200: z.object({
        basket: appBasketSchema,
        store: appStoreSchema.nullable().describe("null until a store is chosen when the account has none"),
      }),
      ...failures(400, 401, 403, 404),
    },
  }),
  addToAppBasket: route({
    method: "POST",
    path: "/api/app/vans/{vanId}/basket/lines",
    summary:
      "spec/3 §7 sgstoreadd: adds a van or void item; the other type is a 409 naming type, more than the van holds a 409 naming quantity; a void order over its limit is taken with the over-limit notice",
    tags: ["van app"],
    params: vanParams,
    body: appBasketAddBodySchema,
    responses: {
      200: z.object({
        basket: appBasketSchema,
        notice: z.string().nullable().describe(`"${OVER_VOID_ORDER_LIMIT}" or null`),
      }),
      ...failures(400, 401, 403, 404, 409),
    },
  }),
  startOver: route({
    method: "DELETE",
    path: "/api/app/vans/{vanId}/basket",
    summary: "spec/3 §4 start over (/ajax/emptybasket): empties the van's basket, whatever its type",
    tags: ["van app"],
    params: vanParams,
    responses: { 200: z.object({ basket: appBasketSchema }), ...failures(400, 401, 403, 404) },
  }),
  checkOutAppBasket: route({
    method: "POST",
    path: "/api/app/vans/{vanId}/basket/checkout",
    summary:
      "spec/3 §2 checkout: places the basket as a branch order for the van at the app's store; van lines come out of the van's stock (never below 0); a void order over the limit waits for the supervisor, who is emailed",
    tags: ["van app"],
    params: vanParams,
    responses: {
      201: z.object({
        orderNumber: z.string(),
        status: z.string(),
        awaitingAuthorisation: z.boolean(),
        store: appStoreSchema,
        deliverySlot: z
          .object({ date: z.string(), time: z.string() })
          .nullable()
          .describe(
            "the van's existing delivery slot chosen in the calendar (sgsetdeliveryslotsession), which the order goes with; the session then forgets it (decision 170)",
          ),
      }),
      ...failures(400, 401, 403, 404, 409),
    },
  }),
  appStore: route({
    method: "PUT",
    path: "/api/app/store",
    summary: "spec/3 §2 change store: the branch the app orders from for the rest of the session",
    tags: ["van app"],
    body: z.strictObject({ branchId: wholeNumber({ min: 1 }) }),
    responses: { 200: z.object({ store: appStoreSchema }), ...failures(400, 401, 403, 404) },
  }),
};
