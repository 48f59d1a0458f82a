/**
 * The API calls a page render makes, read from its Server-Timing header (docs/architecture.md
 * "API calls per page"): at most 2 for home, category, product and search once the brand's site
 * data is known (issue 8 "Fewer calls per page"), and for the basket and clearance pages (issue 10).
 */
import type { CategoryNode, ProductListing } from "@merchant/contract";
import { describe, expect, it } from "vitest";
import { shopAddress } from "../support/shop-address.ts";

const base = () => shopAddress();
/** The most a page render may call the API once the brand's site data is known. */
const PER_PAGE = 2;
/** A render that finds the site data gone reads it again: the brand and the category tree. */
const SITE_DATA_CALLS = 2;

async function readJson<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, base()));
  expect(response.status, `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** The number of API calls the page's render made, as its Server-Timing header says. */
async function apiCallsOf(path: string): Promise<number> {
  const response = await fetch(new URL(path, base()));
  expect(response.status, `GET ${path}`).toBe(200);
  const timing = response.headers.get("server-timing") ?? "";
  const calls = /api;desc="(\d+) calls"/.exec(timing)?.[1];
  expect(calls, `Server-Timing of ${path}: ${timing}`).toBeDefined();
  return Number(calls);
}

describe("API calls per page render", () => {
  it("is at most 2 for the home, category, product, search, basket and clearance pages", async () => {
    const { categories } = await readJson<{ categories: CategoryNode[] }>("/api/categories/tree");
    const department = categories.find((category) => category.productCount > 0);
    if (!department) throw new Error("The demo data has no department with products");
    const { items } = await readJson<ProductListing>(
      `/api/categories/${department.slug}/products?pageSize=1`,
    );
    const product = items[0];
    if (!product) throw new Error(`${department.slug} lists no product`);

    const pages = {
      home: "/",
      category: `/category/${department.slug}`,
      product: `/product/${product.slug}`,
      search: `/search?q=${encodeURIComponent(product.name.split(" ")[0] ?? product.name)}`,
      // The session and the basket, read live.
      basket: "/basket",
      // The session and the collection branch's clearance; the product page reads its own after waking.
      clearance: "/clearance",
    };
    // The first render of a brand reads its site data (brands and category tree) for the next 10 s
    // (SITE_DATA_TTL_MS): each page is measured just after a render that made sure it is known, one at
    // a time, so a slow machine cannot let it run out between the two.
    const calls: Record<string, number> = {};
    for (const [name, path] of Object.entries(pages)) {
      await apiCallsOf("/");
      const first = await apiCallsOf(path);
      // The kept site data ran out between the two renders: this one read it again (its two calls
      // more), so the next render finds it fresh and is the page's own count.
      calls[name] = first === PER_PAGE + SITE_DATA_CALLS ? await apiCallsOf(path) : first;
    }
    expect(calls).toEqual({
      home: PER_PAGE,
      category: PER_PAGE,
      product: PER_PAGE,
      search: PER_PAGE,
      basket: PER_PAGE,
      clearance: PER_PAGE,
    });
  });
});
