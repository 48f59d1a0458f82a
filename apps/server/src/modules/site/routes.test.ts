import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    data: "demo",
    config: { siteBrand: "SG", brandHosts: { "hb.example.test": "HB", "timber.example.test": "TG" } },
  });
});
afterAll(() => app.close());

const siteFor = (host: string) => app.inject({ url: "/api/site", headers: { host } });

describe("GET /api/site", () => {
  it("shows the brand configured for the request's host, with every brand", async () => {
    const response = await siteFor("hb.example.test");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.brand).toMatchObject({
      code: "HB",
      erp: "counteract",
      theme: { primary: expect.any(String) },
    });
    expect(body.brands.map((brand: { code: string }) => brand.code)).toEqual(["BU", "HB", "SG", "TG"]);
  });

  it("gives each brand its own company: registered name, number, VAT number, office and customer services", async () => {
    const { brand, brands } = (await siteFor("hb.example.test")).json();
    expect(brand.company).toEqual({
      registeredName: "Hartley & Bourne (Merchants) Limited",
      companyNumber: "99120202",
      vatNumber: "GB 999 0202 90",
      registeredOffice: "Bourne House, Millfield Road, Northampton, Northamptonshire NN5 7PD",
      phone: "0306 999 0202",
      email: "help@hartleybourne.example",
    });
    const companies = brands.map((each: { company: Record<string, string> }) => each.company);
    for (const field of ["registeredName", "companyNumber", "vatNumber", "phone", "email"]) {
      expect(new Set(companies.map((company: Record<string, string>) => company[field])).size, field).toBe(4);
    }
  });

  it("ignores the port and the case of the host name", async () => {
    expect((await siteFor("Timber.Example.TEST:8080")).json().brand.code).toBe("TG");
  });

  it("falls back to SITE_BRAND for any other host", async () => {
    expect((await siteFor("localhost:3000")).json().brand.code).toBe("SG");
  });

  it("says when the forced store popup opens (spec/2 §4 getStoreSelectPopupTiming)", async () => {
    expect((await siteFor("localhost")).json().storePopup).toEqual({ type: "popup", delayMs: 8_000 });
  });
});

describe("GET /api/site with STORE_POPUP_DELAY_MS=0", () => {
  let quiet: FastifyInstance;
  beforeAll(async () => {
    quiet = await buildTestApp({ data: "demo", config: { storePopupDelayMs: 0 } });
  });
  afterAll(() => quiet.close());

  it("says the forced store popup never opens", async () => {
    expect((await quiet.inject({ url: "/api/site" })).json().storePopup).toEqual({
      type: "none",
      delayMs: 0,
    });
  });
});

describe("GET /api/site with SEASONAL_SNOW", () => {
  it("lets the snow fall only when the site's flag is set (spec/1 §4, §9)", async () => {
    expect((await siteFor("hb.example.test")).json().snow).toBe(false);
    const snowing = await buildTestApp({ data: "demo", config: { seasonalSnow: true } });
    try {
      expect((await snowing.inject({ url: "/api/site" })).json().snow).toBe(true);
    } finally {
      await snowing.close();
    }
  });
});

describe("GET /api/app-store-link (spec/1 §7 /ajax/appstorelink, §8)", () => {
  const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
  const ANDROID =
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36";
  const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36";
  const linkFor = (userAgent: string) =>
    app.inject({ url: "/api/app-store-link", headers: { "user-agent": userAgent } });

  it("sends an iPhone to the App Store and an Android phone to Google Play", async () => {
    const iphone = await linkFor(IPHONE);
    expect(iphone.json()).toEqual({ url: app.config.appStoreUrls.ios });
    expect(iphone.json().url).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect((await linkFor(ANDROID)).json().url).toMatch(/^https:\/\/play\.google\.com\//);
    expect(iphone.headers.vary).toMatch(/user-agent/i);
  });

  it("answers no link to a desktop or to a request without a user agent", async () => {
    expect((await linkFor(DESKTOP)).json()).toEqual({ url: null });
    expect((await app.inject({ url: "/api/app-store-link" })).json()).toEqual({ url: null });
  });
});
