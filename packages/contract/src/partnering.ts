/**
 * The partnering catalogue (issue 11; spec/2 §7 `POST /partneringcatalogues/add | sProductDesc,
 * nProductID, sProductCode, nQuantity; 10 s timeout | error flag`): the active trade account's
 * list of products it buys again and again, each with its usual quantity. The product's name and
 * code are the server's, read from the product: a request names the product and the quantity only.
 */
import { MAX_QUANTITY } from "@merchant/domain/catalog";
import { z } from "zod";
import { imageSchema, unitOfSaleSchema } from "./catalog.ts";
import { failures } from "./errors.ts";
import { wholeNumber } from "./input.ts";
import { priceSchema } from "./money.ts";
import { route } from "./route.ts";

export const partneringItemSchema = z
  .object({
    product: z.object({
      id: z.int(),
      slug: z.string().describe("the product page is /product/{slug}"),
      partNumber: z.string().describe("the product code (sProductCode)"),
      name: z.string().describe("the product's description (sProductDesc)"),
      image: imageSchema.describe("the first picture, as the catalogue's cards show"),
      isTally: z.boolean().describe("timber sold by length: bought from its page, by length"),
      unitOfSale: unitOfSaleSchema,
    }),
    quantity: z.int().describe("the usual quantity, 1 to 99999"),
    price: priceSchema.describe(
      "one, at the shopper's branch (the catalogue's price until a branch is chosen), as the product page shows it",
    ),
    addedAt: z.iso.datetime().describe("when the product was first added"),
  })
  .meta({ id: "PartneringCatalogueItem" });
export type PartneringItem = z.infer<typeof partneringItemSchema>;

export const partneringCatalogueSchema = z
  .object({
    account: z
      .object({ id: z.int(), accNumber: z.string(), name: z.string() })
      .describe("the session's active trade account, whose catalogue this is"),
    branch: z
      .object({ id: z.int(), name: z.string() })
      .nullable()
      .describe("the branch whose prices show; null until one is chosen (catalogue prices)"),
    items: z.array(partneringItemSchema).describe("newest first"),
  })
  .meta({ id: "PartneringCatalogue" });
export type PartneringCatalogue = z.infer<typeof partneringCatalogueSchema>;

/** Strict: a name, code or price sent along is refused, never trusted or quietly dropped. */
export const addToPartneringBodySchema = z.strictObject({
  productId: wholeNumber({ min: 1 }),
  quantity: wholeNumber({ min: 1, max: MAX_QUANTITY }),
});
export type AddToPartneringBody = z.input<typeof addToPartneringBodySchema>;

export const partneringRoutes = {
  partneringCatalogue: route({
    method: "GET",
    path: "/api/account/partnering-catalogue",
    summary:
      "The active trade account's partnering catalogue, priced at the shopper's branch; 403 for a user with no trade account",
    tags: ["account"],
    responses: { 200: partneringCatalogueSchema, ...failures(401, 403) },
  }),
  addToPartneringCatalogue: route({
    method: "POST",
    path: "/api/account/partnering-catalogue/items",
    summary:
      "Adds a product with its usual quantity to the active trade account's partnering catalogue (POST /partneringcatalogues/add): 201 when new; a product already there takes the new quantity (200)",
    tags: ["account"],
    body: addToPartneringBodySchema,
    responses: {
      200: partneringItemSchema,
      201: partneringItemSchema,
      ...failures(400, 401, 403, 404),
    },
  }),
  removeFromPartneringCatalogue: route({
    method: "DELETE",
    path: "/api/account/partnering-catalogue/items/{productId}",
    summary: "Removes a product from the active trade account's partnering catalogue; 404 when it holds none",
    tags: ["account"],
    params: z.object({ productId: wholeNumber({ min: 1 }) }),
    responses: { 204: z.null(), ...failures(400, 401, 403, 404) },
  }),
};
