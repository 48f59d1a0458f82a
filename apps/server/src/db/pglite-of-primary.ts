/**
 * The embedded database seen from one process of a shop run as several (WORKERS, decision 197): the
 * first process opened PGlite in its worker thread; this one reaches it over that thread's socket
 * through one connection, as the first process itself does, and hears its change notices from the
 * first process, which passes on every notice the database raises.
 */
import pg from "pg";
import type { Database, Db } from "./client.ts";
import { closeOnce } from "./close-once.ts";
import { NoticeListeners } from "./notice-listeners.ts";
import { listenThrough, oneConnectionPool } from "./pglite-worker.ts";
import { rowsOf } from "./rows.ts";
import * as schema from "./schema.ts";

/** What the first process sends each process for every change notice (cluster.ts). */
export type DatabaseNotice = { type: "database-notice"; channel: string; payload: string };

export function isDatabaseNotice(message: unknown): message is DatabaseNotice {
  return (message as DatabaseNotice | undefined)?.type === "database-notice";
}

export async function openPgliteOfPrimary(
  socketFolder: string,
  notices: { on(event: "message", listener: (message: unknown) => void): unknown },
): Promise<Database> {
  const pool: pg.Pool = oneConnectionPool(socketFolder, () => undefined, `p${process.pid}_`);
  const listeners = new NoticeListeners();
  notices.on("message", (message) => {
    if (isDatabaseNotice(message)) listeners.notice(message.channel, message.payload);
  });
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    shared: true,
    rows: rowsOf(db),
    listen: (channel, onNotice, onResync) =>
      listenThrough(pool, listeners, channel, { onNotice, onResync }, { unlistens: false }),
    close: closeOnce(() => pool.end()),
  };
}
