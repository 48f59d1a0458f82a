import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { startSession } from "../../../test/session-cookie.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ config: { siteBrand: "TG", brandHosts: { "hb.example.test": "HB" } } });
});
afterAll(() => app.close());

describe("GET /api/session", () => {
  it("gives a CSRF token, INC VAT by default, the site's brand, no user and no branch, never cached", async () => {
    const response = await app.inject({ url: "/api/session" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      vat: "INC",
      cookieConsent: null,
      brand: "TG",
      user: null,
      fulfilment: {
        fulfilment: null,
        collectionBranch: null,
        deliveryPostcode: null,
        deliveryBranch: null,
        deliverable: null,
      },
      basketItemCount: 0,
      loginNoBranch: false,
      expired: false,
    });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("names the brand of the host the shop was reached on", async () => {
    const response = await app.inject({ url: "/api/session", headers: { host: "hb.example.test:3000" } });
    expect(response.json().brand).toBe("HB");
  });
});

describe("PUT /api/preferences/vat", () => {
  it("keeps the choice in a year-long cookie the page can read, and GET /api/session reports it", async () => {
    const session = await startSession(app);
    const response = await app.inject({
      method: "PUT",
      url: "/api/preferences/vat",
      headers: { cookie: session.cookie, "x-csrf-token": session.csrfToken },
      payload: { vat: "EX" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ vat: "EX" });
    const cookie = response.cookies.find((one) => one.name === "price_vat");
    expect(cookie).toMatchObject({ value: "EX", path: "/", sameSite: "Lax", maxAge: 365 * 24 * 60 * 60 });
    expect(cookie).not.toHaveProperty("httpOnly");

    const after = await app.inject({
      url: "/api/session",
      headers: { cookie: `${session.cookie}; price_vat=EX` },
    });
    expect(after.json().vat).toBe("EX");
  });
});

describe("PUT /api/preferences/cookies", () => {
  const answer = (cookie: string, csrfToken: string, payload: unknown) =>
    app.inject({
      method: "PUT",
      url: "/api/preferences/cookies",
      headers: { cookie, "x-csrf-token": csrfToken },
      payload: payload as object,
    });

  it("keeps the answer in a year-long cookie the page can read, and GET /api/session reports it", async () => {
    const session = await startSession(app);
    for (const consent of ["all", "essential"] as const) {
      const response = await answer(session.cookie, session.csrfToken, { consent });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ consent });
      const cookie = response.cookies.find((one) => one.name === "cookie_consent");
      expect(cookie).toMatchObject({
        value: consent,
        path: "/",
        sameSite: "Lax",
        maxAge: 365 * 24 * 60 * 60,
      });
      expect(cookie).not.toHaveProperty("httpOnly");

      const after = await app.inject({
        url: "/api/session",
        headers: { cookie: `${session.cookie}; cookie_consent=${consent}` },
      });
      expect(after.json().cookieConsent).toBe(consent);
    }
  });

  it("refuses any other answer with a 400 naming consent, and sets no cookie", async () => {
    const session = await startSession(app);
    for (const payload of [{ consent: "yes" }, {}, { consent: 1 }]) {
      const response = await answer(session.cookie, session.csrfToken, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ consent: "Must be all or essential" });
      expect(response.cookies.find((one) => one.name === "cookie_consent")).toBeUndefined();
    }
  });

  it("refuses an answer without the session's CSRF token", async () => {
    const session = await startSession(app);
    const response = await app.inject({
      method: "PUT",
      url: "/api/preferences/cookies",
      headers: { cookie: session.cookie },
      payload: { consent: "all" },
    });
    expect(response.statusCode).toBe(403);
  });

  it("reads an edited cookie as no answer yet", async () => {
    const response = await app.inject({ url: "/api/session", headers: { cookie: "cookie_consent=maybe" } });
    expect(response.json().cookieConsent).toBeNull();
  });
});
