/**
 * Sign in and out (contract routes logIn and logOut). Login renews the session (new id and CSRF
 * token) and logout ends it, so a session id or token known before the change is worthless after it.
 */
import { sessionRoutes as contract } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { perMinute } from "../../plugins/rate-limit.ts";
import { basketsFor } from "../basket/index.ts";
import { identityRoutesPlugin } from "./identity-routes.ts";
import { authFor } from "./index.ts";
import { signIn } from "./sign-in.ts";

export async function authRoutes(app: FastifyInstance) {
  // Opening an account and setting a password: the module's other routes.
  await app.register(identityRoutesPlugin);
  const auth = authFor(app);
  const baskets = basketsFor(app);

  implement(
    app,
    contract.logIn,
    async (request) => {
      const user = await auth.logIn(request.body.email, request.body.password, request.ip);
      await signIn(request, user.id, baskets);
      return { user: { name: user.name, email: user.email } };
    },
    // `config.signInRateLimit` attempts per minute per client keep one client from spending the server's
    // CPU on password hashing. Guessing is limited per account and per address in the database
    // (login-throttle.ts), which holds across processes and behind a proxy.
    { config: { rateLimit: perMinute(app.config.signInRateLimit) } },
  );

  implement(app, contract.logOut, async (request, reply) => {
    await request.session.end();
    return reply.status(204).send(null);
  });
}
