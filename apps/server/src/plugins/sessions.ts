/**
 * `request.session`: the shopper's server-side session, loaded at most once per request and
 * only when a route asks (autocomplete never pays for it), created only by `ensure()`.
 * Cookie `sid`: HttpOnly, SameSite=Lax, Path=/, Secure in production, 30 days from last use.
 */
import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  SESSION_COOKIE,
  SESSION_LIFETIME_MS,
  createSessionService,
  type IssuedSession,
  type Session,
  type SessionService,
} from "../modules/session/service.ts";
import { createSessionStore } from "../modules/session/store.ts";

export class RequestSession {
  #current: Promise<Session | null> | undefined;

  constructor(
    private readonly service: SessionService,
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
    if (found?.extended && token) this.#sendCookie(token);
    return found?.session ?? null;
  }

  /** The session, started now when the shopper has none. */
  async ensure(): Promise<Session> {
    return (await this.load()) ?? this.#use(await this.service.start());
  }

  /** A new id and CSRF token for the same session (call at login and logout). */
  async renew(changes: { userId?: number | null } = {}): Promise<Session> {
    const current = await this.load();
    return this.#use(
      await (current ? this.service.renew(current, changes) : this.service.start(changes.userId ?? null)),
    );
  }

  #use(issued: IssuedSession): Session {
    this.#current = Promise.resolve(issued.session);
    this.#sendCookie(issued.token);
    return issued.session;
  }

  #sendCookie(token: string) {
    this.reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: this.request.server.config.env === "production",
      maxAge: SESSION_LIFETIME_MS / 1000,
    });
  }
}

declare module "fastify" {
  interface FastifyRequest {
    session: RequestSession;
  }
}

async function sessions(app: FastifyInstance) {
  await app.register(cookie);
  const service = createSessionService(createSessionStore(app.database.db));
  app.decorateRequest("session", null as unknown as RequestSession);
  app.addHook("onRequest", (request, reply, done) => {
    request.session = new RequestSession(service, request, reply);
    done();
  });
}

export const sessionsPlugin = fp(sessions, { name: "sessions", dependencies: ["app-context"] });
