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
