/** `Database.rows` over a drizzle database, the same for PGlite and PostgreSQL. */
import type { sql } from "drizzle-orm";
import { PgDialect, type PgSession } from "drizzle-orm/pg-core";
import type { Database, Db } from "./client.ts";

const dialect = new PgDialect();

export function rowsOf(db: Db): Database["rows"] {
  return async <T>(query: ReturnType<typeof sql>, options: { prepareAs?: string } = {}) => {
    if (!options.prepareAs) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    // Drizzle's own prepared statement, so its rows are read as db.execute reads them.
    const { session } = db as unknown as { session: PgSession };
    const prepared = session.prepareQuery(dialect.sqlToQuery(query), undefined, options.prepareAs, false);
    return ((await prepared.execute()) as { rows: T[] }).rows;
  };
}
