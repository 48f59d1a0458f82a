import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and component tests. Files that render components start with
// `// @vitest-environment jsdom`; pure logic runs in plain Node.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}"],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    // Both cores of the 2-core machines: Vitest's default leaves one idle, and these files are many and small.
    maxWorkers: 2,
  },
});
