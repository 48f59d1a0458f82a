/** The user's home branch: one column of the users table (`users.home_branch_id`, migration 0014). */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import type { Executor } from "../../lib/in-transaction.ts";

export function createHomeBranchStore(db: Db) {
  return {
    /** The user's home branch id; null without one (or when the user has gone). */
    async homeBranchOf(userId: number): Promise<number | null> {
      const [row] = await db
        .select({ homeBranchId: users.homeBranchId })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.homeBranchId ?? null;
    },

    /** Whether a user of the (lower-case) email was there to forget their home branch. */
    async forgetByEmail(email: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ homeBranchId: null })
        .where(eq(users.email, email))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async setHomeBranch(userId: number, branchId: number, executor: Executor = db): Promise<void> {
      await executor.update(users).set({ homeBranchId: branchId }).where(eq(users.id, userId));
    },
  };
}

export type HomeBranchStore = ReturnType<typeof createHomeBranchStore>;
