/**
 * The stock mirror's part in the app's life (issue 13; decision 194): it hears the 'stock_changes'
 * notices from the start and answers from memory only while it does; it is read before the server
 * answers its first request, after the product index is built (under tests, at first use); it stops,
 * and waits for a read under way, when the app closes, before the database does.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ServiceHost } from "../../lib/per-database.ts";
import { fulfilmentFor } from "./services.ts";
import { STOCK_CHANGES } from "./stock-mirror-store.ts";

/** Resolves when every stock notice heard and every shelf asked for so far is in the mirror. */
export async function stockChangesApplied(host: ServiceHost): Promise<void> {
  await fulfilmentFor(host).stockMirror.settled();
}

async function stockMirror(app: FastifyInstance) {
  const mirror = fulfilmentFor(app).stockMirror;
  const unlisten = await app.database.listen(STOCK_CHANGES, mirror.noticed, mirror.resync);
  mirror.follow((error) => app.log.error({ err: error }, "the stock mirror could not read the stock"));
  if (app.config.env !== "test") {
    // After the product index's build (registered before): read beside it, the slices' text under way would count
    // in the heap the index's build is measured to add.
    app.addHook("onReady", async () => {
      await mirror.warm();
      app.log.info({ readMs: Math.round(mirror.figures().readMs) }, "stock mirror read");
    });
  }
  app.addHook("onClose", async () => {
    await mirror.stop();
    await unlisten();
  });
}

export const stockMirrorPlugin = fp(stockMirror, { name: "stock-mirror", dependencies: ["app-context"] });
