/**
 * Trade accounts (issue 11; spec/1 §4 account switch; spec/2 §3): a user's accounts with their
 * credit, which one is active, and switching to another by the domain's decision. An account the
 * user does not hold is answered as one that does not exist.
 */
import type { AccountSwitch, BranchCompatibility, BranchSummary, TradeAccount } from "@merchant/contract";
import {
  accountsByErp,
  accountSwitchStep,
  branchChangeStep,
  creditRemaining,
  ERP_FRIENDLY_NAMES,
  NO_BRANCH_FOR_TERMS_MESSAGE,
  REQUEST_TERMS_SENT_MESSAGE,
  sameErp,
  ACCOUNTS_ERP_FILTER,
  type AccountsErpFilter,
  type AccountSwitchFacts,
  type BranchChangeFacts,
} from "@merchant/domain/accounts";
import { fillMessage } from "@merchant/domain/shared";
import type { ErpCode } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/domain-errors.ts";
import type { OutgoingEmail } from "../mail/index.ts";
import type { AccountRow, AccountStore } from "./store.ts";

/** Who asks: the signed-in user, the ERP of the site they are on and the account their session holds active. */
export type AccountHolder = {
  id: number;
  name: string;
  email: string;
  siteErp: ErpCode;
  activeId: number | null;
};

/** The branch in force, when the shopper has one. */
export type TermsBranch = Pick<BranchSummary, "id" | "name" | "erp" | "brand" | "phone" | "email">;

const NO_SUCH_ACCOUNT = "No such trade account";

/**
 * The account a session uses: the one it chose while the user still holds it; otherwise the
 * first native to the site (its ERP is the site's), otherwise the first.
 */
export function activeAccountOf<T extends AccountRow>(accounts: readonly T[], holder: AccountHolder): T | null {
  const chosen = accounts.find((account) => account.id === holder.activeId);
  return chosen ?? accounts.find((account) => sameErp(account.erp, holder.siteErp)) ?? accounts[0] ?? null;
}

function present(account: AccountRow, holder: AccountHolder, active: AccountRow | null): TradeAccount {
  const remaining = creditRemaining(account.creditLimitPence, account.balancePence);
  if (!remaining.ok) throw new Error(`Account ${account.accNumber}: ${remaining.message}`);
  return {
    id: account.id,
    accNumber: account.accNumber,
    name: account.name,
    erp: account.erp,
    erpFriendly: ERP_FRIENDLY_NAMES[account.erp],
    brand: account.brandCode,
    creditLimit: account.creditLimitPence,
    balance: account.balancePence,
    creditRemaining: remaining.value,
    isNative: sameErp(account.erp, holder.siteErp),
    active: account.id === active?.id,
  };
}

const contactOf = (branch: TermsBranch) => ({
  id: branch.id,
  brand: branch.brand.name,
  name: branch.name,
  phone: branch.phone,
  email: branch.email,
});

function termsRequestEmail(holder: AccountHolder, account: AccountRow, branch: TermsBranch): OutgoingEmail {
  return {
    kind: "trade-terms-request",
    to: branch.email,
    replyTo: holder.email,
    subject: `Trade terms request: account ${account.accNumber} at ${branch.name}`,
    text: [
      `A customer asks for trade terms at ${branch.brand.name} ${branch.name} for an account held in ${ERP_FRIENDLY_NAMES[account.erp]}.`,
      "",
      `Customer: ${holder.name} (${holder.email})`,
      `Account: ${account.accNumber}, ${account.name}`,
      "",
      "Please contact the customer to set the terms up.",
    ].join("\n"),
  };
}

