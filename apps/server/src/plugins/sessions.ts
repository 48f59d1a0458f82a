/**
 * `request.session`: the shopper's server-side session, loaded at most once per request and
 * only when a route asks (autocomplete never pays for it), created only when something must be
 * kept: `renew()` at login, `ensure()` for a basket or branch choice later. Cookie `sid`:
 * HttpOnly, SameSite=Lax, Path=/, Secure in production, as long as the session lives.
 *
 * The CSRF token a state change must carry is the session's own, or, for a visitor without a
 * session, one signed from the `csrf` cookie (modules/session/anonymous-csrf.ts), so reading a
 * token (every page render does) never writes a session row (docs/decisions/083-sessions-on-demand.md).
 */
import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  anonymousCsrfFor,
  CSRF_SEED_COOKIE,
  SESSION_COOKIE,
  sessionLifetimeMs,
  sessionsFor,
  type AnonymousCsrf,
  type IssuedSession,
  type Session,
  type SessionService,
} from "../modules/session/index.ts";
import type { Executor } from "../lib/in-transaction.ts";
import { httpsExpected } from "./https-expected.ts";

export class RequestSession {
  #current: Promise<Session | null> | undefined;

  constructor(
    private readonly service: SessionService,
    private readonly anonymousCsrf: AnonymousCsrf,
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
  ) {}

  /** The live session named by the cookie, or null. */
  load(): Promise<Session | null> {
    this.#current ??= this.#resume(this.request.cookies[SESSION_COOKIE]);
    return this.#current;
  }

  async #resume(token: string | undefined): Promise<Session | null> {
    const found = await this.service.resume(token);
    // A session whose expiry moved forward needs its cookie's lifetime moved too.
    if (found?.extended && token) this.#sendCookie(token, found.session);
    return found?.session ?? null;
  }

  /** The session, started now when the shopper has none: for routes that must keep something. */
  async ensure(): Promise<Session> {
    return (await this.load()) ?? this.#use(await this.service.start());
  }

  /**
   * Keeps `patch` in the session's data, starting a session when the shopper has none; through
   * `executor`, as part of the caller's transaction.
   */
  async keep(patch: Record<string, unknown>, executor?: Executor): Promise<Session> {
    const updated = await this.service.keep(await this.ensure(), patch, executor);
    this.#current = Promise.resolve(updated);
    return updated;
  }

  /** A new id and CSRF token for the same session, or a new session (call at login). */
  async renew(changes: { userId?: number | null } = {}): Promise<Session> {
    const current = await this.load();
    return this.#use(
      await (current ? this.service.renew(current, changes) : this.service.start(changes.userId ?? null)),
    );
  }

  /** Ends the session (logout): the row goes and the browser is told to drop the cookie. */
  async end(): Promise<void> {
    const current = await this.load();
    if (current) await this.service.end(current);
    this.#current = Promise.resolve(null);
    this.reply.clearCookie(SESSION_COOKIE, this.#cookieOptions());
  }

  /**
   * The token this visitor's state changes must carry: the session's, or one signed from the
   * `csrf` cookie, which is set now when the visitor has none.
   */
  async csrfToken(): Promise<string> {
    const expected = await this.expectedCsrfToken();
    if (expected !== null) return expected;
    const seed = this.anonymousCsrf.newSeed();
    // No Max-Age: the seed lasts as long as the browser; a new one costs one 403 and a retry.
    this.reply.setCookie(CSRF_SEED_COOKIE, seed, this.#cookieOptions());
    return this.anonymousCsrf.tokenFor(seed);
  }

  /** The token a state change must carry now, or null when no token can be right (no session, no seed). */
  async expectedCsrfToken(): Promise<string | null> {
    const session = await this.load();
    if (session) return session.csrfToken;
    const seed = this.request.cookies[CSRF_SEED_COOKIE];
    return this.anonymousCsrf.isSeed(seed) ? this.anonymousCsrf.tokenFor(seed) : null;
  }

  #use(issued: IssuedSession): Session {
    this.#current = Promise.resolve(issued.session);
    this.#sendCookie(issued.token, issued.session);
    return issued.session;
  }

  #sendCookie(token: string, session: Session) {
    this.reply.setCookie(SESSION_COOKIE, token, {
      ...this.#cookieOptions(),
      maxAge: sessionLifetimeMs(session.userId) / 1000,
    });
  }

  #cookieOptions() {
    return {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: httpsExpected(this.request.server.config, this.request.host),
    } as const;
  }
}

declare module "fastify" {
  interface FastifyRequest {
    session: RequestSession;
  }
}

async function sessions(app: FastifyInstance) {
  await app.register(cookie);
  const service = sessionsFor(app);
  // Shared by every process through the database, so a token one process signed passes in another.
  const anonymousCsrf = await anonymousCsrfFor(app);
  app.decorateRequest("session", null as unknown as RequestSession);
  app.addHook("onRequest", (request, reply, done) => {
    request.session = new RequestSession(service, anonymousCsrf, request, reply);
    done();
  });
}

export const sessionsPlugin = fp(sessions, { name: "sessions", dependencies: ["app-context"] });
