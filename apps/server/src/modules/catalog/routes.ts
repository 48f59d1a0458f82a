/** Catalogue routes under /api: the category tree, category pages and listings, product pages. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorReplySchema } from "../../plugins/http-error.ts";
import { browseRateLimit } from "../../plugins/rate-limit.ts";
import { sendJsonOnce } from "./json-once.ts";
import {
  categoryPageSchema,
  categoryTreeSchema,
  listingQuerySchema,
  listingRequest,
  productListingSchema,
  productPageSchema,
  slugParamsSchema,
} from "./schemas.ts";
import { catalogFor } from "./catalog-for.ts";

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = catalogFor(app.database);
  // A scraper's pace is limited; a page render's own calls are not counted again.
  const rateLimit = browseRateLimit(app);

  app.get(
    "/categories/tree",
    {
      config: { rateLimit },
      schema: {
        summary: "Every category, three levels deep, with how many products each holds",
        tags: ["catalogue"],
        response: { 200: categoryTreeSchema, 429: errorReplySchema },
      },
    },
    async (_request, reply) => sendJsonOnce(reply, categoryTreeSchema, await catalog.categoryTree()),
  );

  app.get(
    "/categories/:slug",
    {
      config: { rateLimit },
      schema: {
        summary: "A category with its breadcrumb and sub-categories",
        tags: ["catalogue"],
        params: slugParamsSchema,
        response: {
          200: categoryPageSchema,
          400: errorReplySchema,
          404: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request, reply) =>
      sendJsonOnce(reply, categoryPageSchema, await catalog.categoryPage(request.params.slug)),
  );

  app.get(
    "/categories/:slug/products",
    {
      config: { rateLimit },
      schema: {
        summary: "One page of a category's products, sub-categories included, with facets",
        tags: ["catalogue"],
        params: slugParamsSchema,
        querystring: listingQuerySchema,
        response: {
          200: productListingSchema,
          400: errorReplySchema,
          404: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request, reply) =>
      sendJsonOnce(
        reply,
        productListingSchema,
        await catalog.categoryProducts(request.params.slug, listingRequest(request.query)),
      ),
  );

  app.get(
    "/products/:slug",
    {
      config: { rateLimit },
      schema: {
        summary: "A product with pictures, specifications, price breaks and related products",
        tags: ["catalogue"],
        params: slugParamsSchema,
        response: {
          200: productPageSchema,
          400: errorReplySchema,
          404: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request, reply) =>
      sendJsonOnce(reply, productPageSchema, await catalog.productPage(request.params.slug)),
  );
};
