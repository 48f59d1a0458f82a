/**
 * Sign in and out under /api/auth. Login renews the session (new id and CSRF token) and logout
 * ends it, so a session id or token known before the change is worthless after it.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorReplySchema } from "../../plugins/http-error.ts";
import { perMinute } from "../../plugins/rate-limit.ts";
import { authFor } from "./auth-for.ts";
import { loginBodySchema, signedInUserSchema } from "./schemas.ts";

/**
 * Login attempts per minute per client, in this process's memory: keeps one client from spending the
 * server's CPU on password hashing. Guessing is limited per account and per address in the database
 * (login-throttle.ts), which holds across processes and behind a proxy.
 */
const LOGIN_ATTEMPTS_PER_MINUTE = 10;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = authFor(app.database);

  app.post(
    "/auth/login",
    {
      config: { rateLimit: perMinute(LOGIN_ATTEMPTS_PER_MINUTE) },
      schema: {
        summary: "Sign in with email and password (renews the session: new cookie and CSRF token)",
        tags: ["auth"],
        body: loginBodySchema,
        response: {
          200: z.object({ user: signedInUserSchema }),
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) => {
      const user = await auth.logIn(request.body.email, request.body.password, request.ip);
      await request.session.renew({ userId: user.id });
      return { user: { name: user.name, email: user.email } };
    },
  );

  app.post(
    "/auth/logout",
    {
      schema: {
        summary: "Sign out (ends the session: its cookie and CSRF token open nothing any more)",
        tags: ["auth"],
        response: { 204: z.null(), 403: errorReplySchema },
      },
    },
    async (request, reply) => {
      await request.session.end();
      return reply.status(204).send(null);
    },
  );
};
