/**
 * The stock-and-go van app (issue 17; spec/3 §1–§9): app users sign in with email and password,
 * or from the native shell by a signed, expiring link (sulogin); a van operator sees the van they
 * drive, its stock by menu levels, and adjusts it. Vans are a trade account's: another account's
 * van answers as an id that does not exist (decision 143).
 */
import { z } from "zod";
import {
  APP_ROLES,
  APP_TABS,
  PRIVATE_STORE_TABS,
  STOCK_TRANSACTION_TYPES,
  STOCK_SEARCH_TERM_REQUIRED,
  STOCK_UPDATED,
  checkStockSearchTerm,
  VAN_QUANTITY_MAX,
  VAN_QUANTITY_MIN,
} from "@merchant/domain/van";
import { failures } from "./errors.ts";
import { text, wholeNumber } from "./input.ts";
import { route } from "./route.ts";
import { emailSchema, loginBodySchema, signedInUserSchema } from "./session.ts";

/** Longer than any UK registration with its space ("AB12 CDE"), short enough to be one. */
export const REGISTRATION_MAX_LENGTH = 10;

const vanIdSchema = wholeNumber({ min: 1 }).describe("one of the signed-in operator's trade accounts' vans");

export const vanSchema = z
  .object({
    id: z.number().int(),
    registration: z.string(),
    description: z.string(),
    replenishment: z.enum(["automatic", "manual"]).describe("spec/3 §3: automatic = 1, manual = 0"),
    accountName: z.string().describe("the trade account the van belongs to"),
  })
  .meta({ id: "Van" });
export type Van = z.infer<typeof vanSchema>;

export const appUserSchema = z.object({
  user: signedInUserSchema,
  role: z.enum(APP_ROLES),
  tabs: z
    .array(z.enum([...APP_TABS, ...PRIVATE_STORE_TABS]))
    .describe("the tabs this user sees, in tab-bar order (spec/3 §2)"),
  van: vanSchema
    .nullable()
    .describe("the van the operator drives now; null for staff or an operator without one"),
});
export type AppUser = z.infer<typeof appUserSchema>;

export const vanStockProductSchema = z.object({
  productId: z.number().int(),
  partNumber: z.string(),
  name: z.string(),
  currentStockLevel: z.number().int().nonnegative(),
  minStockLevel: z.number().int().nonnegative().nullable().describe("null: no defined minimum stock level"),
  unitFactor: z.number().int().positive(),
});
export type VanStockProduct = z.infer<typeof vanStockProductSchema>;

/** spec/3 §2 the app's menus of two levels (a department, then its categories), then products. */
function productMenuSchema<P extends z.ZodType>(product: P) {
  return z.array(
    z.object({
      name: z.string().describe("menu level 1: the products' department"),
      groups: z.array(
        z.object({
          uid: z.string().describe("menuLevel2UID"),
          name: z.string().describe("menu level 2: the products' category"),
          products: z.array(product),
        }),
      ),
    }),
  );
}

/** spec/3 §2 Van stock tab: the stock menu, level 1, level 2, then products. */
export const vanStockMenuSchema = productMenuSchema(vanStockProductSchema);
export type VanStockMenu = z.infer<typeof vanStockMenuSchema>;

export const voidProductSchema = z.object({
  productId: z.number().int(),
  partNumber: z.string(),
  name: z.string(),
});
export type VoidProduct = z.infer<typeof voidProductSchema>;

/** spec/3 §2 Void tab: a void list's products by a menu of two levels. */
export const voidMenuSchema = productMenuSchema(voidProductSchema);
export type VoidMenu = z.infer<typeof voidMenuSchema>;

export const voidListSchema = z.object({
  id: z.number().int(),
  name: z.string().describe("the void list type (voidName)"),
});

/** The id the phone makes once per queued action: sent again, it is applied once (decisions 163, 169). */
export const actionIdSchema = z
  .uuid({ error: "Must be a UUID" })
  .describe("made by the phone once per action: sent again, it is applied once (decision 163)");

export const stockAdjustmentBodySchema = z.strictObject({
  clientId: actionIdSchema
    .optional()
    .describe(
      "made by the phone once per adjustment: sent again, it is applied once and answered as the first time (decision 169)",
    ),
  productId: wholeNumber({ min: 1 }),
  transactionType: z.enum(STOCK_TRANSACTION_TYPES, {
    error: `Must be one of ${STOCK_TRANSACTION_TYPES.join(", ")}`,
  }),
  quantity: wholeNumber({ min: VAN_QUANTITY_MIN, max: VAN_QUANTITY_MAX }),
});

/** The native shell's sign-in link (spec/3 §2 /app/sulogin): the four query values as given. */
export const signInLinkBodySchema = z.strictObject({
  hash: text(200, { missing: "Is required" }).min(1, { error: "Is required" }),
  email: emailSchema,
  branchcode: text(20, { missing: "Is required" }).min(1, { error: "Is required" }),
  networktype: text(20)
    .optional()
    .describe("wifi or cellular, as the shell reports it; kept in the log only"),
});

