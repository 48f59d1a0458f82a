import { defineConfig } from "vitest/config";
import { JOURNEY_WORKERS } from "./support/workers.ts";

// Journeys run JOURNEY_WORKERS files at a time, each worker with its own Chromium and its own shop
// (started in global setup), so files never share a server's state.
export default defineConfig({
  test: {
    // Journeys in the browser; the page half of the fuzz suite against the same server.
    include: ["journeys/**/*.e2e.ts", "fuzz/**/*.fuzz.ts"],
    globalSetup: ["./support/global-setup.ts"],
    maxWorkers: JOURNEY_WORKERS,
    // A worker keeps its modules from one file to the next (no file mocks any), so Playwright, axe and
    // the contract load once per worker, and the worker's Chromium serves all its files (support/shop.ts).
    isolate: false,
    fileParallelism: JOURNEY_WORKERS > 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
