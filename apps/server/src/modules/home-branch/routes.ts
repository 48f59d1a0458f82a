/**
 * The 'loginNoBranch' question closed without a choice (contract route dismissHomeBranchQuestion),
 * and, for development and tests only, forgetting a user's home branch (devForgetHomeBranch).
 */
import { devRoutes, sessionRoutes } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { notFound, unauthorised } from "../../lib/domain-errors.ts";
import { implement } from "../../lib/implement-route.ts";
import { homeBranchesFor } from "./index.ts";
import { LOGIN_NO_BRANCH_KEY } from "./question.ts";

export async function homeBranchRoutes(app: FastifyInstance) {
  const homeBranches = homeBranchesFor(app);
  // In production it answers as an unknown address does: no one may change a user's data this way.
  const production = app.config.env === "production";

  implement(app, sessionRoutes.dismissHomeBranchQuestion, async (request, reply) => {
    const session = await request.session.load();
    if (session?.userId == null) throw unauthorised("Please log in to choose a home branch");
    await request.session.keep({ [LOGIN_NO_BRANCH_KEY]: false });
    return reply.status(204).send(null);
  });

  // Journeys share one server: a branch one of them chose would come back with another's login.
  implement(app, devRoutes.devForgetHomeBranch, async (request, reply) => {
    if (production) throw notFound(`There is nothing at POST ${devRoutes.devForgetHomeBranch.path}`);
    await homeBranches.forget(request.body.email);
    return reply.status(204).send(null);
  });
}
