import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { beforeEach, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_USERS, insertDemoUsers } from "../../db/seed/users.ts";
import { appWithSession, startSession, type TestSession } from "../../../test/session-cookie.ts";

const shop = appWithSession({ prepare: (database) => insertDemoUsers(database.db, "test") });
const [sam] = DEMO_USERS;
if (!sam) throw new Error("no demo user");

let session: TestSession;
beforeEach(async () => {
  session = await startSession(shop.app);
});

type Post = { url: string; payload?: object; session?: TestSession; remoteAddress?: string };

function post(app: FastifyInstance, { url, payload, session: as, remoteAddress }: Post) {
  return app.inject({
    method: "POST",
    url,
    headers: as ? { cookie: as.cookie, "x-csrf-token": as.csrfToken } : {},
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
    const attempt = () =>
      logIn({ email: sam.email, password: "guess" }, { session, remoteAddress: "203.0.113.77" });
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
