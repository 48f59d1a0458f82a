/** Trade account rows: the accounts a user holds, and which of them have terms at a branch. */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { tradeAccountBranches, tradeAccounts, tradeAccountUsers } from "../../db/schema.ts";

export type AccountRow = typeof tradeAccounts.$inferSelect;

export function createAccountStore(db: Db) {
  return {
    /** The user's accounts, by account number. */
    async heldBy(userId: number): Promise<AccountRow[]> {
      return db
        .select({ account: tradeAccounts })
        .from(tradeAccountUsers)
        .innerJoin(tradeAccounts, eq(tradeAccounts.id, tradeAccountUsers.accountId))
        .where(eq(tradeAccountUsers.userId, userId))
        .orderBy(asc(tradeAccounts.accNumber))
        .then((rows) => rows.map((row) => row.account));
    },

    /** The user's accounts, each with whether it has trade terms at the branch. */
    async heldWithTermsAt(userId: number, branchId: number): Promise<(AccountRow & { hasTerms: boolean })[]> {
      const rows = await db
        .select({ account: tradeAccounts, termsAt: tradeAccountBranches.branchId })
        .from(tradeAccountUsers)
        .innerJoin(tradeAccounts, eq(tradeAccounts.id, tradeAccountUsers.accountId))
        .leftJoin(
          tradeAccountBranches,
          and(eq(tradeAccountBranches.accountId, tradeAccounts.id), eq(tradeAccountBranches.branchId, branchId)),
        )
        .where(eq(tradeAccountUsers.userId, userId))
        .orderBy(asc(tradeAccounts.accNumber));
      return rows.map((row) => ({ ...row.account, hasTerms: row.termsAt !== null }));
    },

    /** The ids of the user's accounts with trade terms at the branch. */
    async withTermsAt(userId: number, branchId: number): Promise<Set<number>> {
      const rows = await db
        .select({ id: tradeAccountBranches.accountId })
        .from(tradeAccountBranches)
        .innerJoin(tradeAccountUsers, eq(tradeAccountUsers.accountId, tradeAccountBranches.accountId))
        .where(and(eq(tradeAccountUsers.userId, userId), eq(tradeAccountBranches.branchId, branchId)));
      return new Set(rows.map((row) => row.id));
    },
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
