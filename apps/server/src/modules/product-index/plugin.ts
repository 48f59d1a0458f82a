/**
 * The product index's part in the app's life (issue 13): it follows the catalogue's change
 * notices from the start, is built before the server answers its first request (except under
 * tests, where it is built at first use), and stops following when the app closes, before the
 * database does.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ServiceHost } from "../../lib/per-database.ts";
import { followCatalogueChanges, type ChangeFeed } from "./change-feed.ts";
import { productIndexFor } from "./one-per-database.ts";

const feeds = new WeakMap<ServiceHost["database"], ChangeFeed>();

/** Resolves when every change notice received so far is in the index. */
export async function catalogueChangesApplied(host: ServiceHost): Promise<void> {
  await feeds.get(host.database)?.settled();
}

async function productIndex(app: FastifyInstance) {
  const index = productIndexFor(app);
  const feed = await followCatalogueChanges(app.database, index, (error) =>
    app.log.error({ err: error }, "the product index could not apply a catalogue change"),
  );
  feeds.set(app.database, feed);
  app.addHook("onClose", () => feed.stop());
  if (app.config.env !== "test") {
    app.addHook("onReady", async () => {
      await index.warm();
      const { products, buildMs, heapBytes } = index.figures();
      app.log.info(
        { products, buildMs: Math.round(buildMs), heapMb: Math.round(heapBytes / 2 ** 20) },
        "product index built",
      );
    });
  }
}

export const productIndexPlugin = fp(productIndex, { name: "product-index", dependencies: ["app-context"] });
