import { ACCOUNTS_ERP_FILTER, sameErp, type AccountsErpFilter, type TradeAccountRef } from "./erp.ts";
import { BRANCH_DOES_NOT_SUPPORT_ACCOUNT_MESSAGE } from "./messages.ts";

/**
 * spec/2 §4 ERP and trade-account compatibility, decided before a branch or postcode change
 * is set for a logged-in customer. As with the account switch, the caller runs each step and
 * asks again with what it learned.
 */
export type BranchChangeFacts<A extends TradeAccountRef = TradeAccountRef> = {
  readonly branchErp: string;
  /** The session's active (focus) account. */
  readonly account: A;
  /** Whether the active account is native to the site (POST /account/isnative). */
  readonly accountIsNative: boolean;
  /** Accounts fetched with the filter the fetch step asked for. */
  readonly fetchedAccounts?: readonly A[];
};

export type BranchChangeStep<A extends TradeAccountRef = TradeAccountRef> =
  /** Same ERP: nothing to reconcile; clear the pending flag and set the branch as usual. */
  | { readonly step: "clear-pending" }
  | { readonly step: "fetch-accounts"; readonly erpFilter: AccountsErpFilter }
  | { readonly step: "activate-then-set"; readonly account: A }
  /** Picking one activates it, sets the branch or postcode and reloads. */
  | { readonly step: "choose-account"; readonly accounts: readonly A[] }
  | { readonly step: "set-branch-and-reload" }
  /** No usable account: say so and offer the trade application / contact email to the branch. */
  | { readonly step: "trade-application"; readonly message: string };

const isCounteractToAx = (accountErp: string, branchErp: string): boolean =>
  sameErp(accountErp, "counteract") && sameErp(branchErp, "ax");

/**
 * ax and opal branches can serve each other's accounts without a local one, so the branch is
 * set directly. (The spec also lists ax with ax, which is the same ERP and stops earlier.)
 */
const isAxOpalPair = (a: string, b: string): boolean =>
  (sameErp(a, "ax") && sameErp(b, "opal")) || (sameErp(a, "opal") && sameErp(b, "ax"));

/**
 * The fetched accounts this branch can use. A branch-native fetch (erpFilter 2) is already the
 * server's answer; only the counteract-to-ax fetch of every account is narrowed here.
 */
function compatibleAccounts<A extends TradeAccountRef>(
  accountErp: string,
  branchErp: string,
  fetched: readonly A[],
): A[] {
  if (!isCounteractToAx(accountErp, branchErp)) return [...fetched];
  return fetched.filter((candidate) => sameErp(candidate.erp, "opal") || sameErp(candidate.erp, "ax"));
}

export function branchChangeStep<A extends TradeAccountRef>(
  facts: BranchChangeFacts<A>,
): BranchChangeStep<A> {
  const { account, branchErp, fetchedAccounts } = facts;
  if (sameErp(account.erp, branchErp)) return { step: "clear-pending" };
  if (fetchedAccounts === undefined) {
    // A counteract account moving to an ax branch needs every account, to keep its opal and ax ones.
    const erpFilter = isCounteractToAx(account.erp, branchErp)
      ? ACCOUNTS_ERP_FILTER.all
      : ACCOUNTS_ERP_FILTER.branchNative;
    return { step: "fetch-accounts", erpFilter };
  }
  const accounts = compatibleAccounts(account.erp, branchErp, fetchedAccounts);
  const [only] = accounts;
  if (only === undefined) {
    return isAxOpalPair(account.erp, branchErp)
      ? { step: "set-branch-and-reload" }
      : { step: "trade-application", message: BRANCH_DOES_NOT_SUPPORT_ACCOUNT_MESSAGE };
  }
  if (accounts.length > 1 || !facts.accountIsNative) return { step: "choose-account", accounts };
  return { step: "activate-then-set", account: only };
}
