import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_USERS, insertDemoUsers } from "../demo/seed/users.ts";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { createLoginFailureStore } from "./login-failure-store.ts";
import { ATTEMPT_WINDOW_MS, createLoginThrottle } from "./login-throttle.ts";
import { createAuthService } from "./service.ts";
import { createAuthStore } from "./store.ts";
import type { DomainError } from "../../lib/domain-errors.ts";

const MINUTE = 60_000;
const [sam, alex] = DEMO_USERS;
if (!sam || !alex) throw new Error("no demo users");

let app: FastifyInstance;
let clock: Date;
let auth: ReturnType<typeof createAuthService>;
beforeAll(async () => {
  app = await buildTestApp({ prepare: (database) => insertDemoUsers(database.db, "test") });
  clock = new Date("2026-11-21T10:00:00Z");
  auth = createAuthService(
    createAuthStore(app.database.db),
    createLoginThrottle(createLoginFailureStore(app.database), () => clock),
  );
});
afterAll(() => app.close());

const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

/** How a login attempt ends: signed in, or the kind of refusal (the API answers 401 and 429 for them). */
async function attempt(email: string, password: string, address: string): Promise<string> {
  try {
    await auth.logIn(email, password, address);
    return "signed in";
  } catch (error) {
    return (error as DomainError).kind;
  }
}

describe("a locked account", () => {
  it("refuses even the right password until the window from its first failure has passed", async () => {
    for (let i = 0; i < 10; i++) expect(await attempt(sam.email, "guess", `10.0.0.${i}`)).toBe("unauthorised");
    later(MINUTE);
    expect(await attempt(sam.email, DEMO_PASSWORD, "10.0.1.1")).toBe("too_many_attempts");
    await expect(auth.logIn(sam.email, DEMO_PASSWORD, "10.0.1.1")).rejects.toThrow(
      "Too many failed logins. Please try again in 14 minutes.",
    );
    later(ATTEMPT_WINDOW_MS - MINUTE - 1);
    expect(await attempt(sam.email, DEMO_PASSWORD, "10.0.1.1")).toBe("too_many_attempts");
    later(1);
    expect(await attempt(sam.email, DEMO_PASSWORD, "10.0.1.1")).toBe("signed in");
  });

  it("is counted by the email as the user would type it: any case, around spaces", async () => {
    later(ATTEMPT_WINDOW_MS);
    for (let i = 0; i < 10; i++)
      await attempt(i % 2 ? ` ${alex.email.toUpperCase()} ` : alex.email, "guess", "10.2.0.1");
    expect(await attempt(alex.email, DEMO_PASSWORD, "10.2.0.2")).toBe("too_many_attempts");
  });
});

describe("counting", () => {
  it("starts an account again after the right password", async () => {
    later(ATTEMPT_WINDOW_MS);
    for (let i = 0; i < 9; i++) await attempt(sam.email, "guess", "10.3.0.1");
    expect(await attempt(sam.email, DEMO_PASSWORD, "10.3.0.1")).toBe("signed in");
    for (let i = 0; i < 10; i++) expect(await attempt(sam.email, "guess", "10.3.0.2")).toBe("unauthorised");
    expect(await attempt(sam.email, "guess", "10.3.0.2")).toBe("too_many_attempts");
  });

  it("refuses an address after 30 failures spread over many accounts", async () => {
    later(ATTEMPT_WINDOW_MS);
    for (let i = 0; i < 30; i++)
      expect(await attempt(`someone-${i}@example.co.uk`, "guess", "10.4.0.1")).toBe("unauthorised");
    expect(await attempt(sam.email, DEMO_PASSWORD, "10.4.0.1")).toBe("too_many_attempts");
    expect(await attempt(sam.email, DEMO_PASSWORD, "10.4.0.2")).toBe("signed in");
  });

  it("does not hold back an address whose logins succeed (a busy office)", async () => {
    later(ATTEMPT_WINDOW_MS);
    for (let i = 0; i < 40; i++) expect(await attempt(alex.email, DEMO_PASSWORD, "10.5.0.1")).toBe("signed in");
  });
});
