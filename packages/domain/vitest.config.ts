import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Pure functions, no file mocks a module: the files share their worker's modules, so each starts
    // in milliseconds instead of a fresh module registry's third of a second.
    isolate: false,
    maxWorkers: 2,
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: ["src/**/*.test.ts", "src/**/index.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
