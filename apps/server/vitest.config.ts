import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Suites that never touch the test database: PGlite folders of their own (and the pool of PGlite copies), start-up and shutdown of
 * real processes, the fuzz of every route's input. A run against PostgreSQL (TEST_DATABASE_URL set,
 * as CI's second run is) leaves them out: the first run on PGlite ran them already.
 */
const OWN_DATABASE_SUITES = [
  "test/process/first-start.test.ts",
  "test/process/one-process-per-folder.test.ts",
  "test/process/startup-failures.test.ts",
  "test/process/shutdown.test.ts",
  "test/hostile-input.test.ts",
  "src/db/pglite-worker.test.ts",
  "test/pglite-test-pool.test.ts",
];

/**
 * The suites that take 35–100 s each, longest first. Vitest orders files by their last run's time, and
 * on a clean clone, which has no last run, by size: these are small files, so they started last and one
 * worker finished a minute or more after the other (decision 180).
 */
const LONGEST_SUITES = [
  "test/hostile-input.test.ts",
  "src/modules/checkout/oversell.test.ts",
  "test/process/one-process-per-folder.test.ts",
  "test/process/first-start.test.ts",
  "test/process/shutdown.test.ts",
  "test/process/crash-during-checkout.test.ts",
];

const rank = (file: TestSpecification) => {
  const index = LONGEST_SUITES.findIndex((suite) => file.moduleId.endsWith(suite));
  return index === -1 ? LONGEST_SUITES.length : index;
};

/** Vitest's own order, with the longest suites moved to the front (the sort is stable). */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? OWN_DATABASE_SUITES : [])],
    // Migrated template databases, made once per run and copied by every test app.
    globalSetup: ["test/global-setup.ts"],
    environment: "node",
    env: { NODE_ENV: "test" },
    // Two workers suit the 2-core machines. Each worker keeps its modules between test files
    // (isolate: false), so PGlite's WebAssembly and the app's modules load once per worker, not
    // once per file: the suite runs in a third of the time. Files therefore must not mock
    // modules or leave globals changed; each still builds its own app and database.
    pool: "forks",
    sequence: { sequencer: LongestFirst },
    isolate: false,
    maxWorkers: 2,
    // Opening PGlite takes a few seconds on a busy machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
