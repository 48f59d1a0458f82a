import { defineConfig } from "vitest/config";

// Journeys share one server (started in global setup) and one Chromium; they run one file at a time
// because the machine has two cores and the browser needs one of them.
export default defineConfig({
  test: {
    include: ["journeys/**/*.e2e.ts"],
    globalSetup: ["./support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
