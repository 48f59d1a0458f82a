/** Search routes of the contract: autocomplete while typing and the results page. Both rate limited. */
import { searchRoutes as contract, searchResultsSchema, suggestionsSchema } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { searchRateLimit } from "../../plugins/rate-limit.ts";
import { sendJsonOnce } from "../../lib/json-once.ts";
import { listingRequest } from "../catalog/index.ts";
import { searchFor } from "./index.ts";

export async function searchRoutes(app: FastifyInstance) {
  const search = searchFor(app);
  const options = { config: { rateLimit: searchRateLimit(app) } };

  implement(
    app,
    contract.autocomplete,
    async (request, reply) =>
      sendJsonOnce(reply, suggestionsSchema, await search.autocomplete(request.query.q)),
    options,
  );

  implement(
    app,
    contract.search,
    async (request, reply) =>
      sendJsonOnce(
        reply,
        searchResultsSchema,
        await search.search(request.query.q, listingRequest(request.query)),
      ),
    options,
  );
}
