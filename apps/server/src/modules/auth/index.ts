/** The auth module's public surface: its service, and password hashing for whoever stores users. */
import { perDatabase } from "../../lib/per-database.ts";
import { createLoginFailureStore } from "./login-failure-store.ts";
import { createLoginThrottle } from "./login-throttle.ts";
import { createAuthService } from "./service.ts";
import { createAuthStore } from "./store.ts";

export const authFor = perDatabase(({ database }) =>
  createAuthService(createAuthStore(database.db), createLoginThrottle(createLoginFailureStore(database))),
);
export type { AuthService } from "./service.ts";
export { hashPassword } from "./password.ts";
