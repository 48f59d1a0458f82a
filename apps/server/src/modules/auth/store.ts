/** User rows. Emails are stored lower-case; callers pass them lower-cased. */
import { eq } from "drizzle-orm";
import type { Executor } from "../../lib/in-transaction.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";

export type UserRow = typeof users.$inferSelect;

export function createAuthStore(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** The new user, or undefined when an account already uses the email (the unique index decides, race or not). */
    async insert(user: {
      email: string;
      name: string;
      passwordHash: string;
      homeBranchId?: number | null;
    }): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values(user)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },

    async setPasswordHash(userId: number, passwordHash: string, executor: Executor = db): Promise<void> {
      await executor.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
