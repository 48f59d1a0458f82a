/** Search routes of the contract: autocomplete while typing and the results page. Both rate limited. */
import {
  categorySuggestionSchema,
  searchRoutes as contract,
  productSummarySchema,
  searchResultsSchema,
  suggestionsSchema,
  type SearchResults,
  type Suggestions,
} from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { searchRateLimit } from "../../plugins/rate-limit.ts";
import { listingJson, listsJson, sendJson } from "../../lib/json-once.ts";
import { listingRequest } from "../catalog/index.ts";
import { searchFor } from "./index.ts";

/** Suggestions' JSON from each product's and category's own, written once per item (decision 171). */
export const suggestionsJson = (suggestions: Suggestions): string =>
  listsJson(suggestionsSchema, suggestions, {
    products: productSummarySchema,
    categories: categorySuggestionSchema,
  });

/** Search results' JSON, each product's written once (decision 171). */
export const searchResultsJson = (results: SearchResults): string =>
  listingJson(searchResultsSchema, results, productSummarySchema);

export async function searchRoutes(app: FastifyInstance) {
  const search = searchFor(app);
  const options = { config: { rateLimit: searchRateLimit(app) } };

  implement(
    app,
    contract.autocomplete,
    async (request, reply) => sendJson(reply, suggestionsJson(await search.autocomplete(request.query.q))),
    options,
  );

  implement(
    app,
    contract.search,
    async (request, reply) =>
      sendJson(reply, searchResultsJson(await search.search(request.query.q, listingRequest(request.query)))),
    options,
  );
}
