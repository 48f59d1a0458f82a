/**
 * issue 13: a product renamed, repriced, sold out or withdrawn through the database shows in
 * listings and search once its change notice is applied, within the promised 2 seconds, on PGlite
 * (or PostgreSQL with TEST_DATABASE_URL); the answers are never kept from before the change.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expandQuery, searchTokens, synonymIndex } from "@merchant/domain/search";
import { openTestDatabase } from "../../../test/test-database.ts";
import type { Database } from "../../db/client.ts";
import { insertCatalogueFixture } from "../catalog/catalogue-fixture.ts";
import { followCatalogueChanges, type ChangeFeed } from "./change-feed.ts";
import { createProductIndex, type ProductIndex } from "./product-index.ts";
import { createProductIndexStore } from "./store.ts";
import type { ListingRequest } from "./listing-request.ts";

const PROMISED_MS = 2_000;

let database: Database;
let index: ProductIndex;
let feed: ChangeFeed;
beforeAll(async () => {
  database = await openTestDatabase();
  await insertCatalogueFixture(database);
  index = createProductIndex(createProductIndexStore(database), searchTokens);
  feed = await followCatalogueChanges(database, index, (error) => {
    throw error;
  });
  await index.warm();
});
afterAll(async () => {
  await feed.stop();
  await database.close();
});

const firstPage: ListingRequest = {
  page: 1,
  pageSize: 24,
  sort: "relevance",
  filters: { manufacturers: [], inStock: false },
};
const found = async (text: string) =>
  (await index.searchPage(expandQuery(text, synonymIndex()), [], { ...firstPage, pageSize: 1_000 })).ids.sort(
    (a, b) => a - b,
  );

/** Polls until `check` holds, failing after the promised time. */
async function within(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > PROMISED_MS) throw new Error(`not shown within ${PROMISED_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

describe("the product index follows the database", () => {
  it("finds a renamed product by its new name, and no longer by its old one", async () => {
    expect(await found("sapele")).toEqual([4]);
    await database.rows(sql`update products set name = 'Iroko Hardwood Timber Beam' where id = 4`);
    await within(async () => (await found("iroko")).includes(4));
    expect(await found("sapele")).toEqual([]);
  });

  it("lists a repriced product in its new place", async () => {
    const cheapest = async () => (await index.listCategory(3, { ...firstPage, sort: "price_asc" })).ids;
    expect(await cheapest()).toEqual([2, 1]);
    await database.rows(sql`update products set price_ex_vat = 99 where id = 1`);
    await within(async () => (await cheapest())[0] === 1);
    expect((await index.records([1]))[0]?.priceExVat).toBe(99);
  });

  it("leaves a product out of the in-stock filter once its last branch sells out", async () => {
    const inStock = async () =>
      (await index.listCategory(9, { ...firstPage, filters: { ...firstPage.filters, inStock: true } })).ids;
    expect(await inStock()).toContain(7);
    await database.rows(sql`update branch_stock set qty = 0 where product_id = 7`);
    await within(async () => !(await inStock()).includes(7));
  });

  it("drops a withdrawn product from search and listings, and brings it back when it returns", async () => {
    await database.rows(sql`update products set active = false where id = 5`);
    await within(async () => !(await found("plywood")).includes(5));
    expect((await index.listCategory(6, firstPage)).total).toBe(0);
    await database.rows(sql`update products set active = true where id = 5`);
    await within(async () => (await found("plywood")).includes(5));
  });

  it("builds everything again when the categories change", async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into categories (id, parent_id, slug, name, level, position, description, path)
        values (13, 9, 'fire-board', 'Fire Board', 4, 0, '', array[7, 8, 9, 13])`);
      await tx.execute(sql`update products set category_id = 13 where id = 8`);
    });
    await within(async () => (await index.listCategory(13, firstPage)).ids.includes(8));
    // The new category is below plasterboard: its product is still in plasterboard's listing.
    expect((await index.listCategory(9, firstPage)).total).toBe(3);
  });
});
