/** The catalogue API as the storefront calls it, over the fixture catalogue. */
import { MAX_SLUG_LENGTH, type CategoryNode } from "@merchant/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { insertCatalogueFixture } from "./catalogue-fixture.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ prepare: insertCatalogueFixture });
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ url });
const listing = (query = "") => get(`/api/categories/timber-sheet-materials/products${query}`);

type Node = CategoryNode;

describe("GET /api/categories/tree", () => {
  it("gives three levels in their set order, each with the active products below it", async () => {
    const response = await get("/api/categories/tree");
    expect(response.statusCode).toBe(200);
    const { categories } = response.json() as { categories: Node[] };
    expect(categories.map((node) => [node.slug, node.productCount])).toEqual([
      ["stoves-fireplaces", 1],
      ["building-materials", 3],
      ["timber-sheet-materials", 5],
    ]);
    const timber = categories[2]!.children[0]!;
    expect(timber).toMatchObject({ slug: "timber", level: 2, productCount: 4 });
    // Its picture for the drop-down menu: its most popular product's first (spec/1 §2); a level 3 has none.
    expect(timber.imageUrl).toMatch(/^\/media\/products\/\d+\/1\.svg$/);
    expect(timber.children.map((node) => node.imageUrl)).toEqual([null, null]);
    expect(timber.children.map((node) => [node.slug, node.level, node.productCount, node.children])).toEqual([
      ["treated-timber", 3, 2, []],
      ["hardwood", 3, 2, []],
    ]);
  });
});

describe("GET /api/categories/:slug", () => {
  it("gives the category, its breadcrumb and its sub-categories with counts and pictures", async () => {
    const response = await get("/api/categories/timber");
    expect(response.statusCode).toBe(200);
    const { listing: _listing, ...page } = response.json();
    expect(page).toEqual({
      category: { id: 2, slug: "timber", name: "Timber", level: 2, description: "All about Timber" },
      breadcrumb: [
        { slug: "timber-sheet-materials", name: "Timber & Sheet Materials" },
        { slug: "timber", name: "Timber" },
      ],
      children: [
        {
          slug: "treated-timber",
          name: "Treated Timber",
          productCount: 2,
          image: { url: "/media/products/1/1.svg", alt: "Treated Timber C24 47x100mm 4.8m, view 1" },
        },
        {
          slug: "hardwood",
          name: "Hardwood",
          productCount: 2,
          image: { url: "/media/products/3/1.svg", alt: "Oak Hardwood Board 20x150mm, view 1" },
        },
      ],
    });
  });

  it("gives the page of products the listing route gives for the same query, in the same call", async () => {
    const query = "?pageSize=2&sort=price_desc";
    const page = await get(`/api/categories/timber${query}`);
    const products = await get(`/api/categories/timber/products${query}`);
    expect(page.json().listing).toEqual(products.json());
    expect(page.json().listing.items).toHaveLength(2);
  });

  it("refuses a listing query the listing route refuses, naming the field", async () => {
    const response = await get("/api/categories/timber?page=0");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ page: "Must be at least 1" });
  });

  it("answers 404 in the error shape for an unknown slug", async () => {
    const response = await get("/api/categories/no-such-thing");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: "not_found", message: "There is no category called no-such-thing" },
    });
  });
});

