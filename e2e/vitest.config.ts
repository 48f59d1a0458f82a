import { defineConfig } from "vitest/config";
import { JOURNEY_WORKERS } from "./support/workers.ts";

// The shop under test renders its pages as `npm start` does, with React's production build: Vitest has set
// NODE_ENV to "test" by the time it reads this file, and React's development build took the journeys' shop
// 40–60% longer a page. The shop's own settings stay in test mode (support/global-setup.ts), and its replies
// are still checked against their schemas under Vitest (apps/server/src/lib/json-once.ts).
process.env.NODE_ENV = "production";

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
