import { defineConfig } from "vitest/config";

// Journeys share one server (started in global setup) and one Chromium; they run one file at a time
// because the machine has two cores and the browser needs one of them.
export default defineConfig({
  test: {
    // Journeys in the browser; the page half of the fuzz suite against the same server.
    include: ["journeys/**/*.e2e.ts", "fuzz/**/*.fuzz.ts"],
    globalSetup: ["./support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
