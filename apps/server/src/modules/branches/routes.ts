/**
 * Branch directory routes of the contract: every brand's branches, one branch's details, the
 * branches nearest a place, and the branch-name search (those two rate limited as searches).
 */
import { branchLookupRoutes, branchRoutes as contract } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { searchRateLimit } from "../../plugins/rate-limit.ts";
import { branchesFor } from "./index.ts";

export async function branchRoutes(app: FastifyInstance) {
  const branches = branchesFor(app);

  implement(app, contract.branches, (request) => branches.list(request.query));

  implement(app, contract.branch, async (request) => ({ branch: await branches.branch(request.params.id) }));

  // Searches, limited as the site search is: a place lookup may reach a geocoding service.
  const searchOptions = { config: { rateLimit: searchRateLimit(app) } };

  implement(
    app,
    branchLookupRoutes.nearbyBranches,
    (request) => branches.nearby(request.query),
    searchOptions,
  );

  implement(
    app,
    branchLookupRoutes.branchNameSearch,
    (request) => branches.nameSearch(request.query.q),
    searchOptions,
  );
}
