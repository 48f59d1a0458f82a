/** Search routes under /api: autocomplete while typing and the results page. Both rate limited. */
import { isSubmittableSearch, shouldAutocomplete } from "@merchant/domain/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorReplySchema } from "../../plugins/http-error.ts";
import { text } from "../../plugins/input-schemas.ts";
import { searchRateLimit } from "../../plugins/rate-limit.ts";
import { catalogFor } from "../catalog/catalog-for.ts";
import { sendJsonOnce } from "../catalog/json-once.ts";
import {
  listingQuerySchema,
  listingRequest,
  productListingSchema,
  productSummarySchema,
} from "../catalog/schemas.ts";
import { createSearchService, MAX_CATEGORY_SUGGESTIONS, MAX_PRODUCT_SUGGESTIONS } from "./service.ts";
import { createSearchStore } from "./store.ts";

/** Longer than any product name a shopper would type; stops a pasted essay reaching the database. */
const MAX_QUERY_LENGTH = 200;

const queryText = text(MAX_QUERY_LENGTH, { missing: "Is required" });

const autocompleteQuery = z.object({
  // spec/1 §5: site autocomplete begins after more than 2 characters.
  q: queryText
    .refine(shouldAutocomplete, { error: "Must be at least 3 characters" })
    .describe("what has been typed"),
});

const searchQuery = listingQuerySchema.safeExtend({
  q: queryText.refine(isSubmittableSearch, { error: "Must not be empty" }).describe("the search words"),
});

const suggestionsSchema = z.object({
  products: z.array(productSummarySchema).max(MAX_PRODUCT_SUGGESTIONS),
  categories: z
    .array(
      z.object({ slug: z.string(), name: z.string(), path: z.string().describe("Level 1 > Level 2 > …") }),
    )
    .max(MAX_CATEGORY_SUGGESTIONS),
});

const searchResultsSchema = productListingSchema.extend({
  query: z.string().describe("the words searched for, corrected when correctedFrom is present"),
  correctedFrom: z.string().optional().describe("what was typed, when it found nothing"),
});

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = createSearchService(createSearchStore(app.database), catalogFor(app.database));
  const rateLimit = searchRateLimit(app);

  app.get(
    "/search/autocomplete",
    {
      config: { rateLimit },
      schema: {
        summary: "Products and categories matching what is being typed",
        tags: ["search"],
        querystring: autocompleteQuery,
        response: {
          200: suggestionsSchema,
          400: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request, reply) =>
      sendJsonOnce(reply, suggestionsSchema, await search.autocomplete(request.query.q)),
  );

  app.get(
    "/search",
    {
      config: { rateLimit },
      schema: {
        summary: "Search results, ranked, with spelling correction when nothing matches as typed",
        tags: ["search"],
        querystring: searchQuery,
        response: {
          200: searchResultsSchema,
          400: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request, reply) =>
      sendJsonOnce(
        reply,
        searchResultsSchema,
        await search.search(request.query.q, listingRequest(request.query)),
      ),
  );
};
