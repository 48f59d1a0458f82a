/** Branch directory routes of the contract: every brand's branches and one branch's details. */
import { branchRoutes as contract } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { branchesFor } from "./index.ts";

export async function branchRoutes(app: FastifyInstance) {
  const branches = branchesFor(app);

  implement(app, contract.branches, (request) => branches.list(request.query));

  implement(app, contract.branch, async (request) => ({ branch: await branches.branch(request.params.id) }));
}
