/**
 * Opens the database: PGlite (WASM PostgreSQL, embedded, in DATA_DIR) by default,
 * PostgreSQL over node-postgres when DATABASE_URL is set. Both speak the same SQL,
 * and both are migrated with the same drizzle migrations at start. A PGlite folder runs in a
 * worker thread of its own, reached over a socket like PostgreSQL, so a slow query does not stall
 * the server; an in-memory one (the tests') stays in-process (docs/decisions/132-pglite-worker.md).
 */
import { resolve } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { repoRoot } from "../config.ts";
import { closeOnce } from "./close-once.ts";
import { checkChannelName } from "./notice-listeners.ts";
import { openPgliteFolder } from "./pglite-folder.ts";
import { openPgliteInWorker } from "./pglite-worker.ts";
import { postgresNotices } from "./postgres-notices.ts";
import * as schema from "./schema.ts";
import { rowsOf } from "./rows.ts";
import { underStartLock } from "./start-lock.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = "pglite" | "postgres";

export type Database = {
  db: Db;
  driver: DatabaseDriver;
  /**
   * Whether other server processes write to it too (PostgreSQL, or PGlite reached through the
   * process that opened it when the shop runs as several, decision 197): what this process wrote
   * is then not all there is, so nothing read from it may be kept without its change notices.
   */
  shared: boolean;
  /**
   * PGlite in its worker thread: where the shop's other processes connect to it, and every change
   * notice it raises, for them (decision 197). Unset for any other database.
   */
  reach?: { socketFolder: string; onNotice(listener: (channel: string, payload: string) => void): void };
  /**
   * Rows of a raw SQL statement, the same shape for both drivers. A hot read (a product page) names
   * itself in `prepareAs`: each connection then plans it once and reuses the plan (PGlite's
   * planning costs ten times its run).
   */
  rows<T>(query: ReturnType<typeof sql>, options?: { prepareAs?: string }): Promise<T[]>;
  /**
   * Hears the change notices sent on a channel (`NOTIFY channel, 'payload'` or `pg_notify`, from a
   * committed transaction, a trigger's too): on PostgreSQL from every server process, on PGlite from
   * this one. `onResync` is called when notices may have been lost (PostgreSQL's listening connection
   * was cut and made again): the listener should read afresh what it keeps. Gives the unlisten.
   * A channel is a lower-case SQL name.
   */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onResync?: () => void,
  ): Promise<() => Promise<void>>;
  /** Safe to call more than once: a failed start, a test and shutdown may each close it. */
  close(): Promise<void>;
};

// From the repository's root, not this file: bundled for `npm start`, this code runs from dist/main.js.
export const migrationsFolder = resolve(repoRoot, "apps/server/drizzle");

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  migrate?: boolean;
  /** PGlite only: start from this dump of a data directory (a test template) instead of an empty one. */
  loadDataDir?: Blob;
  /**
   * Fills a database the start finds empty (the demo data). Runs after the migrations, before a new PGlite
   * folder is put in place and under PostgreSQL's start-up lock, so it runs once; it must leave a filled
   * database alone.
   */
  fill?: (database: Database) => Promise<void>;
  /** Where a start tells what it did about an interrupted earlier one (the app's logger). */
  log?: (line: string) => void;
  /**
   * PGlite only: run it in a worker thread. Unset, a folder does (what `npm start` serves) and
   * `memory://` does not (the API tests make hundreds of in-memory databases; a thread each would be slow).
   */
  pgliteWorker?: boolean | undefined;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const prepare = async (database: Database) => {
    if (options.migrate !== false) await migrateDatabase(database);
    await options.fill?.(database);
  };
  if (options.databaseUrl) return openPostgres(options.databaseUrl, prepare);
  const inMemory = options.dataDir.startsWith("memory://");
  const open =
    (options.pgliteWorker ?? !inMemory)
      ? async (dataDir: string) => (await openPgliteInWorker(dataDir, options.loadDataDir)).database
      : (dataDir: string) => openPglite(dataDir, options.loadDataDir);
  if (inMemory) {
    const database = await open(options.dataDir);
    try {
      await prepare(database);
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  }
  // The folder's lock and atomic first start (decision 085) come first; `open` is where the worker starts.
  return openPgliteFolder(options.dataDir, {
    open,
    prepare,
    log: options.log ?? ((line) => console.warn(line)),
  });
}

/** PGlite on this thread: every query runs on the server's event loop. */
async function openPglite(dataDir: string, loadDataDir: Blob | undefined): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  return pgliteDatabase(client, () => client.close());
}

/** The Database over a PGlite on this thread; `close` is what closing it does (a test's copy goes back to its pool). */
export async function pgliteDatabase(client: PGlite, close: () => Promise<void>): Promise<Database> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    shared: false,
    rows: rowsOf(db),
    // PGlite runs LISTEN between transactions, never inside another caller's; no connection can be cut.
    listen: async (channel, onNotice) => {
      checkChannelName(channel);
      const unlisten = await client.listen(channel, onNotice);
      // After the close there is nothing left to stop listening to (an app closes its feeds after a test closed its database).
      return async () => {
        if (client.ready) await unlisten();
      };
    },
    close: closeOnce(close),
  };
}

async function openPostgres(url: string, prepare: (database: Database) => Promise<void>): Promise<Database> {
  const pg = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // Without a connect timeout, a server that drops packets would hold the start for ever.
  const pool = new pg.default.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle connection can be cut by the server (restart, admin termination). node-postgres opens a
  // new one on next use, but emits the loss on the pool, and an unheard 'error' would end the process.
  pool.on("error", (error) =>
    console.warn(`database: an idle connection was closed by the server: ${error.message}`),
  );
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const notices = postgresNotices(url);
  const database: Database = {
    db,
    driver: "postgres",
    shared: true,
    rows: rowsOf(db),
    listen: (channel, onNotice, onResync) => notices.listen(channel, { onNotice, onResync }),
    close: closeOnce(async () => {
      await notices.close();
      await pool.end();
    }),
  };
  try {
    await underStartLock(pool, url, () => prepare(database));
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** By drizzle's driver, not the database's: PGlite in its worker is reached through node-postgres. */
export async function migrateDatabase(database: Database): Promise<void> {
  const { is } = await import("drizzle-orm");
  const { NodePgDatabase } = await import("drizzle-orm/node-postgres");
  if (is(database.db, NodePgDatabase)) {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, { migrationsFolder });
  }
}

export async function isDatabaseUp(database: Database): Promise<boolean> {
  try {
    await database.rows(sql`select 1 as up`);
    return true;
  } catch {
    return false;
  }
}
