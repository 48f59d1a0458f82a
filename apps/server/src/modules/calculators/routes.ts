/** Calculator routes of the contract: the products an aggregate estimate is bought in. */
import { calculatorRoutes as contract } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { browseRateLimit } from "../../plugins/rate-limit.ts";
import { calculatorsFor } from "./index.ts";

export async function calculatorRoutes(app: FastifyInstance) {
  const calculators = calculatorsFor(app);
  implement(app, contract.aggregateBags, async (request) => calculators.aggregateBags(request.params.type), {
    config: { rateLimit: browseRateLimit(app) },
  });
}
