/** A search's page read from memory (listing.ts): the order, filters, facets and paging of its hits. */
import { describe, expect, it } from "vitest";
import type { ListingRequest } from "./listing-request.ts";
import { listFound } from "./listing.ts";
import { RecordTable } from "./record-table.ts";
import type { ProductRecord } from "./store.ts";

const makers = ["Abbey", "Birch", "Cedar"];
const product = (
  id: number,
  maker: number,
  price: number,
  popularity: number,
  name: string,
  inStock = true,
) =>
  ({
    id,
    name,
    nameKey: name.toLowerCase(),
    makerId: maker,
    manufacturer: makers[maker]!,
    priceExVat: price,
    popularity,
    inStock,
  }) as ProductRecord;

const records = new RecordTable([
  product(1, 0, 900, 5, "Oak sleeper"),
  product(2, 1, 300, 9, "Ash batten"),
  product(3, 0, 300, 1, "Birch ply", false),
  product(4, 2, 1_500, 5, "Cedar cladding"),
  product(5, 1, 700, 2, "Elm board"),
]);
// The walk's order (slot order) with each hit's score: 1, 3 and 4 score the same.
const hits = { ids: Int32Array.of(5, 4, 3, 2, 1), scores: Float64Array.of(1, 2, 2, 3, 2) };

const request = (change: Partial<ListingRequest> = {}, filters: Partial<ListingRequest["filters"]> = {}) => ({
  page: 1,
  pageSize: 10,
  sort: "relevance" as const,
  ...change,
  filters: { manufacturers: [], inStock: false, ...filters },
});

describe("a page of search hits", () => {
  it("orders by score, then the more popular, then the lower id", () => {
    expect(listFound(records, hits, request()).ids).toEqual([2, 1, 4, 3, 5]);
  });

  it("orders by price either way and by name either way, ties by id", () => {
    const ids = (sort: ListingRequest["sort"]) => listFound(records, hits, request({ sort })).ids;
    expect(ids("price_asc")).toEqual([2, 3, 5, 1, 4]);
    expect(ids("price_desc")).toEqual([4, 1, 5, 3, 2]);
    expect(ids("name_asc")).toEqual([2, 3, 4, 5, 1]);
    expect(ids("name_desc")).toEqual([1, 5, 4, 3, 2]);
  });

  it("pages through the ordered hits, and answers no ids past the last page", () => {
    expect(listFound(records, hits, request({ pageSize: 2, page: 2 })).ids).toEqual([4, 3]);
    expect(listFound(records, hits, request({ pageSize: 2, page: 4 }))).toMatchObject({ ids: [], total: 5 });
  });

  it("counts every hit per manufacturer, with the price range of them all, when nothing is filtered", () => {
    expect(listFound(records, hits, request())).toMatchObject({
      total: 5,
      facets: {
        manufacturers: [
          { name: "Abbey", count: 2 },
          { name: "Birch", count: 2 },
          { name: "Cedar", count: 1 },
        ],
        price: { min: 300, max: 1_500 },
      },
    });
  });

  it("filters by manufacturer, stock and price, counting each manufacturer without its own filter", () => {
    const page = listFound(
      records,
      hits,
      request({}, { manufacturers: ["Abbey"], inStock: true, minPrice: 300, maxPrice: 1_000 }),
    );
    expect(page.ids).toEqual([1]);
    expect(page.total).toBe(1);
    // In stock and within £3–£10: Abbey 1 (3 has no stock), Birch 2; Cedar's one is out of range, so Cedar goes.
    expect(page.facets.manufacturers).toEqual([
      { name: "Abbey", count: 1 },
      { name: "Birch", count: 2 },
    ]);
    // The price range ignores the price filter: Abbey's in-stock products only.
    expect(page.facets.price).toEqual({ min: 900, max: 900 });
  });
});
