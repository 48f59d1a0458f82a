/**
 * Starts the shop for the journeys: the real server (API + server-rendered pages) on an in-memory
 * PGlite database filled by the demo-data generator, on a free port; one such shop for each worker
 * that runs journeys (vitest.config.ts), so journeys running at once never share a user's state.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { findJourneyBrowser } from "./chromium.ts";
import { scanLogLine, secretsInDatabase } from "./secrets-scan.ts";
import { JOURNEY_WORKERS } from "./workers.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** One shop per journey worker: `shopAddress()` picks this worker's. */
    baseURLs: string[];
    chromiumPath: string;
    /** The secret the van app's signed links are made with (decision 145), for journeys that make one. */
    vanAppSecret: string;
  }
}

export default async function setup(project: TestProject) {
  const chromiumPath = findJourneyBrowser();
  const vanAppSecret = process.env.VAN_APP_SECRET ?? "e2e-van-app-secret-of-at-least-32-characters";
  const config = loadConfig(
    // Every request is logged (and kept for the secrets scan at the end); warnings and errors are printed.
    { ...process.env, NODE_ENV: "test", LOG_LEVEL: process.env.LOG_LEVEL ?? "info" },
    {
      dataDir: "memory://",
      databaseUrl: undefined,
      port: 0,
      host: "127.0.0.1",
      seed: { products: Number(process.env.E2E_PRODUCTS ?? 800), branches: 16, seed: 20261121 },
      // Every journey and the page fuzz come from one address, faster than any shopper (decisions 053, 093).
      searchRateLimit: 0,
      browseRateLimit: 0,
      // The van journeys sign in by link a few times a minute each, one after another on a worker's shop.
      signInRateLimit: 0,
      // Journeys on parallel workers open accounts within the same minute, all from this one address.
      identityRateLimit: 0,
      vanAppSecret,
    },
  );
  if (!existsSync(join(config.webBuildDir, "server/index.js"))) {
    throw new Error(`No web build in ${config.webBuildDir}: run \`npm run build -w @merchant/web\` first.`);
  }
  const secretsInLog = new Set<string>();
  const logDestination = {
    write(line: string) {
      scanLogLine(line, secretsInLog);
      // Pino's lines begin with their level: warnings (40) and errors are printed.
      if (Number(/^\{"level":(\d+)/.exec(line)?.[1] ?? 0) >= 40) process.stderr.write(line);
    },
  };
  const apps = await Promise.all(
    Array.from({ length: JOURNEY_WORKERS }, () => buildApp(config, { logDestination })),
  );
  const addresses = await Promise.all(apps.map((app) => app.listen({ port: 0, host: "127.0.0.1" })));
  project.provide("baseURLs", addresses);
  project.provide("chromiumPath", chromiumPath);
  project.provide("vanAppSecret", vanAppSecret);
  return async () => {
    // issue 20 "Secrets": what every journey left behind, scanned before the database goes.
    const inDatabases = await Promise.all(apps.map((app) => secretsInDatabase(app.database)));
    const secrets = [...inDatabases.flat(), ...secretsInLog];
    await Promise.all(apps.map((app) => app.close()));
    if (secrets.length > 0) {
      // Vitest reports an error thrown here but still exits 0: the exit code is set as well.
      process.exitCode = 1;
      throw new Error(`Secrets in clear after the journeys:\n${secrets.join("\n")}`);
    }
  };
}
