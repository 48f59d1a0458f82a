/**
 * One transaction on either driver: the writes `work` makes through its handle commit together
 * when it returns, and none of them stays when it throws. drizzle's `transaction` takes a
 * connection of its own from node-postgres's pool; PGlite has one connection and runs the
 * transaction while holding it, so inside `work` every statement must go through `tx`: one sent
 * through the database itself would wait for the transaction to end, for ever.
 */
import type { Database, Db } from "../db/client.ts";

/** What a write that must commit or roll back with its cause is given: the database, or an open transaction. */
export type Executor = Db;

export function inTransaction<T>(database: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  return database.db.transaction((tx) => work(tx));
}
