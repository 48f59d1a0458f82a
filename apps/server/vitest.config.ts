import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node",
    env: { NODE_ENV: "test" },
    // Each file builds its own app and database; two at a time suits the 2-core machines.
    pool: "forks",
    maxWorkers: 2,
    // Opening PGlite and migrating takes a few seconds on a busy machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