describe("GET /api/categories/:slug/products", () => {
  it("lists a page of summaries with the total, page count and facets", async () => {
    const response = await listing("?pageSize=2");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 2, pageCount: 3 });
    expect(body.items.map((item: { slug: string }) => item.slug)).toEqual([
      "treated-timber-c24-47x100-4800",
      "treated-timber-batten-25x38-3600",
    ]);
    expect(body.items[0]).toMatchObject({ price: { exVat: 1250, incVat: 1500 }, vatRate: 20, isTally: true });
    expect(body.facets).toEqual({
      manufacturers: [
        { name: "Boardcraft", count: 1 },
        { name: "Forest Oak Co", count: 2 },
        { name: "Timberland Mills", count: 2 },
      ],
      price: { min: 395, max: 8999 },
    });
  });

  it("sorts and pages as asked", async () => {
    const ids = async (query: string) =>
      (await listing(query)).json().items.map((item: { id: number }) => item.id);
    expect(await ids("?sort=price_desc")).toEqual([4, 3, 5, 1, 2]);
    expect(await ids("?sort=name_asc&pageSize=2&page=2")).toEqual([5, 2]);
    expect(await ids("?page=9")).toEqual([]);
  });

  it("filters by repeated manufacturer, price range in pence ex VAT and stock", async () => {
    const body = (
      await listing("?brand=Forest%20Oak%20Co&brand=Boardcraft&minPrice=4000&inStock=true")
    ).json();
    expect(body.items.map((item: { id: number }) => item.id)).toEqual([3, 4]);
    expect(body.total).toBe(2);
    expect(body.facets.price).toEqual({ min: 3299, max: 8999 });
  });

  it.each([
    ["page=0", "page", "Must be at least 1"],
    ["page=two", "page", "Must be a whole number"],
    ["pageSize=97", "pageSize", "Must be at most 96"],
    ["pageSize=2.5", "pageSize", "Must be a whole number"],
    ["sort=cheapest", "sort", "Must be one of relevance, price_asc, price_desc, name_asc, name_desc"],
    ["minPrice=-1", "minPrice", "Must be at least 0"],
    ["minPrice=500&maxPrice=100", "maxPrice", "Must not be below minPrice"],
    ["inStock=yes", "inStock", "Must be true or false"],
  ])("refuses %s with a 400 naming %s", async (query, field, problem) => {
    const response = await listing(`?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: "bad_request", fields: { [field]: problem } });
  });

  it("answers 404 for an unknown category", async () => {
    const response = await get("/api/categories/no-such-thing/products");
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("not_found");
  });
});

describe("GET /api/products/:slug", () => {
  it("gives the product with pictures, specifications, price breaks, tally, relations and breadcrumb", async () => {
    const response = await get("/api/products/treated-timber-c24-47x100-4800");
    expect(response.statusCode).toBe(200);
    const { product, breadcrumb } = response.json();
    expect(product).toMatchObject({
      id: 1,
      partNumber: "FX0001",
      description: "Treated Timber C24 47x100mm 4.8m, from Timberland Mills. Trade quality for the builder.",
      specifications: [{ name: "Manufacturer", value: "Timberland Mills" }],
      tally: { sawToSizeMax: 3, unit: "m" },
      priceBreaks: [
        { minQty: 10, price: { exVat: 1150, incVat: 1380 } },
        { minQty: 50, price: { exVat: 1050, incVat: 1260 } },
      ],
    });
    expect(product.images).toHaveLength(3);
    // The page's own summary picture is the first of its pictures.
    expect(product.image).toEqual({
      url: "/media/products/1/1.svg",
      alt: "Treated Timber C24 47x100mm 4.8m, view 1",
    });
    expect(product.images[1]).toEqual({
      url: "/media/products/1/2.svg",
      alt: "Treated Timber C24 47x100mm 4.8m, view 2",
      thumbUrl: "/media/products/1/2.svg?w=160",
    });
    expect(Object.keys(product.relations)).toEqual(["essentials", "alternatives", "crossSell", "related"]);
    expect(product.relations.essentials.map((summary: { slug: string }) => summary.slug)).toEqual([
      "treated-timber-batten-25x38-3600",
    ]);
    expect(breadcrumb.map((crumb: { slug: string }) => crumb.slug)).toEqual([
      "timber-sheet-materials",
      "timber",
      "treated-timber",
    ]);
  });

  it("shows the pictures, price breaks and relations as the database has them after each change (decision 189)", async () => {
    const page = async () => (await get("/api/products/treated-timber-c24-47x100-4800")).json().product;
    const essentials = (product: { relations: { essentials: { id: number }[] } }) =>
      product.relations.essentials.map((summary) => summary.id);
    try {
      await app.database.rows(
        sql`update product_images set alt = 'End grain' where product_id = 1 and position = 2`,
      );
      await app.database.rows(
        sql`insert into price_breaks (product_id, min_qty, price_ex_vat) values (1, 100, 990)`,
      );
      await app.database.rows(sql`insert into product_relations (product_id, related_id, kind, position)
        values (1, 5, 'essential', 5)`);
      const changed = await page();
      expect(changed.images[1].alt).toBe("End grain");
      expect(changed.priceBreaks.map((line: { minQty: number }) => line.minQty)).toEqual([10, 50, 100]);
      expect(essentials(changed)).toEqual([2, 5]);

      await app.database.rows(sql`delete from product_relations where product_id = 1 and kind = 'essential'`);
      await app.database.rows(sql`delete from price_breaks where product_id = 1`);
      const emptied = await page();
      expect(essentials(emptied)).toEqual([]);
      expect(emptied.priceBreaks).toEqual([]);
    } finally {
      await app.database.rows(sql`update product_images set alt = 'Treated Timber C24 47x100mm 4.8m, view 2'
        where product_id = 1 and position = 2`);
      await app.database.rows(sql`insert into price_breaks (product_id, min_qty, price_ex_vat)
        values (1, 10, 1150), (1, 50, 1050) on conflict do nothing`);
      await app.database.rows(sql`insert into product_relations (product_id, related_id, kind, position)
        values (1, 2, 'essential', 0), (1, 9, 'essential', 1) on conflict do nothing`);
    }
    expect(essentials(await page())).toEqual([2]);
  });

  it("finds a product whose slug is longer than the router's default 100 characters", async () => {
    // The router used to answer 404 before the route ran: four of the 100,000 benchmark products had no page.
    const slug = `sapele-hardwood-timber-beam-${"kiln-dried-".repeat(8)}150-x-150mm-x-4-8m`;
    expect(slug.length).toBeGreaterThan(100);
    await app.database.rows(
      sql`update products set slug = ${slug} where slug = 'sapele-hardwood-timber-beam'`,
    );
    try {
      const response = await get(`/api/products/${slug}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().product).toMatchObject({ slug, name: "Sapele Hardwood Timber Beam" });
    } finally {
      await app.database.rows(
        sql`update products set slug = 'sapele-hardwood-timber-beam' where slug = ${slug}`,
      );
    }
  });

  it("refuses a slug past the contract's longest with a 400 naming it", async () => {
    const response = await get(`/api/products/${"a".repeat(MAX_SLUG_LENGTH + 1)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "bad_request",
      fields: { slug: `Must be at most ${MAX_SLUG_LENGTH} characters` },
    });
  });

  it("gives a product without pictures its name as the picture's text", async () => {
    const { product } = (await get("/api/products/insulated-plasterboard-40mm")).json();
    expect(product.images).toEqual([]);
    expect(product.image).toEqual({ url: "/media/products/8/1.svg", alt: "Insulated Plasterboard 40mm" });
  });

  it("answers 404 for an unknown or inactive product", async () => {
    for (const slug of ["no-such-product", "discontinued-timber-post"]) {
      const response = await get(`/api/products/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({
        code: "not_found",
        message: `There is no product called ${slug}`,
      });
    }
  });
});

describe("OpenAPI", () => {
  it("documents the catalogue routes", async () => {
    const paths = Object.keys((await get("/api/openapi.json")).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/categories/tree",
        "/api/categories/{slug}",
        "/api/categories/{slug}/products",
        "/api/products/{slug}",
      ]),
    );
  });
});
