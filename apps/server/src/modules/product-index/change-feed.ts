/**
 * Keeps a product index current from the database's change notices (issue 13; decision 133):
 * triggers (migration 0017) notify 'catalogue_changes' with the ids of the products a statement
 * changed, or '*' for "build everything again". Notices arriving together are gathered for a
 * moment and applied as one refresh, one at a time; a lost connection (PostgreSQL) rebuilds, as
 * notices may have been missed meanwhile. On PostgreSQL every server process listens, so a change
 * made by one reaches all of them; on PGlite the one process that holds the database listens.
 */
import type { Database } from "../../db/client.ts";
import { idsNoticed } from "../../db/notice-listeners.ts";
import type { ProductIndex } from "./product-index.ts";

export const CATALOGUE_CHANGES = "catalogue_changes";

/** How long notices are gathered before they are applied. */
const GATHER_MS = 50;

export type ChangeFeed = {
  stop(): Promise<void>;
  /** Resolves when every notice received so far has been applied (tests, benchmarks). */
  settled(): Promise<void>;
};

export async function followCatalogueChanges(
  database: Database,
  index: Pick<ProductIndex, "refresh" | "rebuild">,
  onError: (error: unknown) => void,
): Promise<ChangeFeed> {
  const pending = new Set<number>();
  let everything = false;
  let timer: NodeJS.Timeout | undefined;
  let applying: Promise<void> = Promise.resolve();

  function apply(): void {
    timer = undefined;
    const rebuild = everything;
    const ids = [...pending];
    everything = false;
    pending.clear();
    applying = applying.then(() => (rebuild ? index.rebuild() : index.refresh(ids))).catch(onError);
  }

  function schedule(): void {
    timer ??= setTimeout(apply, GATHER_MS);
  }

  function notice(payload: string): void {
    const ids = idsNoticed(payload);
    if (ids === "everything") everything = true;
    else for (const id of ids) pending.add(id);
    schedule();
  }

  const unlisten = await database.listen(CATALOGUE_CHANGES, notice, () => {
    everything = true;
    schedule();
  });

  return {
    async stop() {
      if (timer) clearTimeout(timer);
      await unlisten();
      await applying;
    },
    async settled() {
      if (timer) {
        clearTimeout(timer);
        apply();
      }
      await applying;
    },
  };
}
