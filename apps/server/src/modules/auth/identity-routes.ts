/**
 * Opening an account, a forgotten password and changing it (contract identityRoutes). Opening an
 * account and setting a password by link sign in as login does: a renewed session, and the
 * visitor's basket joins the account's.
 */
import { identityRoutes as contract } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { unauthorised } from "../../lib/domain-errors.ts";
import { implement } from "../../lib/implement-route.ts";
import { perMinute } from "../../plugins/rate-limit.ts";
import { basketsFor } from "../basket/index.ts";
import { homeBranchesFor } from "../home-branch/index.ts";
import { linkSiteOf } from "../site/index.ts";
import { authFor, identityFor } from "./index.ts";
import { signIn } from "./sign-in.ts";

export async function identityRoutesPlugin(app: FastifyInstance) {
  const identity = identityFor(app);
  const auth = authFor(app);
  const baskets = basketsFor(app);
  const homeBranches = homeBranchesFor(app);
  // Per client per minute (config.identityRateLimit): each of these hashes a password or sends an
  // email, so one client may not make the server do it without end. Guessing a current password is
  // limited across processes as login guessing is (login-throttle.ts).
  const limited = { config: { rateLimit: perMinute(app.config.identityRateLimit) } };

  implement(
    app,
    contract.register,
    async (request, reply) => {
      const { name, email, password, branchId } = request.body;
      // spec/2 §7 registration-form: a branch that takes orders online, or 400 naming branchId
      // before anything is written.
      const branch = branchId === undefined ? null : await homeBranches.sellingBranch(branchId);
      const user = await identity.register(name, email, password, branch?.id ?? null);
      await signIn(request, user.id, baskets, { asks: false, chosenBranchId: branch?.id });
      return reply.status(201).send({ user: { name: user.name, email: user.email } });
    },
    limited,
  );

  implement(
    app,
    contract.forgottenPassword,
    async (request, reply) => {
      const message = await identity.forgottenPassword(request.body.email, await linkSiteOf(request));
      return reply.status(202).send({ message });
    },
    limited,
  );

  implement(
    app,
    contract.resetPassword,
    async (request) => {
      const userId = await identity.resetPassword(
        request.body.token,
        request.body.password,
        await request.session.load(),
      );
      await signIn(request, userId, baskets);
      const user = await auth.sessionUser(userId);
      if (!user) throw unauthorised("The account has gone");
      return { user: { name: user.name, email: user.email } };
    },
    limited,
  );

  implement(
    app,
    contract.changePassword,
    async (request, reply) => {
      const session = await request.session.load();
      const user = await auth.sessionUser(session?.userId ?? null);
      if (!session || !user) throw unauthorised("Please log in to change your password");
      await identity.changePassword(
        user,
        request.body.currentPassword,
        request.body.newPassword,
        request.ip,
        session,
      );
      // A new id for the session the password changed in, as at login.
      await request.session.renew({ userId: user.id });
      return reply.status(204).send(null);
    },
    limited,
  );
}
