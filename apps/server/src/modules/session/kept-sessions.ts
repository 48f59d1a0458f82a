/**
 * Live sessions kept in memory between requests, so that a shopper's every request does not read
 * their session row again (decision 188). Only for a database no other process writes: PGlite,
 * whose data folder one server holds at a time. On PostgreSQL several processes share the table,
 * and each reads it afresh.
 *
 * Every write to the table goes through the session store, which tells this keeper before the
 * write and again once it is done. A read that was under way meanwhile is not kept: it may hold
 * the row as it was. PGlite runs one statement at a time on its one connection, and a transaction
 * holds that connection until it ends, so a read that starts after a write has been told waits
 * for the write (and its transaction) to finish.
 */
import { LRUCache } from "lru-cache";
import type { SessionRow } from "./store.ts";

/** Sessions kept at most: the shoppers of the last minutes, a few hundred bytes each. */
const KEPT_SESSIONS = 20_000;

export type KeptSessions = {
  /** The live session with this id hash at `now`: kept, or read by `read` (and kept unless a write came meanwhile). */
  live(
    idHash: string,
    now: Date,
    read: () => Promise<SessionRow | undefined>,
  ): Promise<SessionRow | undefined>;
  /** Runs a write to one session (`idHash`) or to any (`null`): nothing read before it ends is kept. */
  writing<T>(idHash: string | null, write: () => Promise<T>): Promise<T>;
  /** Reads every session afresh: after a change made to the table by SQL outside the store (a test's). */
  forget(): void;
};

/** A kept row is shared by the requests of its session: frozen, data and all, so none can change it for the others. */
function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  for (const inner of Object.values(value)) deepFreeze(inner);
  Object.freeze(value);
}

export function createKeptSessions(most: number = KEPT_SESSIONS): KeptSessions {
  const rows = new LRUCache<string, SessionRow>({ max: most });
  /** Moves on at every write: a read that saw it move keeps nothing. */
  let writes = 0;

  const forget = (idHash: string | null) => {
    writes += 1;
    if (idHash === null) rows.clear();
    else rows.delete(idHash);
  };

  return {
    async live(idHash, now, read) {
      const kept = rows.get(idHash);
      if (kept && kept.expiresAt.getTime() > now.getTime()) return kept;
      const writesBefore = writes;
      const row = await read();
      if (!row) rows.delete(idHash);
      else if (writes === writesBefore) {
        deepFreeze(row);
        rows.set(idHash, row);
      }
      return row;
    },

    async writing(idHash, write) {
      forget(idHash);
      try {
        return await write();
      } finally {
        forget(idHash);
      }
    },

    forget: () => forget(null),
  };
}

/** For PostgreSQL: every read goes to the database. */
export const noKeptSessions: KeptSessions = {
  live: (_idHash, _now, read) => read(),
  writing: (_idHash, write) => write(),
  forget: () => {},
};
