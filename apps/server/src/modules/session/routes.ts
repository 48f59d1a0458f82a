import { PRICE_VAT_COOKIE, VAT_PREFERENCES, parseVatPreference } from "@merchant/domain/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authFor } from "../auth/auth-for.ts";
import { signedInUserSchema } from "../auth/schemas.ts";
import { brandForHost } from "../site/service.ts";
import { brandCodeSchema } from "../site/schemas.ts";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const vatSchema = z.enum(VAT_PREFERENCES, { error: "Must be INC or EX" });

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = authFor(app.database);
  const signedInAs = async (userId: number | null) => {
    const user = await auth.sessionUser(userId);
    return user && { name: user.name, email: user.email };
  };

  app.get(
    "/session",
    {
      schema: {
        summary:
          "The shopper's session: its CSRF token, VAT display choice, brand and signed-in user (stores nothing: a visitor without a session gets a token signed from cookie csrf)",
        tags: ["session"],
        response: {
          200: z.object({
            csrfToken: z.string(),
            vat: vatSchema,
            brand: brandCodeSchema,
            user: signedInUserSchema.nullable(),
          }),
        },
      },
    },
    async (request, reply) => {
      const session = await request.session.load();
      // Holds the CSRF token: never kept by a shared cache.
      reply.header("cache-control", "no-store");
      return {
        csrfToken: await request.session.csrfToken(),
        vat: parseVatPreference(request.cookies[PRICE_VAT_COOKIE]),
        brand: brandForHost(app.config, request.host),
        user: await signedInAs(session?.userId ?? null),
      };
    },
  );

  app.put(
    "/preferences/vat",
    {
      schema: {
        summary: "Show prices inc or ex VAT (kept in cookie price_vat for a year)",
        tags: ["session"],
        body: z.object({ vat: vatSchema }),
        response: { 200: z.object({ vat: vatSchema }) },
      },
    },
    async (request, reply) => {
      // Not HttpOnly: the page reads it to show the right prices before any API call.
      reply.setCookie(PRICE_VAT_COOKIE, request.body.vat, {
        httpOnly: false,
        sameSite: "lax",
        path: "/",
        secure: app.config.env === "production",
        maxAge: ONE_YEAR_SECONDS,
      });
      return { vat: request.body.vat };
    },
  );
};
