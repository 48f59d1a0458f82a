/**
 * Cross-site request refusal: every state-changing request (a page form's POST, an API call's
 * POST, PUT, PATCH or DELETE) must come from one of the shop's own pages, else 403 `forbidden`.
 * A browser says where a request came from in `Origin`, which must be the shop origin the request
 * was sent to (plugins/shop-origin.ts); without it, `Sec-Fetch-Site` must say `same-origin`.
 *
 * A request with neither header was not sent by a current browser (curl, the van app, a test, or
 * a page's own in-process API call through web-host/api-fetch.ts, which forwards neither), so no
 * victim's browser can be behind it; Go's net/http CrossOriginProtection draws the same line.
 * The API's CSRF token (plugins/csrf.ts) still applies to every API call on top of this.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { httpError } from "./http-error.ts";
import { shopOriginOf } from "./shop-origin.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_SITE_MESSAGE = "This request did not come from the shop's own pages, so it was refused.";

function cameFromTheShop(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  // `Origin: null` (a sandboxed frame, a no-referrer page, a redirect across sites) names no page of ours.
  if (origin !== undefined) return origin === shopOriginOf(request);
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin" || site === "none";
  return true;
}

async function originCheck(app: FastifyInstance) {
  // A plain callback hook: every request passes it, most with nothing to wait for.
  app.addHook("onRequest", (request, _reply, done) => {
    if (STATE_CHANGING.has(request.method) && !cameFromTheShop(request))
      return done(httpError(403, "forbidden", CROSS_SITE_MESSAGE));
    done();
  });
}

export const originCheckPlugin = fp(originCheck, { name: "origin-check", dependencies: ["app-context"] });
