/**
 * Replicas starting together on one PostgreSQL database must not migrate and seed it at the same time:
 * the second would create the migration journal or the demo brands again and crash on a duplicate key.
 * Each start holds a PostgreSQL advisory lock on a connection of its own while it migrates and fills
 * the database; the others wait, then find the work done (docs/decisions/089-replicas-start-one-at-a-time.md).
 */
import type { Pool } from "pg";
import { StartupError, reasonOf } from "../startup-error.ts";

/** Any fixed number, the same in every replica; no other advisory lock of ours uses it. */
const START_LOCK_KEY = 7_020_261;

export async function underStartLock(pool: Pool, url: string, work: () => Promise<void>): Promise<void> {
  const client = await pool.connect().catch((error: unknown) => {
    throw new StartupError(
      `Cannot connect to the PostgreSQL database ${describeUrl(url)} named by DATABASE_URL (${reasonOf(error)}): start it, or correct DATABASE_URL.`,
    );
  });
  try {
    await client.query("select pg_advisory_lock($1)", [START_LOCK_KEY]);
    try {
      await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [START_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** host:port/database, never the password. */
function describeUrl(url: string): string {
  try {
    const { hostname, port, pathname } = new URL(url);
    return `${hostname}:${port || "5432"}${pathname}`;
  } catch {
    return "(unreadable URL)";
  }
}
