import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  listingSearch,
  parseListingQuery,
  toApiQuery,
  toPageParams,
  unfilteredSearch,
} from "./listing-query.ts";

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe("reading a listing from the page URL", () => {
  it("starts at page 1 sorted by relevance with no filters", () => {
    expect(parse("")).toEqual({
      page: 1,
      sort: "relevance",
      manufacturers: [],
      minPrice: "",
      maxPrice: "",
      inStock: false,
    });
  });

  it("reads page, sort, manufacturers, prices and in-stock", () => {
    expect(parse("page=3&sort=price_desc&brand=Acme&brand=Bolt&min=10&max=99.50&inStock=true")).toEqual({
      page: 3,
      sort: "price_desc",
      manufacturers: ["Acme", "Bolt"],
      minPrice: "10",
      maxPrice: "99.50",
      inStock: true,
    });
  });

  it("falls back to defaults for a hand-edited URL instead of failing", () => {
    expect(parse("page=-2&sort=cheapest&brand=&brand=Acme&brand=Acme")).toMatchObject({
      page: 1,
      sort: "relevance",
      manufacturers: ["Acme"],
    });
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
  });
});

describe("building listing links", () => {
  const query = parse("sort=name_asc&brand=Acme&page=4");

  it("leaves defaults out so the same listing always has the same URL", () => {
    expect(toPageParams(parse("sort=relevance&page=1&min=&max=")).toString()).toBe("");
    expect(listingSearch(parse(""), {})).toBe("");
  });

  it("moves to another page keeping sort and filters", () => {
    expect(listingSearch(query, { page: 5 })).toBe("?brand=Acme&sort=name_asc&page=5");
  });

  it("goes back to page 1 when the sort or a filter changes", () => {
    expect(listingSearch(query, { sort: "price_asc" })).toBe("?brand=Acme&sort=price_asc");
    expect(listingSearch(query, { inStock: true })).toBe("?brand=Acme&inStock=true&sort=name_asc");
  });

  it("takes every filter off but keeps the sort", () => {
    expect(unfilteredSearch(parse("brand=A&min=1&max=9&inStock=true&sort=price_asc&page=3"))).toBe(
      "?sort=price_asc",
    );
  });

  it("keeps parameters that are not listing state, such as the search words", () => {
    expect(listingSearch(query, { page: 2 }, new URLSearchParams({ q: "oak sleeper" }))).toBe(
      "?q=oak+sleeper&brand=Acme&sort=name_asc&page=2",
    );
  });
});

describe("asking the API for a listing", () => {
  it("sends page, page size and sort always", () => {
    expect(toApiQuery(parse(""))).toEqual({ page: 1, pageSize: 24, sort: "relevance" });
  });

  it("turns typed pounds into pence and lists each manufacturer", () => {
    const query = toApiQuery(parse("min=£10&max=1,250.5&brand=Acme&brand=Bolt&inStock=true"));
    expect(query).toMatchObject({
      minPrice: 1000,
      maxPrice: 125050,
      brand: ["Acme", "Bolt"],
      inStock: "true",
    });
  });

  it("reads a price range typed back to front as the range between the two", () => {
    expect(toApiQuery(parse("min=500&max=50"))).toMatchObject({ minPrice: 5000, maxPrice: 50000 });
  });

  it("ignores a price it cannot read rather than refusing the page", () => {
    const query = toApiQuery(parse("min=ten&max=-5"));
    expect(query).not.toHaveProperty("minPrice");
    expect(query).not.toHaveProperty("maxPrice");
  });

  it("sends a price beyond the API's largest (£21,474,836.47) as that largest, which means the same", () => {
    expect(toApiQuery(parse("min=99999999999")).minPrice).toBe(2147483647);
    const both = toApiQuery(parse("min=25000000&max=30000000"));
    expect([both.minPrice, both.maxPrice]).toEqual([2147483647, 2147483647]);
  });
});

it("counts each narrowing filter once", () => {
  expect(activeFilterCount(parse("brand=A&brand=B&min=1&inStock=true&sort=name_desc&page=2"))).toBe(4);
  expect(activeFilterCount(parse("sort=name_desc"))).toBe(0);
});
