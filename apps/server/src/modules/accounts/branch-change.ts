/**
 * spec/2 §4 ERP and trade-account compatibility, where a branch or postcode change is made: what
 * the change does to the trade user's active account, refused (409) until the shopper has
 * answered the question the compatibility asks (GET /api/account/branch-compatibility).
 */
import { BRANCH_DOES_NOT_SUPPORT_ACCOUNT_MESSAGE, CHOOSE_ACCOUNT_MESSAGE } from "@merchant/domain/accounts";
import type { FastifyRequest } from "fastify";
import { conflict } from "../../lib/domain-errors.ts";
import { branchesFor } from "../branches/index.ts";
import { branchInForce, shopperFulfilment, type FulfilmentData } from "../fulfilment/index.ts";
import { accountHolder } from "./holder.ts";
import { accountsFor } from "./index.ts";

/** The shopper's answers: the account chosen in the selection dialog, or going on without one. */
export type AccountChoice = { accountId?: number | undefined; acceptUnsupported: boolean };

/** `activate`: the account to make active with the change; `emptyBasket`: no account can buy there. */
export type AccountChange = { activate: number | null; emptyBasket: boolean };

const NOTHING: AccountChange = { activate: null, emptyBasket: false };

/** The compatibility of the branch `next` puts in force, for the request's user (fine for a visitor). */
export async function compatibilityOf(request: FastifyRequest, next: FulfilmentData) {
  const session = await request.session.load();
  if (session?.userId == null) return { step: "fine" } as const;
  const id = branchInForce(next);
  return accountsFor(request.server).compatibility(await accountHolder(request), async () =>
    id === null ? null : branchesFor(request.server).branch(id),
  );
}

export async function accountChangeFor(
  request: FastifyRequest,
  next: FulfilmentData,
  choice: AccountChoice,
): Promise<AccountChange> {
  const compatibility = await compatibilityOf(request, next);
  switch (compatibility.step) {
    case "activate":
      return { activate: compatibility.account.id, emptyBasket: false };
    case "choose": {
      const chosen = compatibility.accounts.find((account) => account.id === choice.accountId);
      if (!chosen) throw conflict(CHOOSE_ACCOUNT_MESSAGE, { accountId: CHOOSE_ACCOUNT_MESSAGE });
      return { activate: chosen.id, emptyBasket: false };
    }
    case "unsupported":
      if (!choice.acceptUnsupported) throw conflict(BRANCH_DOES_NOT_SUPPORT_ACCOUNT_MESSAGE);
      return { activate: null, emptyBasket: true };
    default:
      return NOTHING;
  }
}

/**
 * spec/2 §4: at a branch that supports none of the trade user's accounts (the shopper went on
 * anyway), nothing can be bought until a suitable account is active: adds are refused.
 */
export async function refuseUnsupportedPurchase(request: FastifyRequest): Promise<void> {
  const compatibility = await compatibilityOf(request, await shopperFulfilment(request));
  if (compatibility.step === "unsupported") throw conflict(BRANCH_DOES_NOT_SUPPORT_ACCOUNT_MESSAGE);
}
