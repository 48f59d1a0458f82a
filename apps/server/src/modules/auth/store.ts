/** User rows. Emails are stored lower-case; callers pass them lower-cased. */
import { eq } from "drizzle-orm";
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
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
