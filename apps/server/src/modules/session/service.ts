/**
 * Server-side sessions: the browser holds a random 32-byte token (cookie `sid`), the database
 * holds its SHA-256, so a copy of the table opens no session. A session row is made only when
 * something must be kept (a login now; a basket or branch choice later): reading the CSRF token
 * or rendering a page makes none (docs/decisions/083-sessions-on-demand.md). A signed-in session
 * lives 30 days from its last use, one without a user a day; login gives it a new id (renew)
 * against session fixation, and logout ends it.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Executor } from "../../lib/in-transaction.ts";
import type { SessionRow, SessionStore } from "./store.ts";

export const SESSION_COOKIE = "sid";
export const SIGNED_IN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const ANONYMOUS_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Reads do not write: an active session's expiry moves forward at most once per 1/30 of its lifetime. */
const EXTEND_STEPS = 30;
/** Expired rows are swept at most this often, when a new session starts (the only time the table grows). */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** 32 random bytes in base64url; anything else is not one of our tokens and is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type Session = Pick<SessionRow, "idHash" | "csrfToken" | "userId" | "data" | "expiresAt">;
/** A session and the cookie token that opens it (only known when it was just issued). */
export type IssuedSession = { token: string; session: Session };

const newToken = () => randomBytes(32).toString("base64url");
const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** How long a session lasts from its last use: a signed-in user's for a month, an anonymous one for a day. */
export function sessionLifetimeMs(userId: number | null): number {
  return userId === null ? ANONYMOUS_LIFETIME_MS : SIGNED_IN_LIFETIME_MS;
}

export function createSessionService(store: SessionStore, now: () => Date = () => new Date()) {
  let lastPrunedAt = 0;
  const expiryFrom = (time: Date, userId: number | null) =>
    new Date(time.getTime() + sessionLifetimeMs(userId));

  async function pruneWhenDue(time: Date) {
    if (time.getTime() - lastPrunedAt < PRUNE_EVERY_MS) return;
    lastPrunedAt = time.getTime();
    await store.deleteExpired(time);
  }

  async function start(userId: number | null = null): Promise<IssuedSession> {
    const time = now();
    await pruneWhenDue(time);
    const token = newToken();
    const session = await store.insert({
      idHash: hashToken(token),
      csrfToken: newToken(),
      userId,
      expiresAt: expiryFrom(time, userId),
    });
    return { token, session };
  }

  return {
    start,

    /**
     * The live session a cookie token opens, or null. `extended` says its expiry moved,
     * so the cookie must be sent again with the new lifetime.
     */
    async resume(token: string | undefined): Promise<{ session: Session; extended: boolean } | null> {
      if (!token || !TOKEN_PATTERN.test(token)) return null;
      const time = now();
      const session = await store.findLive(hashToken(token), time);
      if (!session) return null;
      const expiresAt = expiryFrom(time, session.userId);
      const step = sessionLifetimeMs(session.userId) / EXTEND_STEPS;
      if (expiresAt.getTime() - session.expiresAt.getTime() < step) return { session, extended: false };
      await store.extend(session.idHash, expiresAt);
      return { session: { ...session, expiresAt }, extended: true };
    },

    /**
     * Gives the session a new id and CSRF token (at login), keeping its data, so a token planted
     * in a browser before login is worthless after it.
     */
    async renew(session: Session, changes: { userId?: number | null } = {}): Promise<IssuedSession> {
      const token = newToken();
      const userId = changes.userId === undefined ? session.userId : changes.userId;
      const rotated = await store.rotate(session.idHash, {
        idHash: hashToken(token),
        csrfToken: newToken(),
        expiresAt: expiryFrom(now(), userId),
        userId,
      });
      // The session expired or was swept meanwhile: a fresh one serves the same purpose.
      if (!rotated) return start(userId);
      return { token, session: rotated };
    },

    /**
     * Keeps `patch` in the session's data (a branch choice); top-level keys are replaced. Through
     * `executor`, it commits or rolls back with the caller's transaction.
     */
    async keep(session: Session, patch: Record<string, unknown>, executor?: Executor): Promise<Session> {
      const row = await store.mergeData(session.idHash, patch, executor);
      return row ?? { ...session, data: { ...session.data, ...patch } };
    },

    /**
     * Signs the user out everywhere but `keep` (the session the password was just changed in), as
     * part of the caller's transaction: a password someone else knew opens nothing any more.
     */
    async endOthers(userId: number, keep: Session | null, executor?: Executor): Promise<void> {
      await store.deleteUserSessionsExcept(userId, keep?.idHash ?? null, executor);
    },

    /** Reads every session from the database again: after SQL outside the store changed the table (a test's). */
    forgetKept: () => store.forgetKept(),

    /** Ends the session (logout): its row goes, so its cookie and CSRF token open nothing. */
    async end(session: Session): Promise<void> {
      await store.delete(session.idHash);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
