/**
 * Links to set a new password. A link's token is 32 random bytes; only its SHA-256 is stored, so
 * the table opens no account. Claiming marks the row used in the caller's transaction: of two
 * requests with one link, one gets the user and the other nothing.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { passwordResets } from "../../db/schema.ts";
import type { Executor } from "../../lib/in-transaction.ts";

const TOKEN_BYTES = 32;
/** Used and expired links are kept this long after they expire, then swept when a new one is made. */
const KEEP_EXPIRED_MS = 24 * 60 * 60_000;

const digest = (token: string) => createHash("sha256").update(token).digest("base64url");

export function createResetStore(db: Db) {
  return {
    /** A new link's token for the user, valid until `expiresAt`, written through `executor`. */
    async issue(userId: number, expiresAt: Date, executor: Executor = db): Promise<string> {
      const token = randomBytes(TOKEN_BYTES).toString("base64url");
      await executor
        .delete(passwordResets)
        .where(lt(passwordResets.expiresAt, new Date(Date.now() - KEEP_EXPIRED_MS)));
      await executor.insert(passwordResets).values({ userId, tokenHash: digest(token), expiresAt });
      return token;
    },

    /** The user a live, unused link is for, marking it used; undefined for any other token. */
    async claim(token: string, now: Date, executor: Executor): Promise<number | undefined> {
      const [row] = await executor
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, digest(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row?.userId;
    },

    /** Any other links the user still holds stop working once the password has changed. */
    async retireAll(userId: number, now: Date, executor: Executor): Promise<void> {
      await executor
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },
  };
}

export type ResetStore = ReturnType<typeof createResetStore>;
