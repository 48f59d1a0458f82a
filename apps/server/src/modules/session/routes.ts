/** The shopper's session, VAT display choice and cookie consent (contract routes session, setVatPreference, setCookieConsent). */
import { PRICE_VAT_COOKIE, parseVatPreference } from "@merchant/domain/money";
import {
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_MAX_AGE_SECONDS,
  parseCookieConsent,
} from "@merchant/domain/site";
import { sessionRoutes as contract } from "@merchant/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
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
      cookieConsent: parseCookieConsent(request.cookies[COOKIE_CONSENT_COOKIE]),
      brand: brandForHost(app.config, request.host),
      user: await signedInAs(session?.userId ?? null),
      fulfilment: await fulfilment.state(await shopperFulfilment(request)),
      basketItemCount: await baskets.itemCount(await basketOwner(request)),
      loginNoBranch: await loginNoBranch(request),
      // A session cookie that opens nothing: the session expired or was ended elsewhere (decision 121).
      expired: Boolean(request.cookies[SESSION_COOKIE]) && session === null,
    };
  });

  /**
   * A shopper's choice kept in a cookie of its own. Not HttpOnly: the page reads the VAT choice to
   * show the right prices before any API call, and the consent before pushing any analytics.
   */
  const keepChoice = (
    request: FastifyRequest,
    reply: FastifyReply,
    cookie: string,
    value: string,
    maxAge: number,
  ) =>
    reply.setCookie(cookie, value, {
      httpOnly: false,
      sameSite: "lax",
      path: "/",
      secure: httpsExpected(app.config, request.host),
      maxAge,
    });

  implement(app, contract.setVatPreference, async (request, reply) => {
    keepChoice(request, reply, PRICE_VAT_COOKIE, request.body.vat, ONE_YEAR_SECONDS);
    return { vat: request.body.vat };
  });

  implement(app, contract.setCookieConsent, async (request, reply) => {
    keepChoice(request, reply, COOKIE_CONSENT_COOKIE, request.body.consent, COOKIE_CONSENT_MAX_AGE_SECONDS);
    return { consent: request.body.consent };
  });
}
