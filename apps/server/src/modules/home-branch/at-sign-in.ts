/**
 * The session's branch at sign-in (spec/2 §6 'loginNoBranch'; docs/decisions/121): the user's home
 * branch when the session has none, through the fulfilment service and the trade-account rules a
 * branch change meets; otherwise, at a login, the flag that makes the page ask for one.
 */
import { signInBranchStep, type SignInBranchFacts } from "@merchant/domain/accounts";
import type { FastifyRequest } from "fastify";
import { DomainError } from "../../lib/domain-errors.ts";
import { ACTIVE_ACCOUNT_KEY, compatibilityOf } from "../accounts/index.ts";
import {
  fulfilmentFor,
  fulfilmentPatch,
  shopperFulfilment,
  type FulfilmentData,
} from "../fulfilment/index.ts";
import { homeBranchesFor } from "./index.ts";
import { hasLocation, LOGIN_NO_BRANCH_KEY } from "./question.ts";

export type SignInBranch = {
  /** A login asks for a home branch when it finds none; opening an account does not. */
  asks: boolean;
  /** The branch chosen in the registration form (already checked to take orders online). */
  chosenBranchId?: number | undefined;
};

/**
 * What choosing the branch keeps in the session, when it needs no question: the branch takes
 * orders online, and the user's trade accounts can be used there as they are or by the one
 * compatible account becoming active (spec/2 §4). null when the shopper would have to answer
 * something: the store selector asks it when they choose there.
 */
async function quietChange(
  request: FastifyRequest,
  now: FulfilmentData,
  branchId: number,
): Promise<Record<string, unknown> | null> {
  let next: FulfilmentData;
  try {
    next = await fulfilmentFor(request.server).service.chooseCollectionBranch(now, branchId, true);
  } catch (error) {
    // The branch has gone, or stopped taking orders online since it was chosen.
    if (error instanceof DomainError && (error.kind === "not_found" || error.kind === "conflict"))
      return null;
    throw error;
  }
  const compatibility = await compatibilityOf(request, next);
  if (compatibility.step === "fine") return fulfilmentPatch(next);
  if (compatibility.step === "activate") {
    return { ...fulfilmentPatch(next), [ACTIVE_ACCOUNT_KEY]: compatibility.account.id };
  }
  return null;
}

/** Call once the session is signed in as the user (renewed). */
export async function settleBranchAtSignIn(
  request: FastifyRequest,
  userId: number,
  { asks, chosenBranchId }: SignInBranch,
): Promise<void> {
  const now = await shopperFulfilment(request);
  let facts: SignInBranchFacts = {
    sessionHasLocation: hasLocation(now),
    homeBranchId: await homeBranchesFor(request.server).homeBranchOf(userId),
    chosenBranchId: chosenBranchId ?? null,
    asks,
  };
  let patch: Record<string, unknown> | null = null;
  for (;;) {
    const step = signInBranchStep(facts);
    switch (step.step) {
      case "try-branch":
        patch = await quietChange(request, now, step.branchId);
        facts = { ...facts, usable: patch !== null };
        break;
      case "use-branch":
        await request.session.keep({ ...patch, [LOGIN_NO_BRANCH_KEY]: false });
        return;
      case "ask-for-home-branch":
        await request.session.keep({ [LOGIN_NO_BRANCH_KEY]: true });
        return;
      default: {
        // Signed in on a session that was asking (another user's login on it): it asks no more.
        const session = await request.session.load();
        if (session?.data[LOGIN_NO_BRANCH_KEY] === true)
          await request.session.keep({ [LOGIN_NO_BRANCH_KEY]: false });
        return;
      }
    }
  }
}
