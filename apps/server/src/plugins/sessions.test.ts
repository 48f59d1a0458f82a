import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const sidOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === "sid");

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/, 30 days and not Secure outside production", async () => {
    const response = await app.inject({ url: "/api/session" });
    expect(sidOf(response)).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      maxAge: 30 * 24 * 60 * 60,
    });
    expect(sidOf(response)).not.toHaveProperty("secure");
    expect(sidOf(response)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("is Secure in production", async () => {
    const production = await buildTestApp({ config: { env: "production" } });
    const response = await production.inject({ url: "/api/session" });
    await production.close();
    expect(sidOf(response)).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" });
  });

  it("is not set by requests that do not need a session", async () => {
    const response = await app.inject({ url: "/api/health" });
    expect(sidOf(response)).toBeUndefined();
  });
});

describe("a returning shopper", () => {
  it("keeps the same session: same token, no new cookie", async () => {
    const first = await app.inject({ url: "/api/session" });
    const cookie = `sid=${sidOf(first)?.value}`;
    const second = await app.inject({ url: "/api/session", headers: { cookie } });
    expect(second.json().csrfToken).toBe(first.json().csrfToken);
    expect(sidOf(second)).toBeUndefined();
  });

  it("gets a new session when the cookie names none", async () => {
    const first = await app.inject({ url: "/api/session" });
    const forged = await app.inject({ url: "/api/session", headers: { cookie: `sid=${"A".repeat(43)}` } });
    expect(sidOf(forged)?.value).not.toBe("A".repeat(43));
    expect(forged.json().csrfToken).not.toBe(first.json().csrfToken);
  });

  it("stores only a hash of the cookie token", async () => {
    const response = await app.inject({ url: "/api/session" });
    const token = sidOf(response)?.value ?? "";
    const sha256 = createHash("sha256").update(token).digest("base64url");
    const stored = (id: string) => app.database.rows(sql`select 1 from sessions where id_hash = ${id}`);
    expect(await stored(sha256)).toHaveLength(1);
    expect(await stored(token)).toHaveLength(0);
  });
});
