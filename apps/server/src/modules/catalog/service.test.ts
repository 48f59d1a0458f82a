/**
 * The catalogue on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): listing
 * orders, filters, facets and paging read from the product index over the fixture catalogue,
 * and product pages.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../test/build-test-app.ts";
import { openTestDatabase } from "../../../test/test-database.ts";
import type { Database } from "../../db/client.ts";
import { insertCatalogueFixture, TREATED_TIMBER_SUMMARY } from "./catalogue-fixture.ts";
import { productIndexFor, type ListingFilters, type ListingRequest } from "../product-index/index.ts";
import { createCatalogService, type CatalogService } from "./service.ts";
import { createCatalogStore } from "./store.ts";

let database: Database;
let catalog: CatalogService;
beforeAll(async () => {
  database = await openTestDatabase();
  await insertCatalogueFixture(database);
  catalog = createCatalogService(
    createCatalogStore(database),
    productIndexFor({ database, config: testConfig() }),
  );
});
afterAll(() => database.close());

const noFilters: ListingFilters = { manufacturers: [], inStock: false };
const request = (
  changes: Partial<ListingRequest> = {},
  filters: Partial<ListingFilters> = {},
): ListingRequest => ({
  page: 1,
  pageSize: 24,
  sort: "relevance",
  ...changes,
  filters: { ...noFilters, ...filters },
});
const ids = async (
  slug: string,
  changes: Partial<ListingRequest> = {},
  filters: Partial<ListingFilters> = {},
) => (await catalog.categoryProducts(slug, request(changes, filters))).items.map((item) => item.id);

describe("a category listing", () => {
  it("includes the products of every sub-category, most popular first, and never an inactive one", async () => {
    expect(await ids("timber-sheet-materials")).toEqual([1, 2, 5, 3, 4]);
  });

  it.each([
    ["price_asc", [2, 1, 5, 3, 4]],
    ["price_desc", [4, 3, 5, 1, 2]],
    ["name_asc", [3, 4, 5, 2, 1]],
    ["name_desc", [1, 2, 5, 4, 3]],
  ] as const)("sorts by %s", async (sort, expected) => {
    expect(await ids("timber-sheet-materials", { sort })).toEqual(expected);
  });

  it("pages through the listing without repeating or skipping a product", async () => {
    const first = await catalog.categoryProducts(
      "timber-sheet-materials",
      request({ pageSize: 2, sort: "price_asc" }),
    );
    const third = await catalog.categoryProducts(
      "timber-sheet-materials",
      request({ pageSize: 2, page: 3, sort: "price_asc" }),
    );
    const beyond = await catalog.categoryProducts(
      "timber-sheet-materials",
      request({ pageSize: 2, page: 4 }),
    );
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, pageCount: 3 });
    expect(first.items.map((item) => item.id)).toEqual([2, 1]);
    expect(third.items.map((item) => item.id)).toEqual([4]);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(5);
  });

  it("filters by manufacturer, price ex VAT (inclusive) and stock in any branch", async () => {
    expect(
      await ids("timber-sheet-materials", {}, { manufacturers: ["Forest Oak Co", "Boardcraft"] }),
    ).toEqual([5, 3, 4]);
    expect(await ids("timber-sheet-materials", {}, { minPrice: 1250, maxPrice: 4599 })).toEqual([1, 5, 3]);
    // Product 2 has no stock anywhere.
    expect(await ids("timber-sheet-materials", {}, { inStock: true })).toEqual([1, 5, 3, 4]);
  });

  it("counts manufacturers without their own filter and prices without the price filter", async () => {
    const listing = await catalog.categoryProducts(
      "timber-sheet-materials",
      request({}, { manufacturers: ["Forest Oak Co"], maxPrice: 5000, inStock: true }),
    );
    expect(listing.total).toBe(1);
    expect(listing.items.map((item) => item.id)).toEqual([3]);
    expect(listing.facets).toEqual({
      manufacturers: [
        { name: "Boardcraft", count: 1 },
        { name: "Forest Oak Co", count: 1 },
        { name: "Timberland Mills", count: 1 },
      ],
      price: { min: 4599, max: 8999 },
    });
  });

  it("answers an unfiltered listing with the category's facets", async () => {
    const listing = await catalog.categoryProducts("timber", request());
    expect(listing.total).toBe(4);
    expect(listing.facets).toEqual({
      manufacturers: [
        { name: "Forest Oak Co", count: 2 },
        { name: "Timberland Mills", count: 2 },
      ],
      price: { min: 395, max: 8999 },
    });
  });

  it("prices every summary ex and inc VAT in pence, with its first picture", async () => {
    const [first] = (await catalog.categoryProducts("treated-timber", request())).items;
    expect(first).toEqual(TREATED_TIMBER_SUMMARY);
  });
});

describe("a product page", () => {
  it("gives the pictures, price breaks, tally limit and relations, leaving out inactive products", async () => {
    const { product, breadcrumb } = await catalog.productPage("treated-timber-c24-47x100-4800");
    expect(product.images.map((image) => image.thumbUrl)).toEqual([
      "/media/products/1/1.svg?w=160",
      "/media/products/1/2.svg?w=160",
      "/media/products/1/3.svg?w=160",
    ]);
    expect(product.priceBreaks).toEqual([
      { minQty: 10, price: { exVat: 1150, incVat: 1380 } },
      { minQty: 50, price: { exVat: 1050, incVat: 1260 } },
    ]);
    expect(product.tally).toEqual({ sawToSizeMax: 3, unit: "m" });
    expect(product.relations.essentials.map((summary) => summary.id)).toEqual([2]);
    expect(product.relations.alternatives.map((summary) => summary.id)).toEqual([3]);
    expect(product.relations.crossSell.map((summary) => summary.id)).toEqual([5]);
    expect(product.relations.related.map((summary) => summary.id)).toEqual([4]);
    expect(breadcrumb.map((crumb) => crumb.slug)).toEqual([
      "timber-sheet-materials",
      "timber",
      "treated-timber",
    ]);
  });

  it("gives a tally product without its own limit the default of 5, and other products none", async () => {
    expect((await catalog.productPage("treated-timber-batten-25x38-3600")).product.tally).toEqual({
      sawToSizeMax: 5,
      unit: "m",
    });
    expect((await catalog.productPage("structural-plywood-18mm")).product.tally).toBeNull();
  });

  it("is not found for an inactive product", async () => {
    await expect(catalog.productPage("discontinued-timber-post")).rejects.toMatchObject({
      kind: "not_found",
    });
  });
});
