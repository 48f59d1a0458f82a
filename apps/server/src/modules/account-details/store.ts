/** The account-details columns of a user's row (migration 0014): name, phone and company, with the email shown beside them. */
import type { AccountDetails } from "@merchant/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";

const columns = { name: users.name, email: users.email, phone: users.phone, company: users.company };

export function createAccountDetailsStore(db: Db) {
  return {
    async find(userId: number): Promise<AccountDetails | undefined> {
      const [row] = await db.select(columns).from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    /** The row as changed, or undefined when the user has gone. One statement: nothing half-written. */
    async update(
      userId: number,
      details: { name: string; phone: string | null; company: string | null },
    ): Promise<AccountDetails | undefined> {
      const [row] = await db.update(users).set(details).where(eq(users.id, userId)).returning(columns);
      return row;
    },
  };
}

export type AccountDetailsStore = ReturnType<typeof createAccountDetailsStore>;
