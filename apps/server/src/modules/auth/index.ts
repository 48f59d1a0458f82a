/** The auth module's public surface: its services, and password hashing for whoever stores users. */
import { perDatabase } from "../../lib/per-database.ts";
import { sessionsFor } from "../session/index.ts";
import { createIdentityService } from "./identity.ts";
import { createLoginFailureStore } from "./login-failure-store.ts";
import { createLoginThrottle } from "./login-throttle.ts";
import { createResetStore } from "./reset-store.ts";
import { createAuthService } from "./service.ts";
import { createAuthStore } from "./store.ts";

export const authFor = perDatabase(({ database }) =>
  createAuthService(createAuthStore(database.db), createLoginThrottle(createLoginFailureStore(database))),
);

export const identityFor = perDatabase((host) =>
  createIdentityService({
    database: host.database,
    store: createAuthStore(host.database.db),
    resets: createResetStore(host.database.db),
    sessions: sessionsFor(host),
    auth: authFor(host),
  }),
);
export { LOGIN_REFUSED_MESSAGE, type AuthService, type SignedInUser } from "./service.ts";
export { hashPassword } from "./password.ts";
