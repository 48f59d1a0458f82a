/**
 * The seed's way of talking to the database inside its one transaction: statements and rows,
 * the same for PGlite and node-postgres (both answer with `{ rows }`).
 */
import type { SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";

export type Executor = Pick<Db, "execute">;

export async function selectRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}
