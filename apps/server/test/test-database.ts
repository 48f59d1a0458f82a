/**
 * The database of one test app or test file: a copy of a template made by global-setup.ts,
 * empty or holding the small demo catalogue (TEST_CATALOGUE: 300 products, 8 branches) — in-memory PGlite by default, or, when TEST_DATABASE_URL names a PostgreSQL
 * server, a database of its own there that is dropped on close. A whole database rather than a
 * schema: the migrations name the `public` schema in their foreign keys and keep their journal
 * in schema `drizzle` (docs/decisions/054-test-database-per-app.md).
 */
import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { openDatabase, type Database } from "../src/db/client.ts";
import type { TestData } from "./global-setup.ts";
import { openPooledPglite } from "./pglite-test-pool.ts";
import { createDatabase, databaseUrl, dropDatabase } from "./postgres-admin.ts";

export async function openTestDatabase(data: TestData = "empty"): Promise<Database> {
  const template = inject("testTemplates");
  if (template.driver === "pglite") return openPooledPglite(data, template.files[data]);

  const { serverUrl } = template;
  const name = `t_${randomBytes(6).toString("hex")}`;
  await createDatabase(serverUrl, name, template.databases[data]);
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: "memory://" });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
