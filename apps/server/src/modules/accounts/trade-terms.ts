/**
 * Issue 11: prices follow the active trade account's terms at the branch in force. An account
 * with terms recorded at the branch (trade_account_branches) buys at its discount off the branch's
 * price list; a consumer, a visitor, or an account without terms there pays the branch's cash price.
 */
import type { FastifyRequest } from "fastify";
import type { BranchTerms } from "../fulfilment/index.ts";
import { accountsFor } from "./index.ts";
import { signedInHolder } from "./holder.ts";

/** The account whose terms price the shopper's goods, and its discount. */
export type AccountTerms = { accNumber: string; discountPercent: number };

/**
 * The active account's terms at `branchId`, or null for cash prices. `accountId` prices on an
 * account about to become active (a branch change that activates one), instead of the session's.
 */
export async function accountTermsAt(
  request: FastifyRequest,
  branchId: number,
  accountId: number | null = null,
): Promise<AccountTerms | null> {
  const holder = await signedInHolder(request);
  if (!holder) return null;
  return accountsFor(request.server).termsAt(
    accountId === null ? holder : { ...holder, activeId: accountId },
    branchId,
  );
}

/** `terms` with the shopper's trade discount applied where their active account has terms. */
export async function onAccountTerms(
  request: FastifyRequest,
  terms: BranchTerms,
  accountId: number | null = null,
): Promise<BranchTerms> {
  if (terms.branch === null) return terms;
  const account = await accountTermsAt(request, terms.branch.id, accountId);
  return account === null ? terms : { ...terms, discountPercent: account.discountPercent };
}