export function createAccountService(
  store: AccountStore,
  sendEmail: (email: OutgoingEmail) => Promise<void>,
) {
  async function held(holder: AccountHolder, accountId: number) {
    const accounts = await store.heldBy(holder.id);
    const account = accounts.find((candidate) => candidate.id === accountId);
    if (!account) throw notFound(NO_SUCH_ACCOUNT);
    return { accounts, account };
  }

  return {
    /** The active account's number and discount when it has trade terms at the branch; else null (cash prices). */
    async termsAt(holder: AccountHolder, branchId: number) {
      const active = activeAccountOf(await store.heldWithTermsAt(holder.id, branchId), holder);
      return active?.hasTerms ? { accNumber: active.accNumber, discountPercent: active.discountPercent } : null;
    },

    /**
     * The user's accounts the ERP filter keeps (spec/1 §7 GetAccounts; the branch's ERP for
     * filter 2), all of them unless asked, the active one marked; an empty list for a consumer.
     */
    async list(
      holder: AccountHolder,
      filter: AccountsErpFilter = ACCOUNTS_ERP_FILTER.all,
      branch: () => Promise<TermsBranch | null> = async () => null,
    ): Promise<TradeAccount[]> {
      const accounts = await store.heldBy(holder.id);
      const active = activeAccountOf(accounts, holder);
      const branchErp = filter === ACCOUNTS_ERP_FILTER.branchNative ? ((await branch())?.erp ?? null) : null;
      return accountsByErp(accounts, filter, { siteErp: holder.siteErp, branchErp }).map((account) =>
        present(account, holder, active),
      );
    },

    /** spec/1 §7 getCurrentAccount: the session's active account; null for a consumer. */
    async current(holder: AccountHolder): Promise<TradeAccount | null> {
      const accounts = await store.heldBy(holder.id);
      const active = activeAccountOf(accounts, holder);
      return active && present(active, holder, active);
    },

    /**
     * spec/1 §4 Account switch, decided step by step by the domain with what the step asks for.
     * `activate`: the account to keep as the session's active one, when the switch happens.
     */
    async switchTo(
      holder: AccountHolder,
      accountId: number,
      branch: TermsBranch | null,
    ): Promise<{ reply: AccountSwitch; activate: number | null }> {
      const { accounts, account } = await held(holder, accountId);
      const switched = () => ({
        reply: { outcome: "switched" as const, account: present(account, holder, account) },
        activate: account.id,
      });
      let facts: AccountSwitchFacts<AccountRow> = { account, sessionLive: true };
      for (;;) {
        const step = accountSwitchStep(facts);
        switch (step.step) {
          case "request-switch":
            // The switch is refused (not "ok") only where the branch in force runs another ERP.
            facts = {
              ...facts,
              switchStatus: !branch || sameErp(account.erp, branch.erp) ? "ok" : "refused",
            };
            break;
          case "fetch-branch":
            facts = {
              ...facts,
              branch: { erp: branch!.erp, brand: branch!.brand.name, locationName: branch!.name },
            };
            break;
          case "fetch-branch-accounts": {
            const withTerms = await store.withTermsAt(holder.id, branch!.id);
            facts = { ...facts, branchAccounts: accounts.filter((candidate) => withTerms.has(candidate.id)) };
            break;
          }
          case "trade-terms-enquiry":
            return {
              reply: { outcome: "trade-terms-enquiry", title: step.title, message: step.message },
              activate: null,
            };
          case "request-dialog":
            return {
              reply: {
                outcome: "request-terms",
                account: present(account, holder, activeAccountOf(accounts, holder)),
                branch: contactOf(branch!),
              },
              activate: null,
            };
          // "reload" after an ok switch, "activate-and-reload", and "nothing" (same ERP) all leave
          // the chosen account active.
          default:
            return switched();
        }
      }
    },

    /**
     * spec/2 §4 ERP and trade-account compatibility of a branch about to be chosen, decided step by
     * step by the domain: fine for a user without trade accounts or without a branch to weigh.
     * `branch` is read only when the user holds an account.
     */
    async compatibility(
      holder: AccountHolder,
      branch: () => Promise<TermsBranch | null>,
    ): Promise<BranchCompatibility> {
      const accounts = await store.heldBy(holder.id);
      const active = activeAccountOf(accounts, holder);
      // A consumer (no trade account) is never asked: no branch to read, on every add.
      const target = active && (await branch());
      if (!target || !active) return { step: "fine" };
      const shown = (account: AccountRow) => present(account, holder, active);
      let facts: BranchChangeFacts<AccountRow> = {
        branchErp: target.erp,
        account: active,
        accountIsNative: sameErp(active.erp, holder.siteErp),
      };
      for (;;) {
        const step = branchChangeStep(facts);
        switch (step.step) {
          case "fetch-accounts":
            facts = {
              ...facts,
              fetchedAccounts: accountsByErp(accounts, step.erpFilter, {
                siteErp: holder.siteErp,
                branchErp: target.erp,
              }),
            };
            break;
          case "activate-then-set":
            return { step: "activate", account: shown(step.account) };
          case "choose-account":
            return { step: "choose", accounts: step.accounts.map(shown) };
          case "trade-application":
            return { step: "unsupported", message: step.message, branch: contactOf(target) };
          // "clear-pending" (same ERP) and "set-branch-and-reload" (an ax/opal pair): nothing to ask.
          default:
            return { step: "fine" };
        }
      }
    },

    /** Emails the branch in force asking it to open terms for one of the user's accounts. */
    async requestTerms(
      holder: AccountHolder,
      accountId: number,
      branch: TermsBranch | null,
    ): Promise<string> {
      const { account } = await held(holder, accountId);
      if (!branch) throw conflict(NO_BRANCH_FOR_TERMS_MESSAGE);
      await sendEmail(termsRequestEmail(holder, account, branch));
      return fillMessage(REQUEST_TERMS_SENT_MESSAGE, {
        brand: branch.brand.name,
        location: branch.name,
        accNumber: account.accNumber,
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
