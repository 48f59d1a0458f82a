/**
 * Session rows. The table holds only the SHA-256 of each cookie token, never the token. Every
 * write to it goes through here, so that the sessions kept in memory stay true (kept-sessions.ts).
 */
import { and, eq, gt, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { batched } from "../../lib/batched.ts";
import { sessions } from "../../db/schema.ts";
import { noKeptSessions, type KeptSessions } from "./kept-sessions.ts";

export type SessionRow = typeof sessions.$inferSelect;

export function createSessionStore(db: Db, kept: KeptSessions = noKeptSessions) {
  // Read by every request that carries a session cookie: planned once per connection, and the
  // sessions asked for while a read runs read together in the next (lib/batched.ts).
  const live = db
    .select()
    .from(sessions)
    .where(
      and(
        sql`${sessions.idHash} = any(${sql.placeholder("idHashes")}::text[])`,
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .prepare("sessions_live");
  /** Keyed by id hash and the time asked at, so each lookup keeps its own clock. */
  const liveAt = batched(async (keys: string[]) => {
    const asked = keys.map((key) => JSON.parse(key) as [string, number]);
    // Read as at the earliest time asked; a session that expires before a later one is left out below.
    const earliest = new Date(Math.min(...asked.map(([, at]) => at)));
    const rows = await live.execute({ idHashes: asked.map(([idHash]) => idHash), now: earliest });
    const byHash = new Map(rows.map((row) => [row.idHash, row]));
    return new Map(
      asked.flatMap(([idHash, at]) => {
        const row = byHash.get(idHash);
        return row && row.expiresAt.getTime() > at ? [[JSON.stringify([idHash, at]), row] as const] : [];
      }),
    );
  });
  return {
    /** Reads every session afresh (after SQL outside this store changed the table: a test's). */
    forgetKept: () => kept.forget(),

    async insert(row: {
      idHash: string;
      csrfToken: string;
      userId: number | null;
      expiresAt: Date;
    }): Promise<SessionRow> {
      const [inserted] = await kept.writing(row.idHash, () => db.insert(sessions).values(row).returning());
      if (!inserted) throw new Error("session insert returned no row");
      return inserted;
    },

    /** The session with this id hash, unless it has expired; kept rows are frozen. */
    findLive(idHash: string, now: Date): Promise<SessionRow | undefined> {
      return kept.live(idHash, now, () => liveAt(JSON.stringify([idHash, now.getTime()])));
    },

    async extend(idHash: string, expiresAt: Date): Promise<void> {
      await kept.writing(idHash, () =>
        db.update(sessions).set({ expiresAt }).where(eq(sessions.idHash, idHash)),
      );
    },

    /** Moves a session to a new id (and token), keeping its data; false when it no longer exists. */
    async rotate(
      oldIdHash: string,
      next: { idHash: string; csrfToken: string; expiresAt: Date; userId: number | null },
    ): Promise<SessionRow | undefined> {
      const [row] = await kept.writing(oldIdHash, () =>
        db.update(sessions).set(next).where(eq(sessions.idHash, oldIdHash)).returning(),
      );
      return row;
    },

    /** Merges `patch` into the session's data (top-level keys replaced) and answers the row, or nothing when it has gone. */
    async mergeData(
      idHash: string,
      patch: Record<string, unknown>,
      executor: Db = db,
    ): Promise<SessionRow | undefined> {
      const [row] = await kept.writing(idHash, () =>
        executor
          .update(sessions)
          .set({ data: sql`${sessions.data} || ${JSON.stringify(patch)}::jsonb` })
          .where(eq(sessions.idHash, idHash))
          .returning(),
      );
      return row;
    },

    async delete(idHash: string): Promise<void> {
      await kept.writing(idHash, () => db.delete(sessions).where(eq(sessions.idHash, idHash)));
    },

    /** Every session of the user but `keepIdHash`'s, through the caller's transaction. */
    async deleteUserSessionsExcept(
      userId: number,
      keepIdHash: string | null,
      executor: Db = db,
    ): Promise<void> {
      const others = keepIdHash === null ? undefined : ne(sessions.idHash, keepIdHash);
      await kept.writing(null, () =>
        executor.delete(sessions).where(and(eq(sessions.userId, userId), others)),
      );
    },

    async deleteExpired(now: Date): Promise<void> {
      await kept.writing(null, () => db.delete(sessions).where(lte(sessions.expiresAt, now)));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
