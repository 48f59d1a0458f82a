/** The catalogue: the category tree, category pages and listings, product pages. */
import { z } from "zod";
import { SALE_UNITS } from "@merchant/domain/catalog";
import {
  DEFAULT_PAGE_SIZE,
  INT4_MAX,
  LISTING_SORTS,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_SLUG_LENGTH,
} from "./constants.ts";
import { failures } from "./errors.ts";
import { repeatedText, text, wholeNumber } from "./input.ts";
import { offerSchema } from "./fulfilment.ts";
import { priceSchema } from "./money.ts";
import { route } from "./route.ts";

export const imageSchema = z.object({ url: z.string(), alt: z.string() }).meta({ id: "Image" });
export type Image = z.infer<typeof imageSchema>;

export const crumbSchema = z.object({ slug: z.string(), name: z.string() }).meta({ id: "Crumb" });
export type Crumb = z.infer<typeof crumbSchema>;

const categoryLevelSchema = z.int().min(1).max(3);

export type CategoryNode = {
  id: number;
  slug: string;
  name: string;
  level: number;
  productCount: number;
  /**
   * The picture that stands for it in the drop-down menu (its most popular product's first), for a
   * level 1 or 2 category; null for level 3, which the menu shows as a link only. Decorative there,
   * beside the category's name, so no text comes with it: every page carries the tree.
   */
  imageUrl: string | null;
  children: CategoryNode[];
};

export const categoryNodeSchema: z.ZodType<CategoryNode> = z
  .object({
    id: z.int(),
    slug: z.string(),
    name: z.string(),
    level: categoryLevelSchema,
    productCount: z.int(),
    imageUrl: z.string().nullable(),
    get children() {
      return z.array(categoryNodeSchema);
    },
  })
  .meta({ id: "CategoryNode" });

export const categoryTreeSchema = z.object({ categories: z.array(categoryNodeSchema) });
export type CategoryTree = z.infer<typeof categoryTreeSchema>;

export const categoryPageSchema = z.object({
  category: z.object({
    id: z.int(),
    slug: z.string(),
    name: z.string(),
    level: categoryLevelSchema,
    description: z.string(),
  }),
  breadcrumb: z.array(crumbSchema),
  children: z.array(
    z.object({ slug: z.string(), name: z.string(), productCount: z.int(), image: imageSchema.nullable() }),
  ),
});
export type CategoryPage = z.infer<typeof categoryPageSchema>;

export const unitOfSaleSchema = z
  .object({
    unit: z
      .enum(SALE_UNITS)
      .describe("what one of the quantity buys: each, a pack, a metre, a m², a sheet …"),
    packSize: z.int().min(2).nullable().describe("items in a pack; null unless the unit is a pack"),
  })
  .meta({ id: "UnitOfSale" });

