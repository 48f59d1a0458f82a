import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_USERS, insertDemoUsers } from "../modules/demo/seed/users.ts";
import { buildTestApp } from "../../test/build-test-app.ts";
import { startSession } from "../../test/session-cookie.ts";

/** The web host's fixture build: its root loader reads GET /api/session as every real page does. */
const webBuildDir = fileURLToPath(new URL("../web-host/test-fixture", import.meta.url));
const [sam] = DEMO_USERS;
if (!sam) throw new Error("no demo user");

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    // A thousand loads from one client is this test's point, not the browse rate limit's (browse-rate-limit.test.ts).
    config: { webBuildDir, browseRateLimit: 0 },
    prepare: (database) => insertDemoUsers(database.db, "test"),
  });
});
afterAll(() => app.close());

type Response = { cookies: { name: string; value: string }[] };
const cookieOf = (response: Response, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);
const sidOf = (response: Response) => cookieOf(response, "sid");
const sessionRows = async (on = app) =>
  (await on.database.rows<{ count: number }>(sql`select count(*)::int as count from sessions`))[0]?.count;

async function logIn(on: FastifyInstance = app, host = "localhost") {
  const anonymous = await startSession(on, host);
  return on.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { host, cookie: anonymous.cookie, "x-csrf-token": anonymous.csrfToken },
    payload: { email: sam?.email, password: DEMO_PASSWORD },
  });
}

describe("sessions on demand", () => {
  it("1,000 session reads and page loads from one client leave no session row and set no session cookie", async () => {
    await app.database.db.execute(sql`delete from sessions`);
    for (let i = 0; i < 500; i++) {
      const read = await app.inject({ url: "/api/session" });
      expect(read.statusCode).toBe(200);
      expect(sidOf(read)).toBeUndefined();
      const page = await app.inject({ url: "/" });
      expect(page.statusCode).toBe(200);
      expect(sidOf(page)).toBeUndefined();
    }
    expect(await sessionRows()).toBe(0);
  });

  it("gives a visitor without a session a CSRF token tied to an HttpOnly csrf cookie, the same on every read", async () => {
    const first = await app.inject({ url: "/api/session" });
    expect(cookieOf(first, "csrf")).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookieOf(first, "csrf")).not.toHaveProperty("maxAge");
    const cookie = `csrf=${cookieOf(first, "csrf")?.value}`;
    const again = await app.inject({ url: "/api/session", headers: { cookie } });
    expect(again.json().csrfToken).toBe(first.json().csrfToken);
    expect(again.cookies).toEqual([]);
    const stranger = await app.inject({ url: "/api/session" });
    expect(stranger.json().csrfToken).not.toBe(first.json().csrfToken);
  });

  it("makes one row at login", async () => {
    await app.database.db.execute(sql`delete from sessions`);
    const login = await logIn();
    expect(login.statusCode).toBe(200);
    expect(sidOf(login)).toBeDefined();
    expect(await sessionRows()).toBe(1);
  });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/, 30 days for a signed-in user and not Secure outside production", async () => {
    const response = await logIn();
    expect(sidOf(response)).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      maxAge: 30 * 24 * 60 * 60,
    });
    expect(sidOf(response)).not.toHaveProperty("secure");
    expect(sidOf(response)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  /** The cookies a production shop sets on `host` when reading the session and logging in. */
  /** The csrf and session cookies a production shop sends to each host (one app, built once: hashing demo passwords is slow). */
  async function productionCookies(hosts: string[], cookieSecure?: boolean) {
    const production = await buildTestApp({
      config: { env: "production", host: "shop.example", cookieSecure },
      prepare: (database) => insertDemoUsers(database.db, "test"),
    });
    try {
      const cookies = [];
      for (const host of hosts) {
        const read = await production.inject({ url: "/api/session", headers: { host } });
        cookies.push({ host, csrf: cookieOf(read, "csrf"), sid: sidOf(await logIn(production, host)) });
      }
      return cookies;
    } finally {
      await production.close();
    }
  }

  it("is Secure in production, and so is the csrf cookie", async () => {
    const [{ csrf, sid } = { csrf: undefined, sid: undefined }] = await productionCookies(["shop.example"]);
    expect(csrf).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" });
    expect(sid).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" });
  });

  it("is not Secure in production reached at localhost over http, so `npm start` can sign in (decision 095)", async () => {
    const hosts = ["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "hb.localhost:3000"];
    for (const { host, csrf, sid } of await productionCookies(hosts)) {
      expect(csrf, host).not.toHaveProperty("secure");
      expect(sid, host).not.toHaveProperty("secure");
    }
  });

  it("follows COOKIE_SECURE when it is set, whatever the host", async () => {
    expect((await productionCookies(["shop.example"], false))[0]?.sid).not.toHaveProperty("secure");
    expect((await productionCookies(["localhost:3000"], true))[0]?.sid).toMatchObject({ secure: true });
  });

  it("is not set by requests that do not need a session", async () => {
    const response = await app.inject({ url: "/api/health" });
    expect(response.cookies).toEqual([]);
  });
});

describe("a returning shopper", () => {
  it("keeps the same session: same token, no new cookie", async () => {
    const cookie = `sid=${sidOf(await logIn())?.value}`;
    const first = await app.inject({ url: "/api/session", headers: { cookie } });
    const second = await app.inject({ url: "/api/session", headers: { cookie } });
    expect(first.json().user).toEqual({ name: sam.name, email: sam.email });
    expect(second.json().csrfToken).toBe(first.json().csrfToken);
    expect(sidOf(second)).toBeUndefined();
  });

  it("is a visitor without a session when the cookie names none, and no row is made for it", async () => {
    const before = await sessionRows();
    const forged = await app.inject({ url: "/api/session", headers: { cookie: `sid=${"A".repeat(43)}` } });
    expect(forged.json().user).toBeNull();
    expect(sidOf(forged)).toBeUndefined();
    expect(await sessionRows()).toBe(before);
  });

  it("stores only a hash of the cookie token", async () => {
    const token = sidOf(await logIn())?.value ?? "";
    const sha256 = createHash("sha256").update(token).digest("base64url");
    const stored = (id: string) => app.database.rows(sql`select 1 from sessions where id_hash = ${id}`);
    expect(await stored(sha256)).toHaveLength(1);
    expect(await stored(token)).toHaveLength(0);
  });
});
