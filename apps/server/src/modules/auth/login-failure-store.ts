/**
 * Login attempt counters (table login_failures), keyed by a digest. Each statement is one atomic
 * upsert or update, so processes sharing the database count together without locks.
 */
import { eq, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { loginFailures } from "../../db/schema.ts";

export type AttemptCount = { failures: number; windowStartedAt: Date };

export function createLoginFailureStore(database: Database) {
  const { db } = database;
  return {
    /**
     * Counts one more attempt under the key; a window that began at or before `windowOpenAfter`
     * is over, so the count starts again at 1 from `now`.
     */
    async count(keyHash: string, now: Date, windowOpenAfter: Date): Promise<AttemptCount> {
      const over = sql`login_failures.window_started_at <= ${windowOpenAfter.toISOString()}::timestamptz`;
      const [row] = await database.rows<{ failures: number; window_started_at: string | Date }>(sql`
        insert into login_failures (key_hash, failures, window_started_at)
        values (${keyHash}, 1, ${now.toISOString()}::timestamptz)
        on conflict (key_hash) do update set
          failures = case when ${over} then 1 else login_failures.failures + 1 end,
          window_started_at = case when ${over} then excluded.window_started_at else login_failures.window_started_at end
        returning failures, window_started_at`);
      if (!row) throw new Error("login failure count returned no row");
      return { failures: row.failures, windowStartedAt: new Date(row.window_started_at) };
    },

    /** Takes back one counted attempt (it succeeded), never below zero. */
    async uncount(keyHash: string): Promise<void> {
      await db
        .update(loginFailures)
        .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
        .where(eq(loginFailures.keyHash, keyHash));
    },

    async clear(keyHash: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.keyHash, keyHash));
    },

    async deleteOlderThan(windowOpenAfter: Date): Promise<void> {
      await db.delete(loginFailures).where(lte(loginFailures.windowStartedAt, windowOpenAfter));
    },
  };
}

export type LoginFailureStore = ReturnType<typeof createLoginFailureStore>;
