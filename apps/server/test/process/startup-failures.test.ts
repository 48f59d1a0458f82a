/**
 * A start that cannot work says in one line what is wrong and what to do, and exits non-zero at once,
 * instead of a stack trace, a WebAssembly "unreachable", or spinning at 100% CPU.
 */
import { chmodSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cleanUp, exitWithin, startShop, temporaryFolder, type StartOptions } from "./shop-process.ts";

/** `nobody`: root may write to any folder, so a read-only folder is only read-only to another user. */
const NOBODY = 65_534;

async function failedStart(options: StartOptions) {
  const shop = await startShop(options);
  const ended = await exitWithin(shop, 60_000);
  expect(ended, `still running:\n${shop.tail()}`).toBeDefined();
  return { code: ended?.code, lines: shop.stderr().trim().split("\n"), output: shop.tail() };
}

describe("start-up failures", () => {
  afterAll(cleanUp, 30_000);

  it(
    "names a read-only data folder and what to do",
    async () => {
      const parent = temporaryFolder();
      const dataDir = join(parent, "data");
      mkdirSync(dataDir);
      chmodSync(dataDir, 0o555);
      chmodSync(parent, 0o555);
      const asAnotherUser = process.getuid?.() === 0 ? { uid: NOBODY, gid: NOBODY } : {};
      const { code, lines, output } = await failedStart({ env: { DATA_DIR: dataDir }, ...asAnotherUser });
      chmodSync(parent, 0o755);
      expect(code, output).toBe(1);
      expect(lines, output).toHaveLength(1);
      expect(lines[0]).toContain(dataDir);
      expect(lines[0]).toMatch(/cannot be written|Cannot write/);
      expect(lines[0]).toContain("DATA_DIR");
    },
    90_000,
  );

  it(
    "names a data folder under /proc instead of spinning",
    async () => {
      const { code, lines, output } = await failedStart({ env: { DATA_DIR: "/proc/shop-data" } });
      expect(code, output).toBe(1);
      expect(lines, output).toHaveLength(1);
      expect(lines[0]).toContain("/proc/shop-data");
      expect(lines[0]).toContain("DATA_DIR");
    },
    90_000,
  );

  it(
    "names an unreachable DATABASE_URL without its password",
    async () => {
      const { code, lines, output } = await failedStart({
        env: { DATABASE_URL: "postgres://shop:secret@127.0.0.1:1/shop" },
      });
      expect(code, output).toBe(1);
      expect(lines, output).toHaveLength(1);
      expect(lines[0]).toContain("127.0.0.1:1/shop");
      expect(lines[0]).toContain("DATABASE_URL");
      expect(lines[0]).not.toContain("secret");
    },
    90_000,
  );
});
