/**
 * The van app's routes (contract appRoutes): signing in by password or by the shell's link,
 * signing out by link, the app user, the van they drive, its stock and adjustments. Signing in
 * renews the session (new id and CSRF token), as the shop's login does.
 */
import { appRoutes as contract } from "@merchant/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { unauthorised } from "../../lib/domain-errors.ts";
import { APP_BRANCH_KEY, appSession, seenNow } from "./app-session.ts";
import { implement } from "../../lib/implement-route.ts";
import { inTransaction } from "../../lib/in-transaction.ts";
import { perMinute } from "../../plugins/rate-limit.ts";
import { authFor, LOGIN_REFUSED_MESSAGE } from "../auth/index.ts";
import { basketsFor } from "../basket/index.ts";
import { privateStoresFor } from "../private-store/index.ts";
import { vanBasketRoutes } from "./basket-routes.ts";
import { vanAppFor, vanBasketsFor } from "./index.ts";

export async function vanAppRoutes(app: FastifyInstance) {
  await vanBasketRoutes(app);
  const vanApp = vanAppFor(app);
  const auth = authFor(app);
  const baskets = basketsFor(app);
  const vanBaskets = vanBasketsFor(app);
  const privateStore = privateStoresFor(app);
  // Sign-in attempts per minute per client, by password or link, as the shop's login allows.
  const signInLimit = { config: { rateLimit: perMinute(app.config.signInRateLimit) } };

  const signedInUserId = async (request: FastifyRequest, reply: FastifyReply) =>
    (await appSession(request, reply)).userId;

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
      await request.session.keep(seenNow());
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
      // spec/3 §2: sulogin starts over: the user's baskets, the shop's, their van's and their
      // private store's (decision 167), are emptied, and the visitor's is not adopted.
      const appUser = await vanApp.appUser(userId);
      await inTransaction(app.database, async (tx) => {
        await baskets.emptyIn(tx, { userId });
        if (appUser.van) await vanBaskets.emptyIn(tx, appUser.van.id);
        if (appUser.role === "private_store") await privateStore.emptyAllIn(tx, userId);
      });
      await request.session.renew({ userId });
      await request.session.keep({ [APP_BRANCH_KEY]: branchId, ...seenNow() });
      return appUser;
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

  implement(app, contract.adjustVanStock, async (request, reply) =>
    vanApp.adjust(await signedInUserId(request, reply), request.params.vanId, request.body),
  );
}
