import { fillMessage } from "../shared/result.ts";
import { ACCOUNTS_ERP_FILTER, sameErp, type TradeAccountRef } from "./erp.ts";
import { TRADE_TERMS_ENQUIRY_MESSAGE, TRADE_TERMS_ENQUIRY_TITLE } from "./messages.ts";

/**
 * spec/1 §4 Account switch, as a pure decision: given what has been fetched so far, the next
 * step. The caller runs the step, adds what it learned to the facts, and asks again.
 */
export type AccountSwitchFacts<A extends TradeAccountRef = TradeAccountRef> = {
  /** The account picked in the selector. */
  readonly account: A;
  /** The session-live check; false also when the check itself failed. */
  readonly sessionLive: boolean;
  /** Reply status of the switch request, once made. */
  readonly switchStatus?: string;
  /** The session branch's details, once fetched. */
  readonly branch?: { readonly erp: string; readonly brand: string; readonly locationName: string };
  /** Every account for that branch (erpFilter 0), once fetched. */
  readonly branchAccounts?: readonly A[];
};

export type AccountSwitchStep<A extends TradeAccountRef = TradeAccountRef> =
  | { readonly step: "reload" }
  | { readonly step: "request-switch" }
  | { readonly step: "fetch-branch" }
  | { readonly step: "fetch-branch-accounts"; readonly erpFilter: typeof ACCOUNTS_ERP_FILTER.all }
  | { readonly step: "trade-terms-enquiry"; readonly title: string; readonly message: string }
  | { readonly step: "activate-and-reload"; readonly account: A }
  | { readonly step: "request-dialog"; readonly account: A }
  | { readonly step: "nothing" };

/**
 * Pairs (account ERP → branch ERP) where the ERPs cannot share trade terms automatically, so
 * the customer is asked to request them instead: opal at a counteract branch, counteract at
 * an opal or ax branch.
 */
const REQUEST_DIALOG_PAIRS: readonly (readonly [string, string])[] = [
  ["opal", "counteract"],
  ["counteract", "opal"],
  ["counteract", "ax"],
];

const needsRequestDialog = (accountErp: string, branchErp: string): boolean =>
  REQUEST_DIALOG_PAIRS.some(
    ([account, branch]) => sameErp(account, accountErp) && sameErp(branch, branchErp),
  );

export function accountSwitchStep<A extends TradeAccountRef>(
  facts: AccountSwitchFacts<A>,
): AccountSwitchStep<A> {
  const { account, branch, branchAccounts } = facts;
  if (!facts.sessionLive) return { step: "reload" };
  if (facts.switchStatus === undefined) return { step: "request-switch" };
  if (facts.switchStatus === "ok") return { step: "reload" };
  if (branch === undefined) return { step: "fetch-branch" };
  if (sameErp(account.erp, branch.erp)) return { step: "nothing" };
  if (branchAccounts === undefined)
    return { step: "fetch-branch-accounts", erpFilter: ACCOUNTS_ERP_FILTER.all };

  // The branch's accounts filtered to the chosen one; the account number identifies it, so a
  // second row with the same number is the same account and the first row stands for both.
  const match = branchAccounts.find((candidate) => candidate.accNumber === account.accNumber);
  if (match === undefined) {
    return {
      step: "trade-terms-enquiry",
      title: TRADE_TERMS_ENQUIRY_TITLE,
      message: fillMessage(TRADE_TERMS_ENQUIRY_MESSAGE, {
        brand: branch.brand,
        location: branch.locationName,
      }),
    };
  }
  return needsRequestDialog(account.erp, branch.erp)
    ? { step: "request-dialog", account: match }
    : { step: "activate-and-reload", account: match };
}
