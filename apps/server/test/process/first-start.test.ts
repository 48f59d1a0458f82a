/**
 * A kill during a first start must not leave a data folder that never starts again
 * (docs/decisions/085-first-start-is-atomic.md).
 */
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cleanUp, exitWithin, startShop, temporaryFolder, waitUntilOpen } from "./shop-process.ts";

const SEED = { SEED_PRODUCTS: "40", SEED_BRANCHES: "4", SEED: "7" };

/**
 * Seconds after its spawn at which each start is killed: together they fall on the loading of the code,
 * the creation of the database files, the migrations, the seed and the rename, on a fast machine or a
 * busy one (a first start takes from about 5 s to over 20 s). Each start meets what the kill before it left.
 */
const KILL_AFTER_SECONDS = [1, 2.5, 4, 6, 9];

type Count = { total: number };
type Tree = { categories: { level: number; productCount: number }[] };

describe("first start of the embedded database", () => {
  afterAll(cleanUp, 30_000);

  it(
    "starts with complete data after kills at several points of earlier first starts",
    async () => {
      const env = { DATA_DIR: join(temporaryFolder(), "data"), ...SEED };
      for (const seconds of KILL_AFTER_SECONDS) {
        const shop = await startShop({ env });
        const ended = await exitWithin(shop, seconds * 1000);
        // A start that ends by itself found the folder unusable.
        expect(ended, `start killed after ${seconds} s ended by itself:\n${shop.tail()}`).toBeUndefined();
        shop.signalGroup("SIGKILL");
        await shop.exited;
      }

      const shop = await startShop({ env });
      await waitUntilOpen(shop, 120_000);
      const branches = (await (await fetch(`http://127.0.0.1:${shop.port}/api/branches`)).json()) as Count;
      const tree = (await (await fetch(`http://127.0.0.1:${shop.port}/api/categories/tree`)).json()) as Tree;
      expect(branches.total).toBe(4);
      expect(tree.categories.reduce((sum, category) => sum + category.productCount, 0)).toBe(40);
    },
    240_000,
  );
});
