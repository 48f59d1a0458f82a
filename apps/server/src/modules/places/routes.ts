/** Places routes of the contract: a typed place as a position, and a position as its postcode. Rate limited as searches. */
import { placeRoutes as contract } from "@merchant/contract";
import { GEOCODER_NO_RESULTS_MESSAGE } from "@merchant/domain/branches";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { notFound } from "../../lib/domain-errors.ts";
import { searchRateLimit } from "../../plugins/rate-limit.ts";
import { placesFor } from "./index.ts";

export async function placeRoutes(app: FastifyInstance) {
  const places = placesFor(app);
  // Limited as searches are: each lookup may reach a geocoding service (GEOCODER_URL).
  const options = { config: { rateLimit: searchRateLimit(app) } };

  implement(
    app,
    contract.findPlace,
    async (request) => {
      const place = await places.find(request.query.q);
      if (!place) throw notFound(GEOCODER_NO_RESULTS_MESSAGE);
      return { place };
    },
    options,
  );

  implement(
    app,
    contract.reversePlace,
    async (request) => {
      const place = await places.reverse(request.query.lat, request.query.lng);
      if (!place) throw notFound(GEOCODER_NO_RESULTS_MESSAGE);
      return { place };
    },
    options,
  );
}
