/** The shopper's session and VAT display choice (contract routes session and setVatPreference). */
import { PRICE_VAT_COOKIE, parseVatPreference } from "@merchant/domain/money";
import { sessionRoutes as contract } from "@merchant/contract";
import type { FastifyInstance } from "fastify";
import { implement } from "../../lib/implement-route.ts";
import { httpsExpected } from "../../plugins/https-expected.ts";
import { authFor } from "../auth/index.ts";
import { basketOwner, basketsFor } from "../basket/index.ts";
import { fulfilmentFor, shopperFulfilment } from "../fulfilment/index.ts";
import { loginNoBranch } from "../home-branch/index.ts";
import { brandForHost } from "../site/index.ts";
import { SESSION_COOKIE } from "./index.ts";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export async function sessionRoutes(app: FastifyInstance) {
  const auth = authFor(app);
  const fulfilment = fulfilmentFor(app).service;
  const baskets = basketsFor(app);
  const signedInAs = async (userId: number | null) => {
    const user = await auth.sessionUser(userId);
    return user && { name: user.name, email: user.email };
  };

  implement(app, contract.session, async (request, reply) => {
    const session = await request.session.load();
    // Holds the CSRF token: never kept by a shared cache.
    reply.header("cache-control", "no-store");
    return {
      csrfToken: await request.session.csrfToken(),
      vat: parseVatPreference(request.cookies[PRICE_VAT_COOKIE]),
      brand: brandForHost(app.config, request.host),
      user: await signedInAs(session?.userId ?? null),
      fulfilment: await fulfilment.state(await shopperFulfilment(request)),
      basketItemCount: await baskets.itemCount(await basketOwner(request)),
      loginNoBranch: await loginNoBranch(request),
      // A session cookie that opens nothing: the session expired or was ended elsewhere (decision 121).
      expired: Boolean(request.cookies[SESSION_COOKIE]) && session === null,
    };
  });

  implement(app, contract.setVatPreference, async (request, reply) => {
    // Not HttpOnly: the page reads it to show the right prices before any API call.
    reply.setCookie(PRICE_VAT_COOKIE, request.body.vat, {
      httpOnly: false,
      sameSite: "lax",
      path: "/",
      secure: httpsExpected(app.config, request.host),
      maxAge: ONE_YEAR_SECONDS,
    });
    return { vat: request.body.vat };
  });
}
