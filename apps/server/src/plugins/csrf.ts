/**
 * CSRF protection for the API: every POST, PUT, PATCH and DELETE must carry header
 * `x-csrf-token` equal to the visitor's token (from `GET /api/session`): its session's, or for a
 * visitor without a session the one signed from its `csrf` cookie; else 403 `csrf`.
 * SameSite=Lax and the origin check (plugins/origin-check.ts) already keep most cross-site posts
 * out; the token also covers same-site attackers and older browsers.
 *
 * Page forms post to React Router actions, not to the API: the page renders the session's
 * token into the form, and the action calls the API in-process with it in `x-csrf-token`.
 *
 * A route whose caller is no browser and proves itself another way (Stripe's webhook, signed with
 * a shared secret) opts out in its config with the reason: `config: { csrf: { exempt: "…" } }`.
 * It reads no session and acts for no visitor, so there is no visitor's authority to forge.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { httpError } from "./http-error.ts";

export const CSRF_HEADER = "x-csrf-token";
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /** `exempt`: why this route needs no CSRF token (what proves its caller instead). */
    csrf?: { exempt: string };
  }
}

/** Constant-time on digests, so neither the content nor the length of the token leaks. */
function sameToken(sent: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

async function csrfProtection(app: FastifyInstance) {
  // A plain callback hook: a read (most requests) passes at once, with no promise made for it.
  app.addHook("onRequest", (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method) || request.routeOptions.config.csrf?.exempt) return done();
    checkToken(request).then(() => done(), done);
  });
}

async function checkToken(request: FastifyRequest): Promise<void> {
  const sent = request.headers[CSRF_HEADER];
  if (typeof sent !== "string" || sent === "") throw refusal();
  const expected = await request.session.expectedCsrfToken();
  if (expected === null || !sameToken(sent, expected)) throw refusal();
}

function refusal() {
  return httpError(403, "csrf", "This form has expired. Please reload the page and try again.");
}

/** Registered inside the `/api` scope, so it guards the API and nothing else. */
export const csrfPlugin = fp(csrfProtection, { name: "csrf", dependencies: ["sessions"] });
