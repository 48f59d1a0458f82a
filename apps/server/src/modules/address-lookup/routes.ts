/**
 * The address-lookup routes of the contract: a postcode's addresses and the address of a key, for
 * the checkout's address popup. Each is limited per client (ADDRESS_LOOKUP_RATE_LIMIT a minute):
 * with Ideal Postcodes every answer is paid for.
 */
import { addressLookupRoutes as contract } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { perMinute } from "../../plugins/rate-limit.ts";
import { addressLookupFor } from "./index.ts";

export async function addressLookupRoutes(app: FastifyInstance) {
  const addresses = addressLookupFor(app);
  const options = { config: { rateLimit: perMinute(app.config.addressLookupRateLimit) } };

  implement(
    app,
    contract.lookUpAddresses,
    (request) => addresses.lookUp(request.body.postcode, request.body.number),
    options,
  );
  implement(app, contract.populateAddress, (request) => addresses.populate(request.body.key), options);
}
