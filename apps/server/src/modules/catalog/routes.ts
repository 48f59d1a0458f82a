/** Catalogue routes of the contract: the category tree, category pages and listings, product pages. */
import {
  catalogRoutes as contract,
  categoryPageSchema,
  categoryTreeSchema,
  productListingSchema,
  offerSchema,
  productPageSchema,
} from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { browseRateLimit } from "../../plugins/rate-limit.ts";
import { accountTermsAt } from "../accounts/index.ts";
import { fulfilmentFor, shopperFulfilment } from "../fulfilment/index.ts";
import { catalogFor } from "./index.ts";
import { sendJsonOnce, sendJsonWithPart } from "../../lib/json-once.ts";
import { listingRequest } from "../product-index/index.ts";

/** The product page as every shopper gets it: everything but the shopper's own offer. */
const productPageBody = productPageSchema.omit({ offer: true });

export async function catalogRoutes(app: FastifyInstance) {
  const catalog = catalogFor(app);
  const fulfilment = fulfilmentFor(app).service;
  // A scraper's pace is limited; a page render's own calls are not counted again.
  const options = { config: { rateLimit: browseRateLimit(app) } };

  implement(
    app,
    contract.categoryTree,
    async (_request, reply) => sendJsonOnce(reply, categoryTreeSchema, await catalog.categoryTree()),
    options,
  );

  implement(
    app,
    contract.categoryPage,
    async (request, reply) => {
      const { slug } = request.params;
      const [page, listing] = await Promise.all([
        catalog.categoryPage(slug),
        catalog.categoryProducts(slug, listingRequest(request.query)),
      ]);
      return sendJsonWithPart(reply, [categoryPageSchema, page], ["listing", productListingSchema, listing]);
    },
    options,
  );

  implement(
    app,
    contract.categoryProducts,
    async (request, reply) =>
      sendJsonOnce(
        reply,
        productListingSchema,
        await catalog.categoryProducts(request.params.slug, listingRequest(request.query)),
      ),
    options,
  );

  implement(
    app,
    contract.productPage,
    async (request, reply) => {
      // The page is the same for everyone; the offer is the shopper's branch's, made now. The page and
      // the shopper's session are read at once.
      const [page, shopper] = await Promise.all([
        catalog.productPage(request.params.slug),
        shopperFulfilment(request),
      ]);
      const offer = await fulfilment.offer(shopper, page.product, (branchId) =>
        accountTermsAt(request, branchId),
      );
      reply.header("cache-control", "private, no-cache");
      return sendJsonWithPart(reply, [productPageBody, page], ["offer", offerSchema, offer]);
    },
    options,
  );
}
