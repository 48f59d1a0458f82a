/**
 * spec/2 §4 "ERP and trade-account compatibility": before the collection branch or the delivery
 * postcode changes, and before the basket's differences are asked, the server says whether the
 * signed-in user's trade accounts can be used there. `fine` and `activate` go on as before (the
 * server activates the one compatible account with the change itself). `choose` asks which
 * account to use, and the change names it. `unsupported` says so; a shopper who goes on anyway
 * sends the change accepting it, without the basket's differences, as the basket is emptied.
 */
import type { BranchCompatibility } from "@merchant/contract";
import * as api from "./api.ts";
import {
  changeCheckedAgainstBasket,
  type AskAboutDifferences,
  type DifferencesQuery,
} from "./basket-differences.ts";

/** What the change says of trade accounts: nothing, the account chosen, or going on without one. */
export type AccountChoice = { accountId?: number; acceptUnsupported?: true };

/** The account-selection dialog, or the branch that supports none of the user's accounts. */
export type AccountQuestion = Extract<BranchCompatibility, { step: "choose" | "unsupported" }>;

/** Asks the shopper: the choice to send with the change, or null for Cancel (or closing the dialog). */
export type AskAboutAccount = (question: AccountQuestion) => Promise<AccountChoice | null>;

/** Sends the change with the shopper's answers: the basket's differences accepted, and the account choice. */
export type SendChange<T> = (confirmDifferences: boolean, account: AccountChoice) => Promise<T>;

/** Whom a change asks, in turn. */
export type ChangeQuestions = { account: AskAboutAccount; differences: AskAboutDifferences };

/** null when the shop could not say: the change is then sent as before, and the server decides. */
async function readCompatibility(query: DifferencesQuery): Promise<BranchCompatibility | null> {
  try {
    return (await api.branchCompatibility(query)) ?? null;
  } catch {
    return null;
  }
}

/** The account choice the change carries, or null when the shopper chose Cancel. */
export async function accountChoiceFor(
  query: DifferencesQuery,
  ask: AskAboutAccount,
): Promise<AccountChoice | null> {
  const compatibility = await readCompatibility(query);
  if (compatibility === null || compatibility.step === "fine" || compatibility.step === "activate") {
    return {};
  }
  return ask(compatibility);
}

/**
 * The change, sent once the trade accounts and then the basket's differences allow it: its answer,
 * or null when the shopper chose Cancel in either dialog (nothing was sent). A failure of the
 * change itself is thrown, as `send` throws it.
 */
export async function changeCheckedAgainstAccounts<T>(
  query: DifferencesQuery,
  send: SendChange<T>,
  ask: ChangeQuestions,
): Promise<T | null> {
  const account = await accountChoiceFor(query, ask.account);
  if (account === null) return null;
  // The basket is emptied at a branch none of the accounts can use: its differences do not matter.
  if (account.acceptUnsupported) return send(false, account);
  return changeCheckedAgainstBasket(query, (confirm) => send(confirm, account), ask.differences);
}

/** The quiet set (the first branch found, spec/2 §4) never asks: a trade user's choice waits for their own Select. */
export const declineAccountQuestion: AskAboutAccount = async () => null;

/**
 * The unsupported dialog's "Ask the branch": asks the branch to open trade terms for the user's
 * active account (the first, if none is marked). The reply's words; a failure is thrown.
 */
export async function askBranchForTerms(branchId: number): Promise<string> {
  const { accounts } = await api.tradeAccounts();
  const account = accounts.find((held) => held.active) ?? accounts[0];
  if (!account) throw new Error("No trade account to ask the branch about");
  return (await api.requestTradeTerms(account.id, branchId)).message;
}
