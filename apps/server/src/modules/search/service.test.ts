/** Search on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL) over the fixture catalogue. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../test/build-test-app.ts";
import { openTestDatabase } from "../../../test/test-database.ts";
import type { Database } from "../../db/client.ts";
import { catalogFor } from "../catalog/index.ts";
import { insertCatalogueFixture } from "../catalog/catalogue-fixture.ts";
import { productIndexFor, type ListingRequest } from "../product-index/index.ts";
import { createSearchService, type SearchService } from "./service.ts";

let database: Database;
let search: SearchService;
beforeAll(async () => {
  database = await openTestDatabase();
  await insertCatalogueFixture(database);
  const host = { database, config: testConfig() };
  search = createSearchService(productIndexFor(host), catalogFor(host));
});
afterAll(() => database.close());

const firstPage: ListingRequest = {
  page: 1,
  pageSize: 24,
  sort: "relevance",
  filters: { manufacturers: [], inStock: false },
};
const productNames = async (typed: string) => (await search.autocomplete(typed)).products.map((p) => p.name);

describe("autocomplete", () => {
  it("matches the word being typed as a prefix, titles that begin with it first", async () => {
    expect(await productNames("plasterb")).toEqual([
      "Plasterboard Square Edge 12.5mm 2400x1200",
      "Moisture Resistant Plasterboard 12.5mm",
      "Insulated Plasterboard 40mm",
    ]);
  });

  it("matches a word's beginning even where it is not a beginning of the word's stem", async () => {
    // "insulated" stems to "insul": "insulat" begins the word, not the stem.
    expect(await productNames("insulat")).toEqual(["Insulated Plasterboard 40mm"]);
  });

  it("needs every finished word, and never suggests an inactive product", async () => {
    expect(await productNames("hardwood tim")).toEqual(["Sapele Hardwood Timber Beam"]);
    expect(await productNames("discontinued")).toEqual([]);
  });

  it("finds a product by the start of its part number", async () => {
    expect(await productNames("fx0005")).toEqual(["Structural Plywood 18mm 2440x1220"]);
  });

  it("suggests at most six products, and categories with their path", async () => {
    const suggestions = await search.autocomplete("tim");
    expect(suggestions.products.length).toBeLessThanOrEqual(6);
    expect(suggestions.products.map((p) => p.id)).toEqual([1, 2, 4]);
    // Categories named by the thing typed first (issue 13), then the department that begins with it.
    expect(suggestions.categories).toEqual([
      { slug: "timber", name: "Timber", path: "Timber & Sheet Materials > Timber" },
      {
        slug: "treated-timber",
        name: "Treated Timber",
        path: "Timber & Sheet Materials > Timber > Treated Timber",
      },
      { slug: "timber-sheet-materials", name: "Timber & Sheet Materials", path: "Timber & Sheet Materials" },
    ]);
  });

  it("falls back to the closest known word when the typing matches nothing", async () => {
    expect(await productNames("timbr")).toEqual([
      "Treated Timber C24 47x100mm 4.8m",
      "Treated Timber Batten 25x38mm 3.6m",
      "Sapele Hardwood Timber Beam",
    ]);
    expect((await search.autocomplete("plasterbord")).categories.map((c) => c.slug)).toEqual([
      "plasterboard",
    ]);
  });

  it("answers nothing, rather than a guess, for words unlike any in the catalogue", async () => {
    expect(await search.autocomplete("xyzzyq")).toEqual({ products: [], categories: [] });
  });
});

describe("search results", () => {
  it("finds products by name, part number or manufacturer", async () => {
    const results = await search.search("plasterboard", firstPage);
    expect(results).toMatchObject({ query: "plasterboard", total: 3 });
    expect(results.correctedFrom).toBeUndefined();
    expect((await search.search("FX0003", firstPage)).items.map((p) => p.id)).toEqual([3]);
    expect((await search.search("Gypsum Works", firstPage)).items.map((p) => p.id).sort()).toEqual([6, 7]);
  });

  it.each([
    ["timbr", "timber", [1, 2, 4]],
    ["plasterbord", "plasterboard", [6, 7, 8]],
    ["Treated Timbr", "Treated timber", [1, 2]],
  ])("corrects %j to %j and says what was typed", async (typed, corrected, expected) => {
    const results = await search.search(typed, firstPage);
    expect(results.query).toBe(corrected);
    expect(results.correctedFrom).toBe(typed);
    expect(results.items.map((p) => p.id)).toEqual(expected);
  });

  it("understands quotes and minus as a web search does", async () => {
    expect((await search.search('"treated timber" -batten', firstPage)).items.map((p) => p.id)).toEqual([1]);
  });

  it("applies the listing's sort and filters to the hits", async () => {
    const cheapestFirst = await search.search("timber", { ...firstPage, sort: "price_asc" });
    expect(cheapestFirst.items.map((p) => p.id)).toEqual([2, 1, 4]);
    const inStock = await search.search("timber", {
      ...firstPage,
      filters: { manufacturers: [], inStock: true },
    });
    expect(inStock.items.map((p) => p.id)).toEqual([1, 4]);
  });

  it("answers an empty page for words nothing resembles, without a correction", async () => {
    const results = await search.search("xyzzyq", firstPage);
    expect(results).toMatchObject({ query: "xyzzyq", total: 0, items: [], pageCount: 0 });
    expect(results.correctedFrom).toBeUndefined();
  });
});
