import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Migrated template databases, made once per run and copied by every test app.
    globalSetup: ["test/global-setup.ts"],
    environment: "node",
    env: { NODE_ENV: "test" },
    // Two workers suit the 2-core machines. Each worker keeps its modules between test files
    // (isolate: false), so PGlite's WebAssembly and the app's modules load once per worker, not
    // once per file: the suite runs in a third of the time. Files therefore must not mock
    // modules or leave globals changed; each still builds its own app and database.
    pool: "forks",
    isolate: false,
    maxWorkers: 2,
    // Opening PGlite takes a few seconds on a busy machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
