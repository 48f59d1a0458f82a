/** Catalogue routes of the contract: the category tree, category pages and listings, product pages. */
import {
  catalogRoutes as contract,
  categoryPageSchema,
  categoryTreeSchema,
  productDetailSchema,
  productListingSchema,
  productSummarySchema,
  offerSchema,
  productPageSchema,
  type Offer,
  type ProductListing,
  type ProductPage,
} from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { browseRateLimit } from "../../plugins/rate-limit.ts";
import { accountTermsAt } from "../accounts/index.ts";
import { fulfilmentFor, shopperFulfilment } from "../fulfilment/index.ts";
import { catalogFor } from "./index.ts";
import {
  checkedWhole,
  keptJson,
  listingJson,
  listsJson,
  objectJson,
  replyJson,
  sendJson,
  sendJsonOnce,
  withKey,
} from "../../lib/json-once.ts";
import { listingRequest } from "../product-index/index.ts";

const productWithoutRelations = productDetailSchema.omit({ relations: true });
const relationsSchema = productDetailSchema.shape.relations;
const relatedItems = {
  essentials: productSummarySchema,
  alternatives: productSummarySchema,
  crossSell: productSummarySchema,
  related: productSummarySchema,
};

/**
 * A product page's JSON with the shopper's offer. Its related products, most of the page, are joined
 * from each summary's kept JSON; the rest is written by its schemas' serializers (decision 186).
 */
function productPageJson(page: Omit<ProductPage, "offer">, offer: Offer | null): string {
  const { relations, ...product } = page.product;
  const productJson = withKey(
    replyJson(productWithoutRelations, product),
    "relations",
    listsJson(relationsSchema, relations, relatedItems),
  );
  const json = objectJson({
    product: productJson,
    breadcrumb: replyJson(productPageSchema.shape.breadcrumb, page.breadcrumb),
    offer: offer === null ? "null" : replyJson(offerSchema, offer),
  });
  return checkedWhole(productPageSchema, { ...page, offer }, json);
}

/** A listing's JSON, each product's summary joined from its kept JSON (decision 171). */
const productListingJson = (listing: ProductListing) =>
  listingJson(productListingSchema, listing, productSummarySchema);

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
      return sendJson(
        reply,
        withKey(keptJson(categoryPageSchema, page), "listing", productListingJson(listing)),
      );
    },
    options,
  );

  implement(
    app,
    contract.categoryProducts,
    async (request, reply) =>
      sendJson(
        reply,
        productListingJson(
          await catalog.categoryProducts(request.params.slug, listingRequest(request.query)),
        ),
      ),
    options,
  );

  implement(
    app,
    contract.productPage,
    async (request, reply) => {
      // The page is the same for everyone; the offer is the shopper's branch's, made now. The page and
      // the shopper's session are read at once.
      const [{ directShip, ...page }, shopper] = await Promise.all([
        catalog.productPage(request.params.slug),
        shopperFulfilment(request),
      ]);
      const offer = await fulfilment.offer(shopper, { ...page.product, directShip }, (branchId) =>
        accountTermsAt(request, branchId),
      );
      reply.header("cache-control", "private, no-cache");
      return sendJson(reply, productPageJson(page, offer));
    },
    options,
  );
}
