/** The API tests' reused PGlite databases (decision 181): each test still meets its template and nothing of the last test. */
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import type { Database } from "../src/db/client.ts";
import type { TestData } from "./global-setup.ts";
import { openedFromTemplates, openPooledPglite } from "./pglite-test-pool.ts";

const templates = inject("testTemplates");
const open = (data: TestData) => {
  if (templates.driver !== "pglite") throw new Error("the pool serves the PGlite run only");
  return openPooledPglite(data, templates.files[data]);
};

const count = async (database: Database, table: "products" | "store_features") =>
  (await database.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]!.n;
const nextFeatureId = async (database: Database, name: string) =>
  (
    await database.rows<{ id: number }>(sql`INSERT INTO store_features (name) VALUES (${name}) RETURNING id`)
  )[0]!.id;

/** Opens, does `change`, closes, and opens again: the second open must reuse the first's database. */
async function reopenedAfter(
  data: TestData,
  change: (database: Database) => Promise<void>,
): Promise<Database> {
  const first = await open(data);
  await change(first);
  await first.close();
  const opensBefore = openedFromTemplates();
  const second = await open(data);
  expect(openedFromTemplates(), "the second open reused the first's database").toBe(opensBefore);
  return second;
}

describe("a test database given back to the pool", () => {
  it("holds its template's rows and sequences again", async () => {
    const template = await open("demo");
    const [products, features, featureId] = [
      await count(template, "products"),
      await count(template, "store_features"),
      await nextFeatureId(template, "Timber cutting"),
    ];
    await template.close();

    const again = await reopenedAfter("demo", async (database) => {
      await database.rows(sql`DELETE FROM products`);
      await nextFeatureId(database, "Timber cutting");
      await nextFeatureId(database, "Key cutting");
    });
    expect(products).toBeGreaterThan(0);
    expect(await count(again, "products")).toBe(products);
    expect(await count(again, "store_features")).toBe(features);
    expect(await nextFeatureId(again, "Timber cutting")).toBe(featureId);
    await again.close();
  });

  it("answers its last test as a closed PGlite does", async () => {
    const database = await open("empty");
    await database.close();
    const error = await database.rows(sql`SELECT 1`).catch((caught: Error) => caught);
    expect(String((error as Error).cause)).toContain("PGlite is closed");
  });

  it("starts a new session: settings back to PGlite's, no listener of the last test", async () => {
    const heard: string[] = [];
    const again = await reopenedAfter("empty", async (database) => {
      await database.rows(sql`SET statement_timeout = 1234`);
      await database.rows(sql`SET search_path = pg_catalog`);
      await database.listen("pool_test", (payload) => heard.push(payload));
    });
    const settings = await again.rows<{ statement_timeout: string; search_path: string }>(
      sql`SELECT current_setting('statement_timeout') AS statement_timeout, current_setting('search_path') AS search_path`,
    );
    expect(settings).toEqual([{ statement_timeout: "0", search_path: "public" }]);
    const heardNow: string[] = [];
    await again.listen("pool_test", (payload) => heardNow.push(payload));
    await again.rows(sql`SELECT pg_notify('pool_test', 'sent')`);
    await expect.poll(() => heardNow).toEqual(["sent"]);
    expect(heard).toEqual([]);
    await again.close();
  });

  it("is not lent again once a test changed its schema", async () => {
    const changed = await open("empty");
    await changed.rows(sql`CREATE TABLE left_behind (id int)`);
    await changed.close();
    const next = await open("empty");
    const tables = await next.rows(sql`SELECT 1 FROM pg_tables WHERE tablename = 'left_behind'`);
    expect(tables).toEqual([]);
    await next.close();
  });
});
