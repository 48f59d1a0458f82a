import { sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_USERS, insertDemoUsers } from "../demo/seed/users.ts";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { appWithSession, startSession, type TestSession } from "../../../test/session-cookie.ts";

const shop = appWithSession({ prepare: (database) => insertDemoUsers(database.db, "test") });
const [sam, alex] = DEMO_USERS;
if (!sam || !alex) throw new Error("no demo users");

let session: TestSession;
beforeEach(async () => {
  // Each test starts with no failed logins counted against anyone.
  await shop.app.database.db.execute(sql`delete from login_failures`);
  session = await startSession(shop.app);
});

type Post = {
  url: string;
  payload?: object;
  session?: TestSession;
  remoteAddress?: string;
  headers?: Record<string, string>;
};

function post(app: FastifyInstance, { url, payload, session: as, remoteAddress, headers = {} }: Post) {
  return app.inject({
    method: "POST",
    url,
    headers: { ...headers, ...(as ? { cookie: as.cookie, "x-csrf-token": as.csrfToken } : {}) },
    ...(payload ? { payload } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const logIn = (payload: object, extra: Omit<Post, "url" | "payload"> = { session }) =>
  post(shop.app, { url: "/api/auth/login", payload, ...extra });

function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const sid = response.cookies.find((cookie) => cookie.name === "sid");
  return sid && `sid=${sid.value}`;
}

const sessionOf = async (cookie: string) =>
  (await shop.app.inject({ url: "/api/session", headers: { cookie } })).json();

describe("POST /api/auth/login", () => {
  it("signs the user in on a new session id and CSRF token, and the session shows who", async () => {
    const response = await logIn({ email: sam.email, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: { name: sam.name, email: sam.email } });

    const renewed = sessionCookie(response);
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(session.cookie);
    const after = await sessionOf(renewed ?? "");
    expect(after.user).toEqual({ name: sam.name, email: sam.email });
    expect(after.csrfToken).not.toBe(session.csrfToken);
    // The cookie from before the login opens nothing any more (no session fixation).
    expect((await sessionOf(session.cookie)).user).toBeNull();
  });

  it("finds the user however the email's letters are cased, around spaces", async () => {
    const response = await logIn({ email: `  ${sam.email.toUpperCase()} `, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(sam.email);
  });

  it("refuses a wrong password and an unknown email with the same answer, and keeps the session as it was", async () => {
    const wrongPassword = await logIn({ email: sam.email, password: "buildit-2026!" });
    const unknownEmail = await logIn({ email: "nobody@example.co.uk", password: DEMO_PASSWORD });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: "unauthorised", message: "Email or password is incorrect" },
      });
      expect(sessionCookie(response)).toBeUndefined();
    }
    expect((await sessionOf(session.cookie)).user).toBeNull();
  });

  it("names each bad input", async () => {
    const response = await logIn({ email: "not-an-email", password: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "bad_request",
      fields: { email: "Must be an email address", password: "Is required" },
    });
    const missing = await logIn({});
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(["email", "password"]);
  });

  it("refuses a request without the session's CSRF token", async () => {
    const response = await logIn({ email: sam.email, password: DEMO_PASSWORD }, {});
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("csrf");
  });

  it("allows 10 attempts a minute from one client, then answers 429", async () => {
    let n = 0;
    // A different account each time, so only the client's own limit can refuse.
    const attempt = () =>
      logIn(
        { email: `guess-${n++}@example.co.uk`, password: "guess" },
        { session, remoteAddress: "203.0.113.77" },
      );
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("rate_limited");
    // Another client is not held back by this one.
    expect(
      (await logIn({ email: sam.email, password: "guess" }, { session, remoteAddress: "203.0.113.78" }))
        .statusCode,
    ).toBe(401);
  });
});

const tooMany = {
  error: { code: "rate_limited", message: "Too many failed logins. Please try again in 15 minutes." },
};

describe("login throttling per account", () => {
  /** Ten addresses (`first` and the nine after it) guessing ten times each at one email: the statuses, in order. */
  async function tenAddressesGuess(email: string, first: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let guess = 0; guess < 10; guess++) {
      for (let address = 0; address < 10; address++) {
        const response = await logIn(
          { email, password: `guess-${guess}` },
          { session, remoteAddress: `198.51.100.${first + address}` },
        );
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json()).toEqual(tooMany);
      }
    }
    return statuses;
  }

  it("refuses an account after 10 failed logins from any number of addresses, the same for an unknown email", async () => {
    const known = await tenAddressesGuess(sam.email, 1);
    expect(known.filter((status) => status === 401)).toHaveLength(10);
    expect(known.slice(10).every((status) => status === 429)).toBe(true);
    // An email nobody has gets exactly the same answers: the limit tells no one which accounts exist.
    expect(await tenAddressesGuess("nobody-at-all@example.co.uk", 101)).toEqual(known);
  });

  it("refuses the right password too once the account is locked, and leaves other accounts alone", async () => {
    for (let i = 0; i < 10; i++) {
      await logIn({ email: sam.email, password: "guess" }, { session, remoteAddress: `192.0.2.${i + 1}` });
    }
    const right = await logIn(
      { email: sam.email, password: DEMO_PASSWORD },
      { session, remoteAddress: "192.0.2.99" },
    );
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(tooMany);
    expect(sessionCookie(right)).toBeUndefined();

    const other = await logIn(
      { email: alex.email, password: DEMO_PASSWORD },
      { session, remoteAddress: "192.0.2.98" },
    );
    expect(other.statusCode).toBe(200);
  });

  describe("behind a proxy (TRUST_PROXY=true) with a new X-Forwarded-For on every guess", () => {
    let proxied: FastifyInstance;
    beforeAll(async () => {
      proxied = await buildTestApp({
        config: { trustProxy: true },
        prepare: (database) => insertDemoUsers(database.db, "test"),
      });
    });
    afterAll(() => proxied.close());

    it("still refuses the account after 10 failures", async () => {
      const own = await startSession(proxied);
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        const response = await post(proxied, {
          url: "/api/auth/login",
          payload: { email: sam.email, password: `guess-${i}` },
          session: own,
          headers: { "x-forwarded-for": `203.0.113.${i + 1}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([...Array(10).fill(401), ...Array(20).fill(429)]);
    });
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session: the browser is told to drop the cookie, and the old cookie opens nothing", async () => {
    const login = await logIn({ email: sam.email, password: DEMO_PASSWORD });
    const signedIn = {
      cookie: sessionCookie(login) ?? "",
      csrfToken: (await sessionOf(sessionCookie(login) ?? "")).csrfToken,
    };

    const response = await post(shop.app, { url: "/api/auth/logout", session: signedIn });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    const cleared = response.cookies.find((cookie) => cookie.name === "sid");
    expect(cleared?.value).toBe("");
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await sessionOf(signedIn.cookie)).user).toBeNull();
  });

  it("needs the CSRF token too", async () => {
    const response = await post(shop.app, { url: "/api/auth/logout" });
    expect(response.statusCode).toBe(403);
  });
});
