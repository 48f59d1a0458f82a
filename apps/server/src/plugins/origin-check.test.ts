import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_USERS, insertDemoUsers } from "../modules/demo/seed/users.ts";
import { buildTestApp } from "../../test/build-test-app.ts";
import { startSession, type TestSession } from "../../test/session-cookie.ts";

/** The web host's fixture build: its /account/login action signs in through the API, as the web's does. */
const webBuildDir = fileURLToPath(new URL("../web-host/test-fixture", import.meta.url));
const [sam] = DEMO_USERS;
if (!sam) throw new Error("no demo user");

const forbidden = {
  error: {
    code: "forbidden",
    message: "This request did not come from the shop's own pages, so it was refused.",
  },
};

let app: FastifyInstance;
let session: TestSession;
beforeAll(async () => {
  app = await buildTestApp({
    config: { webBuildDir, brandHosts: { "hb.example.test": "HB", "bu.example.test": "BU" } },
    prepare: (database) => insertDemoUsers(database.db, "test"),
  });
  session = await startSession(app);
});
afterAll(() => app.close());

const sidOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === "sid");

function postLoginForm(url: string, headers: Record<string, string>) {
  return app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams({ email: sam?.email ?? "", password: DEMO_PASSWORD }).toString(),
  });
}

const putVat = (headers: Record<string, string>) =>
  app.inject({
    method: "PUT",
    url: "/api/preferences/vat",
    headers: { cookie: session.cookie, "x-csrf-token": session.csrfToken, ...headers },
    payload: { vat: "EX" },
  });

describe("a page form posted from another site", () => {
  it("signs no one in through a path that starts with //evil.example (the issue's curl)", async () => {
    const response = await postLoginForm("//evil.example/account/login", {
      host: "127.0.0.1:3000",
      origin: "http://evil.example",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(forbidden);
    expect(sidOf(response)).toBeUndefined();
  });

  it("is refused on the shop's own path too, and with Origin: null", async () => {
    for (const origin of ["http://evil.example", "null", "http://hb.example.test:3000"]) {
      const response = await postLoginForm("/account/login", { host: "bu.example.test:3000", origin });
      expect(response.statusCode, origin).toBe(403);
      expect(sidOf(response)).toBeUndefined();
    }
  });

  it("is refused when the browser says cross-site or same-site and sends no Origin", async () => {
    for (const site of ["cross-site", "same-site"]) {
      const response = await postLoginForm("/account/login", {
        host: "bu.example.test",
        "sec-fetch-site": site,
      });
      expect(response.statusCode, site).toBe(403);
    }
  });
});

describe("a page form posted from the shop's own page", () => {
  it("signs the shopper in: the action's in-process API calls carry no Origin and pass", async () => {
    const response = await postLoginForm("/account/login", {
      host: "hb.example.test:3000",
      origin: "http://hb.example.test:3000",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ loginStatus: 200 });
    expect(sidOf(response)).toBeDefined();
  });

  it("passes on localhost and with Sec-Fetch-Site: same-origin alone", async () => {
    const local = await postLoginForm("/account/login", {
      host: "localhost:3000",
      origin: "http://localhost:3000",
    });
    expect(local.json()).toEqual({ loginStatus: 200 });
    const fetchOnly = await postLoginForm("/account/login", {
      host: "localhost:3000",
      "sec-fetch-site": "same-origin",
    });
    expect(fetchOnly.json()).toEqual({ loginStatus: 200 });
  });
});

describe("API calls that change state", () => {
  it("are refused from another origin even with the session's CSRF token", async () => {
    for (const origin of ["http://evil.example", "null", "http://localhost:5173", "https://localhost:80"]) {
      const response = await putVat({ host: "localhost:80", origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toEqual(forbidden);
      expect(response.cookies.find((cookie) => cookie.name === "price_vat")).toBeUndefined();
    }
  });

  it("are refused on a host that is not the shop's, whatever the Origin says (DNS rebinding)", async () => {
    const response = await putVat({ host: "rebound.example", origin: "http://rebound.example" });
    expect(response.statusCode).toBe(403);
  });

  it("pass from the shop's own origin, and from clients that are not browsers (no Origin, no Sec-Fetch-Site)", async () => {
    expect((await putVat({ host: "localhost:80", origin: "http://localhost" })).statusCode).toBe(200);
    expect((await putVat({ host: "bu.example.test", "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
    expect((await putVat({})).statusCode).toBe(200);
  });

  it("do not ask reads for an origin", async () => {
    const response = await app.inject({ url: "/api/health", headers: { origin: "http://evil.example" } });
    expect(response.statusCode).toBe(200);
  });
});

describe("behind a TLS proxy (TRUST_PROXY)", () => {
  let proxied: FastifyInstance;
  beforeAll(async () => {
    proxied = await buildTestApp({ config: { trustProxy: true, brandHosts: { "bu.example.test": "BU" } } });
  });
  afterAll(() => proxied.close());

  it("compares the Origin with the scheme and host the proxy forwarded", async () => {
    const own = await startSession(proxied);
    const put = (origin: string) =>
      proxied.inject({
        method: "PUT",
        url: "/api/preferences/vat",
        headers: {
          host: "10.0.0.5:3000",
          "x-forwarded-proto": "https",
          "x-forwarded-host": "bu.example.test",
          origin,
          cookie: own.cookie,
          "x-csrf-token": own.csrfToken,
        },
        payload: { vat: "EX" },
      });
    expect((await put("https://bu.example.test")).statusCode).toBe(200);
    expect((await put("http://bu.example.test")).statusCode).toBe(403);
    expect((await put("http://10.0.0.5:3000")).statusCode).toBe(403);
  });
});
