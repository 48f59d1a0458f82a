import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
const TEST_FILE = /\.test\.tsx?$/;

/** Every test file under app/, relative to this folder. */
function testFiles(folder = join(root, "app")): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return TEST_FILE.test(entry.name) ? [relative(root, path)] : [];
  });
}

/**
 * A file that replaces modules (`vi.mock`) runs in a fresh module registry of its own, in a VM context
 * of a long-lived worker (the vmThreads pool) rather than in a worker started for it: the mocking files
 * take half the time (decision 180). Sharing one registry instead would leak one file's replacements
 * into the next: Vitest keeps a replaced module's instance from file to file. Every other file shares
 * its worker's registry (isolate: false), so the contract package, React and the testing library load
 * once per worker instead of once per file: the suite runs in under half the time.
 */
const mocksModules = (file: string) => readFileSync(join(root, file), "utf8").includes("vi.mock(");
const files = testFiles();
const mocking = files.filter(mocksModules);
const sharing = files.filter((file) => !mocking.includes(file));

// Unit and component tests. Files that render components start with
// `// @vitest-environment happy-dom`, whose document starts in a tenth of jsdom's time; the few that
// need what only jsdom has (window.print, script elements left unloaded) name jsdom instead.
// Pure logic runs in plain Node.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    // Both cores of the 2-core machines: Vitest's default leaves one idle, and these files are many and small.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "mocking",
          include: mocking,
          pool: "vmThreads",
          // Recharts' CommonJS build requires Redux Toolkit, which a VM context resolves to its ES module
          // and cannot run; its ES build, compiled by Vitest, imports it as one.
          alias: { recharts: "recharts/es6/index.js" },
          server: { deps: { inline: ["recharts"] } },
        },
      },
      { extends: true, test: { name: "sharing", include: sharing, isolate: false } },
    ],
  },
});
