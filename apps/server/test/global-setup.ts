/**
 * Runs once before the server's test files: bundles the server as `npm start` runs it, into
 * dist-test/ for the tests of real processes (test/process/shop-process.ts), and makes two
 * template databases, migrated and empty,
 * and migrated with the small demo catalogue (TEST_CATALOGUE), so each test copies one instead
 * of running initdb, the migrations and the generator again (PGlite's initdb alone takes
 * seconds). PGlite templates are dumps in a temporary folder; PostgreSQL templates are
 * databases on the TEST_DATABASE_URL server. Both are removed when the run ends.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { bundleServer } from "../scripts/build.mjs";
import { openDatabase, type Database } from "../src/db/client.ts";
import { seedTestCatalogue } from "../src/modules/demo/seed/index.ts";
import { createDatabase, databaseUrl, dropDatabase } from "./postgres-admin.ts";
import { processTestBundle, serverFolder } from "./process/shop-process.ts";

export type TestData = "empty" | "demo";
/** Where each template is: a dump file for PGlite, a database on the PostgreSQL server. */
export type TestTemplates =
  | { driver: "pglite"; files: Record<TestData, string> }
  | { driver: "postgres"; serverUrl: string; databases: Record<TestData, string> };

const fill: Record<TestData, (database: Database) => Promise<unknown>> = {
  empty: async () => {},
  demo: seedTestCatalogue,
};
const KINDS = Object.keys(fill) as TestData[];

declare module "vitest" {
  export interface ProvidedContext {
    testTemplates: TestTemplates;
  }
}

export default async function setup(project: TestProject) {
  await bundleServer(join(serverFolder, "src/main.ts"), processTestBundle);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const run = randomBytes(4).toString("hex");
    const databases = { empty: `t_template_${run}_empty`, demo: `t_template_${run}_demo` };
    for (const kind of KINDS) {
      await createDatabase(serverUrl, databases[kind]);
      const database = await openDatabase({
        databaseUrl: databaseUrl(serverUrl, databases[kind]),
        dataDir: "memory://",
      });
      await fill[kind](database);
      await database.close();
    }
    project.provide("testTemplates", { driver: "postgres", serverUrl, databases });
    return async () => {
      for (const kind of KINDS) await dropDatabase(serverUrl, databases[kind]);
    };
  }

  const folder = mkdtempSync(join(tmpdir(), "merchant-test-"));
  const files = { empty: join(folder, "empty.tar"), demo: join(folder, "demo.tar") };
  for (const kind of KINDS) {
    const database = await openDatabase({ dataDir: "memory://" });
    await fill[kind](database);
    const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
    await database.close();
    writeFileSync(files[kind], Buffer.from(await dump.arrayBuffer()));
  }
  project.provide("testTemplates", { driver: "pglite", files });
  return () => rmSync(folder, { recursive: true, force: true });
}
