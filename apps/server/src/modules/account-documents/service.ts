/**
 * Account documents (issue 11; spec/1 §4 online-invoice activation, §7 logdocumentclick;
 * decision 118): asking that a trade account's invoices be sent online, a trade account's
 * statement, and the log of documents opened. Only the user's own trade accounts are answered;
 * another's is one that does not exist.
 */
import type {
  AccountDocumentType,
  AccountStatement,
  OnlineInvoiceRequest,
  OnlineInvoiceRequestSent,
  TradeAccount,
} from "@merchant/contract";
import {
  NO_ACCOUNTS_CONTACT_MESSAGE,
  ONLINE_INVOICES_REQUEST_SENT,
} from "@merchant/domain/account-documents";
import type { Database } from "../../db/client.ts";
import { conflict, notFound } from "../../lib/domain-errors.ts";
import { inTransaction } from "../../lib/in-transaction.ts";
import type { AccountHolder } from "../accounts/index.ts";
import { queueEmail } from "../mail/index.ts";
import { onlineInvoicesEmail } from "./online-invoices-email.ts";
import type { AccountDocumentsStore, OnlineInvoiceRequestRow } from "./store.ts";

const NO_SUCH_ACCOUNT = "No such trade account";

const shown = (row: OnlineInvoiceRequestRow): OnlineInvoiceRequest => ({
  accountId: row.accountId,
  requestedAt: row.requestedAt.toISOString(),
});

export function createAccountDocumentsService(deps: {
  database: Database;
  store: AccountDocumentsStore;
  /** Every trade account the user holds (whatever its ERP), the session's active one marked. */
  heldAccounts: (holder: AccountHolder) => Promise<TradeAccount[]>;
}) {
  const { database, store, heldAccounts } = deps;

  async function held(holder: AccountHolder, accountId: number): Promise<TradeAccount> {
    const account = (await heldAccounts(holder)).find((candidate) => candidate.id === accountId);
    if (!account) throw notFound(NO_SUCH_ACCOUNT);
    return account;
  }

  return {
    /** The user's trade accounts that have asked for online invoices, with when. */
    async onlineInvoiceRequests(holder: AccountHolder): Promise<OnlineInvoiceRequest[]> {
      return (await store.requestsHeldBy(holder.id)).map(shown);
    },

    /**
     * spec/1 §4: asks that the account's invoices be sent online. The first request is recorded
     * and the accounts contact of a branch where the account has terms (the session's branch
     * when it is one, else the first) is emailed, in one transaction; asking again answers the
     * first request and sends nothing more.
     */
    async requestOnlineInvoices(
      holder: AccountHolder,
      accountId: number,
      sessionBranchId: number | null,
    ): Promise<OnlineInvoiceRequestSent> {
      const account = await held(holder, accountId);
      const sent = (row: OnlineInvoiceRequestRow) => ({
        message: ONLINE_INVOICES_REQUEST_SENT,
        request: shown(row),
      });
      const before = await store.requestOf(accountId);
      if (before) return sent(before);
      const contacts = await store.contactsOf(accountId);
      const contact = contacts.find((candidate) => candidate.branchId === sessionBranchId) ?? contacts[0];
      if (!contact) throw conflict(NO_ACCOUNTS_CONTACT_MESSAGE);
      const row = await inTransaction(database, async (tx) => {
        const recorded = await store.recordRequest(accountId, holder.id, tx);
        // Another request got in first, between the read above and this insert: it has emailed.
        if (!recorded) return store.requestOf(accountId, tx);
        await queueEmail(tx, onlineInvoicesEmail(holder, account, contact, recorded.requestedAt));
        return recorded;
      });
      if (!row) throw new Error(`The online invoices request of account ${accountId} vanished`);
      return sent(row);
    },

    /** The account's statement: its figures as they are now. */
    async statement(holder: AccountHolder, accountId: number, now: Date): Promise<AccountStatement> {
      return { account: await held(holder, accountId), asOf: now.toISOString() };
    },

    /**
     * spec/1 §7 logdocumentclick: the user opened a document of `type`, of the account named or,
     * when none is, of the session's active account (none for a user without trade accounts).
     */
    async logDocumentClick(
      holder: AccountHolder,
      type: AccountDocumentType,
      accountId?: number,
    ): Promise<void> {
      const account =
        accountId === undefined
          ? ((await heldAccounts(holder)).find((candidate) => candidate.active) ?? null)
          : await held(holder, accountId);
      await store.recordClick({ userId: holder.id, accountId: account?.id ?? null, type });
    },
  };
}

export type AccountDocumentsService = ReturnType<typeof createAccountDocumentsService>;
