/**
 * `buildTestApp()`: the real app for API tests through `app.inject`, on a database of its
 * own (see test-database.ts). Close it with `app.close()`; that also drops the database.
 */
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import { buildApp } from "../src/app.ts";
import { loadConfig, type Config } from "../src/config.ts";
import type { Database } from "../src/db/client.ts";
import type { TestData } from "./global-setup.ts";
import { openTestDatabase } from "./test-database.ts";

export type TestAppOptions = {
  /** "demo": the small demo catalogue (TEST_CATALOGUE) from the generator; "empty" by default. */
  data?: TestData;
  /** Configuration to change, e.g. `{ env: "production" }` or `{ searchRateLimit: 2 }`. */
  config?: Partial<Config>;
  /** Rows a test needs, written before the app starts. */
  prepare?: (database: Database) => Promise<void>;
  /** Receives the app's log lines (set `config: { logLevel: "info" }` to have any). */
  logDestination?: DestinationStream;
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: process.env.TEST_LOG_LEVEL },
    {
      dataDir: "memory://",
      // Data comes from openTestDatabase and `prepare`, never from the start-up demo seed.
      seed: { products: 0, branches: 0, seed: 1 },
      // API tests run without the storefront pages: no web build is loaded.
      webBuildDir: fileURLToPath(new URL("./no-web-build", import.meta.url)),
      ...overrides,
    },
  );
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const database = await openTestDatabase(options.data);
  try {
    await options.prepare?.(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return buildApp(testConfig(options.config), {
    database,
    ...(options.logDestination ? { logDestination: options.logDestination } : {}),
  });
}
