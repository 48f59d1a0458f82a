/** The account page's "Your details" form (contract accountDetailsRoutes): signed-in users only. */
import { accountDetailsRoutes as contract } from "@merchant/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { unauthorised } from "../../lib/domain-errors.ts";
import { implement } from "../../lib/implement-route.ts";
import { authFor } from "../auth/index.ts";
import { accountDetailsFor } from "./index.ts";

/** The id of the session's user; 401 for a visitor or a session whose user has gone. */
async function signedInUserId(request: Pick<FastifyRequest, "session" | "server">): Promise<number> {
  const session = await request.session.load();
  const user = await authFor(request.server).sessionUser(session?.userId ?? null);
  if (!user) throw unauthorised("Please log in to see your details");
  return user.id;
}

export async function accountDetailsRoutes(app: FastifyInstance) {
  const details = accountDetailsFor(app);

  implement(app, contract.accountDetails, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return details.details(await signedInUserId(request));
  });

  implement(app, contract.saveAccountDetails, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return details.save(await signedInUserId(request), request.body);
  });
}
