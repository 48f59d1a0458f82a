/**
 * The van app's routes (contract appRoutes): signing in by password or by the shell's link,
 * signing out by link, the app user, the van they drive, its stock and adjustments. Signing in
 * renews the session (new id and CSRF token), as the shop's login does.
 */
import { appRoutes as contract } from "@merchant/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { unauthorised } from "../../lib/domain-errors.ts";
import { implement } from "../../lib/implement-route.ts";
import { inTransaction } from "../../lib/in-transaction.ts";
import { perMinute } from "../../plugins/rate-limit.ts";
import { authFor, LOGIN_REFUSED_MESSAGE } from "../auth/index.ts";
import { basketsFor } from "../basket/index.ts";
import { STOCK_UPDATED } from "@merchant/domain/van";
import { vanAppFor } from "./index.ts";

/** Sign-in attempts per minute per client, by password or link, as the shop's login allows. */
const SIGN_INS_PER_MINUTE = 10;

export const SIGN_IN_TO_THE_APP = "Please sign in to the app.";

/** The session data key of the branch the app works from (the sign-in link's branch code). */
export const APP_BRANCH_KEY = "appBranchId";

export async function vanAppRoutes(app: FastifyInstance) {
  const vanApp = vanAppFor(app);
  const auth = authFor(app);
  const baskets = basketsFor(app);
  const signInLimit = { config: { rateLimit: perMinute(SIGN_INS_PER_MINUTE) } };

  /** The signed-in user's id (401 otherwise); the answer is theirs alone, never kept by a cache. */
  async function signedInUserId(request: FastifyRequest, reply: FastifyReply): Promise<number> {
    reply.header("cache-control", "no-store");
    const session = await request.session.load();
    if (!session?.userId) throw unauthorised(SIGN_IN_TO_THE_APP);
    return session.userId;
  }

  implement(
    app,
    contract.appLogIn,
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const user = await auth.logIn(request.body.email, request.body.password, request.ip);
      // A shop user without an app role is told what a wrong password is told.
      const appUser = await vanApp.appUser(user.id).catch(() => {
        throw unauthorised(LOGIN_REFUSED_MESSAGE);
      });
      await request.session.renew({ userId: user.id });
      return appUser;
    },
    signInLimit,
  );

  implement(
    app,
    contract.appSignInLink,
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { userId, branchId } = await vanApp.signInByLink(request.body, new Date());
      request.log.info({ networkType: request.body.networktype ?? null }, "van app signed in by link");
      // spec/3 §2: sulogin starts over: the user's basket is emptied, and the visitor's is not adopted.
      await inTransaction(app.database, (tx) => baskets.emptyIn(tx, { userId }));
      await request.session.renew({ userId });
      await request.session.keep({ [APP_BRANCH_KEY]: branchId });
      return vanApp.appUser(userId);
    },
    signInLimit,
  );

  implement(app, contract.appSignOutLink, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const { uid, hash } = request.body;
    const session = await request.session.load();
    const signedOut =
      String(session?.userId ?? "") === uid && (await vanApp.signOutLinkHolds(uid, hash, new Date()));
    if (signedOut) await request.session.end();
    return { outcome: signedOut ? ("signed_out" as const) : ("reload" as const) };
  });

  implement(app, contract.appUser, async (request, reply) =>
    vanApp.appUser(await signedInUserId(request, reply)),
  );

  implement(app, contract.chooseVan, async (request, reply) =>
    vanApp.chooseVan(await signedInUserId(request, reply), request.body.registration),
  );

  implement(app, contract.vanStock, async (request, reply) =>
    vanApp.stock(await signedInUserId(request, reply), request.params.vanId),
  );

  implement(app, contract.appSearch, async (request, reply) =>
    vanApp.search(await signedInUserId(request, reply), request.query.type, request.query.q.trim()),
  );

  implement(app, contract.voidLists, async (request, reply) =>
    vanApp.voidLists(await signedInUserId(request, reply)),
  );

  implement(app, contract.voidList, async (request, reply) =>
    vanApp.voidList(await signedInUserId(request, reply), request.params.listId),
  );

  implement(app, contract.adjustVanStock, async (request, reply) => ({
    message: STOCK_UPDATED,
    product: await vanApp.adjust(await signedInUserId(request, reply), request.params.vanId, request.body),
  }));
}
