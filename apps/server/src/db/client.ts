/**
 * Opens the database: PGlite (WASM PostgreSQL, embedded, in DATA_DIR) by default,
 * PostgreSQL over node-postgres when DATABASE_URL is set. Both speak the same SQL,
 * and both are migrated with the same drizzle migrations at start.
 */
import { mkdirSync } from "node:fs";
import { resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = "pglite" | "postgres";

export type Database = {
  db: Db;
  driver: DatabaseDriver;
  /** Rows of a raw SQL statement, the same shape for both drivers. */
  rows<T>(query: ReturnType<typeof sql>): Promise<T[]>;
  /** Safe to call more than once: a failed start, a test and shutdown may each close it. */
  close(): Promise<void>;
};

/** Both drivers refuse a second close; the first close's promise answers every later call. */
function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), "../../drizzle");

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  migrate?: boolean;
  /** PGlite only: start from this dump of a data directory (a test template) instead of an empty one. */
  loadDataDir?: Blob;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir, options.loadDataDir);
  if (options.migrate !== false) await migrateDatabase(database);
  return database;
}

async function openPglite(dataDir: string, loadDataDir: Blob | undefined): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    rows: async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows,
    close: closeOnce(() => client.close()),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.default.Pool({ connectionString: url, max: 10 });
  // An idle connection can be cut by the server (restart, admin termination). node-postgres opens a
  // new one on next use, but emits the loss on the pool, and an unheard 'error' would end the process.
  pool.on("error", (error) =>
    console.warn(`database: an idle connection was closed by the server: ${error.message}`),
  );
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return {
    db,
    driver: "postgres",
    rows: async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows,
    close: closeOnce(() => pool.end()),
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.driver === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
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
