/** Two servers on one PGlite folder lose writes: the second must refuse (docs/decisions/086-one-process-per-data-folder.md). */
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cleanUp, exitWithin, startShop, temporaryFolder, waitUntilOpen } from "./shop-process.ts";

describe("one server process per data folder", () => {
  afterAll(cleanUp, 30_000);

  it(
    "refuses a second server on a folder in use, naming the folder and the holder, and frees it on close",
    async () => {
      const dataDir = join(temporaryFolder(), "data");
      const env = { DATA_DIR: dataDir, SEED_PRODUCTS: "0" };
      const first = await startShop({ env });
      await waitUntilOpen(first, 120_000);

      const second = await startShop({ env });
      const refused = await exitWithin(second, 60_000);
      expect(refused?.code, second.tail()).toBe(1);
      const lines = second.stderr().trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(dataDir);
      expect(lines[0]).toContain(`process ${first.pid}`);
      // The first server is untouched.
      expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).status).toBe(200);

      first.signalGroup("SIGTERM");
      expect((await first.exited).code).toBe(0);
      const third = await startShop({ env });
      await waitUntilOpen(third, 120_000);
    },
    300_000,
  );

  it(
    "takes over the lock of a server that was killed",
    async () => {
      const env = { DATA_DIR: join(temporaryFolder(), "data"), SEED_PRODUCTS: "0" };
      const killed = await startShop({ env });
      await waitUntilOpen(killed, 120_000);
      killed.signalGroup("SIGKILL");
      await killed.exited;

      const next = await startShop({ env });
      await waitUntilOpen(next, 120_000);
    },
    300_000,
  );
});
