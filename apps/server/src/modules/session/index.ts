/**
 * The session module's public surface, for the sessions plugin: the session service, and the
 * signer of visitors' CSRF tokens, whose secret every process shares through the database.
 */
import { perDatabase } from "../../lib/per-database.ts";
import { createAnonymousCsrf } from "./anonymous-csrf.ts";
import { createKeptSessions, noKeptSessions } from "./kept-sessions.ts";
import { createSessionService } from "./service.ts";
import { sharedSecret } from "./shared-secret.ts";
import { createSessionStore } from "./store.ts";

/** Sessions are kept in memory where this process alone writes the table: PGlite run as one process (decision 188). */
export const sessionsFor = perDatabase(({ database }) =>
  createSessionService(
    createSessionStore(database.db, database.shared ? noKeptSessions : createKeptSessions()),
  ),
);

export const anonymousCsrfFor = perDatabase(async ({ database }) =>
  createAnonymousCsrf(await sharedSecret(database.db, "csrf")),
);

export { sharedSecret } from "./shared-secret.ts";
export { CSRF_SEED_COOKIE, type AnonymousCsrf } from "./anonymous-csrf.ts";
export {
  SESSION_COOKIE,
  sessionLifetimeMs,
  type IssuedSession,
  type Session,
  type SessionService,
} from "./service.ts";