export const productSummarySchema = z
  .object({
    id: z.int(),
    slug: z.string(),
    partNumber: z.string(),
    name: z.string(),
    manufacturer: z.string(),
    image: imageSchema,
    price: priceSchema,
    vatRate: z.int().describe("percent"),
    isTally: z.boolean(),
    unitOfSale: unitOfSaleSchema.describe("the price is for one of this (decision 141)"),
    categorySlug: z.string(),
  })
  .meta({ id: "ProductSummary" });
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productListingSchema = z.object({
  items: z.array(productSummarySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  pageCount: z.int(),
  facets: z.object({
    manufacturers: z.array(z.object({ name: z.string(), count: z.int() })),
    price: z.object({ min: z.int(), max: z.int() }).describe("pence ex VAT"),
  }),
});
export type ProductListing = z.infer<typeof productListingSchema>;

export const productDetailSchema = productSummarySchema
  .extend({
    description: z.string(),
    specifications: z.array(z.object({ name: z.string(), value: z.string() })),
    images: z.array(imageSchema.extend({ thumbUrl: z.string() })),
    priceBreaks: z.array(z.object({ minQty: z.int(), price: priceSchema })),
    tally: z.object({ sawToSizeMax: z.int(), unit: z.literal("m") }).nullable(),
    spinFrames: z
      .array(z.string())
      .describe(
        "the frames of the product's 360° view in turning order (decision 158); empty when it has none",
      ),
    relations: z.object({
      essentials: z.array(productSummarySchema),
      alternatives: z.array(productSummarySchema),
      crossSell: z.array(productSummarySchema),
      related: z.array(productSummarySchema),
    }),
  })
  .meta({ id: "ProductDetail" });
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productPageSchema = z.object({
  product: productDetailSchema,
  breadcrumb: z.array(crumbSchema),
  offer: offerSchema
    .nullable()
    .describe("the price, quantity breaks and stock at the shopper's branch; null until a branch is chosen"),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** Path parameter of category and product routes. */
export const slugParamsSchema = z.object({
  slug: text(MAX_SLUG_LENGTH).min(1, { error: "Is required" }).describe("the category's or product's slug"),
});

/** A manufacturer name is short; a listing offers a few dozen to tick. */
const MAX_MANUFACTURER_LENGTH = 100;
const MAX_MANUFACTURERS = 50;

/**
 * Query parameters of a listing, shared by category listings and search. A hand-edited or
 * stale URL gets a 400 that names the parameter rather than a silently different page.
 */
export const listingQuerySchema = z
  .object({
    page: wholeNumber({ min: 1, max: MAX_PAGE }).default(1).describe(`page, from 1 to ${MAX_PAGE}`),
    pageSize: wholeNumber({ min: 1, max: MAX_PAGE_SIZE })
      .default(DEFAULT_PAGE_SIZE)
      .describe(`products per page, at most ${MAX_PAGE_SIZE}`),
    sort: z.enum(LISTING_SORTS, { error: `Must be one of ${LISTING_SORTS.join(", ")}` }).default("relevance"),
    minPrice: wholeNumber({ min: 0 })
      .optional()
      .describe(`lowest price in pence ex VAT, at most ${INT4_MAX}`),
    maxPrice: wholeNumber({ min: 0 })
      .optional()
      .describe(`highest price in pence ex VAT, at most ${INT4_MAX}`),
    inStock: z
      .enum(["true", "false"], { error: "Must be true or false" })
      .transform((value) => value === "true")
      .default(false)
      .describe("only products in stock at a branch"),
    brand: repeatedText(MAX_MANUFACTURER_LENGTH, MAX_MANUFACTURERS)
      .transform((names) => names.filter((name) => name.trim() !== ""))
      .default([])
      .describe(`manufacturer name; repeat for several (at most ${MAX_MANUFACTURERS})`),
  })
  .refine(
    (query) =>
      query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
    {
      path: ["maxPrice"],
      error: "Must not be below minPrice",
    },
  );
export type ListingQuery = z.infer<typeof listingQuerySchema>;
/** A listing query as a caller sends it (every parameter optional, numbers as numbers or text). */
export type ListingQueryInput = z.input<typeof listingQuerySchema>;

/** A category page in one call: the category with its first (or asked-for) page of products. */
export const categoryWithListingSchema = categoryPageSchema.extend({ listing: productListingSchema });
export type CategoryWithListing = z.infer<typeof categoryWithListingSchema>;

export const catalogRoutes = {
  categoryTree: route({
    method: "GET",
    path: "/api/categories/tree",
    summary: "Every category, three levels deep, with how many products each holds",
    tags: ["catalogue"],
    responses: { 200: categoryTreeSchema, ...failures(429) },
  }),
  categoryPage: route({
    method: "GET",
    path: "/api/categories/{slug}",
    summary:
      "A category with its breadcrumb, sub-categories and one page of its products (as the listing route)",
    tags: ["catalogue"],
    params: slugParamsSchema,
    query: listingQuerySchema,
    responses: { 200: categoryWithListingSchema, ...failures(400, 404, 429) },
  }),
  categoryProducts: route({
    method: "GET",
    path: "/api/categories/{slug}/products",
    summary: "One page of a category's products, sub-categories included, with facets",
    tags: ["catalogue"],
    params: slugParamsSchema,
    query: listingQuerySchema,
    responses: { 200: productListingSchema, ...failures(400, 404, 429) },
  }),
  productPage: route({
    method: "GET",
    path: "/api/products/{slug}",
    summary: "A product with pictures, specifications, price breaks and related products",
    tags: ["catalogue"],
    params: slugParamsSchema,
    responses: { 200: productPageSchema, ...failures(400, 404, 429) },
  }),
};
