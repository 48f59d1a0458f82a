/** The search API as the header's search box and the results page call it. */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { insertCatalogueFixture, TREATED_TIMBER_SUMMARY } from "../catalog/catalogue-fixture.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ prepare: insertCatalogueFixture });
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ url });

describe("GET /api/search/autocomplete", () => {
  it("suggests products (at most 6) and categories with their path (at most 4)", async () => {
    const response = await get("/api/search/autocomplete?q=tim");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(["products", "categories"]);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(6);
    expect(body.products[0]).toEqual(TREATED_TIMBER_SUMMARY);
    expect(body.categories.length).toBeLessThanOrEqual(4);
    expect(body.categories).toContainEqual({
      slug: "treated-timber",
      name: "Treated Timber",
      path: "Timber & Sheet Materials > Timber > Treated Timber",
    });
  });

  it.each(["ti", "  ti  ", ""])("refuses %j: more than 2 characters are needed", async (q) => {
    const response = await get(`/api/search/autocomplete?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: "bad_request",
      message: "q must be at least 3 characters",
      fields: { q: "Must be at least 3 characters" },
    });
  });

  it("refuses a request without q, naming it", async () => {
    const response = await get("/api/search/autocomplete");
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(["q"]);
  });

  it("still suggests plasterboard for plasterbord", async () => {
    const body = (await get("/api/search/autocomplete?q=plasterbord")).json();
    expect(body.products.map((p: { id: number }) => p.id)).toEqual([6, 7, 8]);
  });
});

describe("GET /api/search", () => {
  it("answers a listing with the query searched for", async () => {
    const response = await get("/api/search?q=plasterboard&sort=price_asc&pageSize=2");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ query: "plasterboard", total: 3, page: 1, pageSize: 2, pageCount: 2 });
    expect(body).not.toHaveProperty("correctedFrom");
    expect(body.items.map((p: { id: number }) => p.id)).toEqual([6, 7]);
    expect(body.facets.manufacturers).toEqual([
      { name: "Gypsum Works", count: 2 },
      { name: "Thermal Board Ltd", count: 1 },
    ]);
  });

  it.each([
    [
      "timbr",
      "timber",
      ["treated-timber-c24-47x100-4800", "treated-timber-batten-25x38-3600", "sapele-hardwood-timber-beam"],
    ],
    [
      "plasterbord",
      "plasterboard",
      ["plasterboard-square-edge-12-5mm", "moisture-resistant-plasterboard", "insulated-plasterboard-40mm"],
    ],
  ])("finds %s products as %s and says it corrected the words", async (typed, corrected, slugs) => {
    const body = (await get(`/api/search?q=${typed}`)).json();
    expect(body).toMatchObject({ query: corrected, correctedFrom: typed, total: slugs.length });
    expect(body.items.map((p: { slug: string }) => p.slug)).toEqual(slugs);
  });

  it.each(["", "   "])("refuses the empty search %j, naming q", async (q) => {
    const response = await get(`/api/search?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: "bad_request",
      message: "q must not be empty",
      fields: { q: "Must not be empty" },
    });
  });

  it("checks the listing parameters as a category listing does", async () => {
    const response = await get("/api/search?q=timber&pageSize=500");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ pageSize: "Must be at most 96" });
  });
});

describe("search rate limit", () => {
  it("answers 429 in the error shape once a client is over its limit on either search route", async () => {
    const limited = await buildTestApp({ prepare: insertCatalogueFixture, config: { searchRateLimit: 2 } });
    try {
      for (const url of ["/api/search/autocomplete?q=oak", "/api/search?q=oak"]) {
        const responses = [];
        for (let i = 0; i < 3; i++) responses.push(await limited.inject({ url }));
        expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 429]);
        expect(responses[2]!.json().error.code).toBe("rate_limited");
      }
    } finally {
      await limited.close();
    }
  });
});
