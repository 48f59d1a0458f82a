/**
 * Rows of the account documents: requests for online invoices (one per trade account, the first
 * kept), the branches whose accounts team a request goes to, and the log of documents opened.
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  branches,
  brands,
  documentClicks,
  onlineInvoiceRequests,
  tradeAccountBranches,
  tradeAccountUsers,
} from "../../db/schema.ts";
import type { Executor } from "../../lib/in-transaction.ts";

export type OnlineInvoiceRequestRow = { accountId: number; requestedAt: Date };

/** A branch where an account has trade terms, with whom to write to about its invoices. */
export type AccountsContact = {
  branchId: number;
  branchName: string;
  brandName: string;
  /** The branch's credit control address when it has one, else its own. */
  email: string;
};

export function createAccountDocumentsStore(db: Db) {
  return {
    /** The requests already made for the user's trade accounts. */
    async requestsHeldBy(userId: number): Promise<OnlineInvoiceRequestRow[]> {
      return db
        .select({
          accountId: onlineInvoiceRequests.accountId,
          requestedAt: onlineInvoiceRequests.requestedAt,
        })
        .from(onlineInvoiceRequests)
        .innerJoin(tradeAccountUsers, eq(tradeAccountUsers.accountId, onlineInvoiceRequests.accountId))
        .where(eq(tradeAccountUsers.userId, userId))
        .orderBy(asc(onlineInvoiceRequests.accountId));
    },

    /** The account's request, when one was made. */
    async requestOf(accountId: number, executor: Executor = db): Promise<OnlineInvoiceRequestRow | null> {
      const [row] = await executor
        .select({
          accountId: onlineInvoiceRequests.accountId,
          requestedAt: onlineInvoiceRequests.requestedAt,
        })
        .from(onlineInvoiceRequests)
        .where(eq(onlineInvoiceRequests.accountId, accountId));
      return row ?? null;
    },

    /**
     * Records the account's request unless one is there already: one conditional insert, so two
     * at once make one row. Answers the new row, or null when the account had asked before.
     */
    async recordRequest(
      accountId: number,
      userId: number,
      executor: Executor = db,
    ): Promise<OnlineInvoiceRequestRow | null> {
      const [row] = await executor
        .insert(onlineInvoiceRequests)
        .values({ accountId, requestedBy: userId })
        .onConflictDoNothing({ target: onlineInvoiceRequests.accountId })
        .returning({
          accountId: onlineInvoiceRequests.accountId,
          requestedAt: onlineInvoiceRequests.requestedAt,
        });
      return row ?? null;
    },

    /** The branches where the account has trade terms, by id. */
    async contactsOf(accountId: number): Promise<AccountsContact[]> {
      const rows = await db
        .select({
          branchId: branches.id,
          branchName: branches.name,
          brandName: brands.name,
          email: branches.email,
          creditControlEmail: branches.creditControlEmail,
        })
        .from(tradeAccountBranches)
        .innerJoin(branches, eq(branches.id, tradeAccountBranches.branchId))
        .innerJoin(brands, eq(brands.code, branches.brandCode))
        .where(eq(tradeAccountBranches.accountId, accountId))
        .orderBy(asc(branches.id));
      return rows.map(({ creditControlEmail, email, ...row }) => ({
        ...row,
        email: creditControlEmail ?? email,
      }));
    },

    async recordClick(click: { userId: number; accountId: number | null; type: string }): Promise<void> {
      await db.insert(documentClicks).values(click);
    },
  };
}

export type AccountDocumentsStore = ReturnType<typeof createAccountDocumentsStore>;