export const appRoutes = {
  appLogIn: route({
    method: "POST",
    path: "/api/app/login",
    summary:
      "Signs an app user (van operator or staff) in with email and password, renewing the session; a shop user without an app role is refused like a wrong password",
    tags: ["van app"],
    body: loginBodySchema,
    responses: { 200: appUserSchema, ...failures(400, 401, 429) },
  }),
  appSignInLink: route({
    method: "POST",
    path: "/api/app/sulogin",
    summary:
      "spec/3 §2 sulogin: signs in from the native shell by a link signed with the app secret (hash = expiry.HMAC-SHA256 of email, branch code and expiry); an altered, expired or already used link is a 401",
    tags: ["van app"],
    body: signInLinkBodySchema,
    responses: { 200: appUserSchema, ...failures(400, 401, 429) },
  }),
  appSignOutLink: route({
    method: "POST",
    path: "/api/app/sglogout",
    summary:
      "spec/3 §2 sglogout: a link signed for the user's id (hash = expiry.HMAC-SHA256 of UID and expiry) signs that user's session out; any other answers reload, and nothing changes",
    tags: ["van app"],
    body: z.strictObject({
      uid: text(20, { missing: "Is required" }).min(1, { error: "Is required" }),
      appVersion: text(40).optional(),
      hash: text(200, { missing: "Is required" }).min(1, { error: "Is required" }),
    }),
    responses: { 200: z.object({ outcome: z.enum(["signed_out", "reload"]) }), ...failures(400) },
  }),
  appUser: route({
    method: "GET",
    path: "/api/app/me",
    summary:
      "The signed-in app user, their tabs and the van they drive; 401 signed out, 403 for a shop user without an app role",
    tags: ["van app"],
    responses: { 200: appUserSchema, ...failures(401, 403) },
  }),
  chooseVan: route({
    method: "PUT",
    path: "/api/app/van",
    summary:
      "spec/3 §7 sgvehicleregistrationupdate: the operator says which of their trade accounts' vans they drive, by its registration; an unknown one is a 404 with 'Sorry you do not have any orders at this time.'",
    tags: ["van app"],
    body: z.strictObject({
      registration: text(REGISTRATION_MAX_LENGTH, { missing: "Is required", trim: true }).min(2, {
        error: "Must be a vehicle registration",
      }),
    }),
    responses: { 200: z.object({ van: vanSchema }), ...failures(400, 401, 403, 404) },
  }),
  vanStock: route({
    method: "GET",
    path: "/api/app/vans/{vanId}/stock",
    summary:
      "spec/3 §7 sgvanstockhtml, sgvanproducthtml: a van's stock as the menu of level 1, level 2 and products; another account's van is a 404",
    tags: ["van app"],
    params: z.object({ vanId: vanIdSchema }),
    responses: {
      200: z.object({ van: vanSchema, menu: vanStockMenuSchema }),
      ...failures(400, 401, 403, 404),
    },
  }),
  voidLists: route({
    method: "GET",
    path: "/api/app/void-lists",
    summary: "spec/3 §2 Void tab: the void list types of the operator's trade accounts, to choose one from",
    tags: ["van app"],
    responses: { 200: z.object({ lists: z.array(voidListSchema) }), ...failures(401, 403) },
  }),
  voidList: route({
    method: "GET",
    path: "/api/app/void-lists/{listId}",
    summary:
      "spec/3 §7 sgvoidlistselect, sgvoidproducts: a void list's products as the menu of level 1, level 2 and products; another account's list is a 404",
    tags: ["van app"],
    params: z.object({
      listId: wholeNumber({ min: 1 }).describe("one of the operator's trade accounts' void lists"),
    }),
    responses: {
      200: z.object({ list: voidListSchema, menu: voidMenuSchema }),
      ...failures(400, 401, 403, 404),
    },
  }),
  appSearch: route({
    method: "GET",
    path: "/api/app/search",
    summary:
      "spec/3 §2, §5 stock-and-go search: the products of the operator's van (type van) or of their accounts' void lists (type void) whose name or part number holds the term, at most 50; a term under 3 characters is a 400 'Please enter a valid search term.'",
    tags: ["van app"],
    query: z.object({
      q: text(100, { missing: STOCK_SEARCH_TERM_REQUIRED }).refine((term) => checkStockSearchTerm(term).ok, {
        error: STOCK_SEARCH_TERM_REQUIRED,
      }),
      type: z.enum(["van", "void"], { error: "Must be van or void" }),
    }),
    responses: {
      200: z.discriminatedUnion("type", [
        z.object({ type: z.literal("van"), products: z.array(vanStockProductSchema) }),
        z.object({ type: z.literal("void"), products: z.array(voidProductSchema) }),
      ]),
      ...failures(400, 401, 403),
    },
  }),
  adjustVanStock: route({
    method: "POST",
    path: "/api/app/vans/{vanId}/adjustments",
    summary:
      "spec/3 §7 sgadjustvanstock: takes a quantity of a product out of the van's stock with a transaction type; more than the van holds is a 409 'Error: You can only adjust up to your current stock level of {n}. …'",
    tags: ["van app"],
    params: z.object({ vanId: vanIdSchema }),
    body: stockAdjustmentBodySchema,
    responses: {
      200: z.object({ message: z.string().describe(`"${STOCK_UPDATED}"`), product: vanStockProductSchema }),
      ...failures(400, 401, 403, 404, 409),
    },
  }),
};
