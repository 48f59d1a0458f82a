/** One auth service per open database, for the auth routes and for modules that show the user (session). */
import type { Database } from "../../db/client.ts";
import { createLoginFailureStore } from "./login-failure-store.ts";
import { createLoginThrottle } from "./login-throttle.ts";
import { createAuthService, type AuthService } from "./service.ts";
import { createAuthStore } from "./store.ts";

const services = new WeakMap<Database, AuthService>();

export function authFor(database: Database): AuthService {
  let service = services.get(database);
  if (!service) {
    service = createAuthService(
      createAuthStore(database.db),
      createLoginThrottle(createLoginFailureStore(database)),
    );
    services.set(database, service);
  }
  return service;
}
