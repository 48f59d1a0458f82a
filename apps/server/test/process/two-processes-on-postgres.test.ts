/**
 * issue 13 "Proof": a product renamed or repriced through the database shows in autocomplete and
 * search within 2 seconds, on PostgreSQL, in both of two server processes sharing the database
 * (each holds its own product index, kept current by the database's change notices). Runs when
 * TEST_DATABASE_URL names a PostgreSQL server.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, databaseUrl, dropDatabase } from "../postgres-admin.ts";
import { cleanUp, startShop, waitUntilOpen, type ShopProcess } from "./shop-process.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const PROMISED_MS = 2_000;

type Hit = { id: number; name: string; price: { exVat: number } };

async function searchOn(shop: ShopProcess, text: string): Promise<Hit[]> {
  const response = await fetch(`http://127.0.0.1:${shop.port}/api/search?q=${encodeURIComponent(text)}`);
  return ((await response.json()) as { items: Hit[] }).items;
}

async function suggestedOn(shop: ShopProcess, text: string): Promise<Hit[]> {
  const response = await fetch(
    `http://127.0.0.1:${shop.port}/api/search/autocomplete?q=${encodeURIComponent(text)}`,
  );
  return ((await response.json()) as { products: Hit[] }).products;
}

/** Milliseconds until `check` holds, failing once the promised time has passed. */
async function shownAfter(started: number, check: () => Promise<boolean>): Promise<number> {
  while (!(await check())) {
    if (Date.now() - started > PROMISED_MS) throw new Error(`not shown within ${PROMISED_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

describe.runIf(serverUrl)("two server processes on one PostgreSQL database (issue 13)", () => {
  const name = `t_two_${randomBytes(6).toString("hex")}`;
  const shops: ShopProcess[] = [];
  // Made when the suite runs: without TEST_DATABASE_URL it is only collected, and there is no URL.
  let database: pg.Client;

  beforeAll(async () => {
    const url = databaseUrl(serverUrl ?? "", name);
    database = new pg.Client({ connectionString: url });
    await createDatabase(serverUrl ?? "", name);
    const env = { DATABASE_URL: url, SEED_PRODUCTS: "300", SEED_BRANCHES: "8" };
    // The first seeds the database; the second finds it filled.
    shops.push(await startShop({ env }));
    await waitUntilOpen(shops[0]!, 180_000);
    shops.push(await startShop({ env }));
    await waitUntilOpen(shops[1]!, 180_000);
    await database.connect();
  }, 400_000);

  afterAll(async () => {
    await database.end();
    await cleanUp();
    await dropDatabase(serverUrl ?? "", name);
  }, 60_000);

  it("shows a renamed product by its new name in both processes' search and suggestions", async () => {
    const [product] = await searchOn(shops[0]!, "timber");
    expect(product).toBeDefined();
    const started = Date.now();
    await database.query("update products set name = 'Zanzibar Oak Sleeper' where id = $1", [product!.id]);
    for (const shop of shops) {
      await shownAfter(started, async () =>
        (await searchOn(shop, "zanzibar")).some((hit) => hit.id === product!.id),
      );
      await shownAfter(started, async () =>
        (await suggestedOn(shop, "zanzib")).some((hit) => hit.id === product!.id),
      );
    }
  });

  it("shows a repriced product at its new price in both processes' search", async () => {
    const [product] = await searchOn(shops[1]!, "sand");
    expect(product).toBeDefined();
    const price = product!.price.exVat + 101;
    const started = Date.now();
    await database.query("update products set price_ex_vat = $1 where id = $2", [price, product!.id]);
    for (const shop of shops)
      await shownAfter(started, async () =>
        (await searchOn(shop, product!.name)).some(
          (hit) => hit.id === product!.id && hit.price.exVat === price,
        ),
      );
  });
});
