/**
 * spec/2 §6 'loginNoBranch': a just-logged-in user with no branch is asked to pick a home branch;
 * spec/2 §7 `/delivery/getcollectionstores` and `/ajax/misc` Type Multi with `registration-form`:
 * a branch is chosen inside the registration form. The user keeps a home branch, which becomes the
 * session's branch at login when the session has none (docs/decisions/121).
 */

/** The store selector's heading when it asks a just-logged-in user for a home branch. */
export const HOME_BRANCH_QUESTION_TITLE = "Choose your home branch";
/** The registration form's optional step. */
export const REGISTRATION_BRANCH_LEGEND = "Your nearest branch";
/** A branch id posted with the registration form that names no branch taking orders online. */
export const REGISTRATION_BRANCH_INVALID_MESSAGE = "Please choose one of the branches listed.";

/**
 * What a sign-in does about the session's branch, as a pure decision: given what is known so far,
 * the next step. The caller runs a `try-branch` step (does the branch still take orders online, can
 * the user's trade accounts be used there without a question) and asks again with `usable`.
 */
export type SignInBranchFacts = {
  /** The session already has a collection branch or a delivery postcode (chosen before logging in). */
  readonly sessionHasLocation: boolean;
  /** The user's home branch, if they have one. */
  readonly homeBranchId: number | null;
  /** The branch chosen in the registration form, if one was: it wins over the session's. */
  readonly chosenBranchId?: number | null;
  /** Whether the branch tried can become the session's branch with no question asked; unknown until tried. */
  readonly usable?: boolean;
  /** A sign-in that asks (a login); opening an account offered the choice in its own form. */
  readonly asks: boolean;
};

export type SignInBranchStep =
  | { readonly step: "keep-session" }
  | { readonly step: "try-branch"; readonly branchId: number }
  | { readonly step: "use-branch"; readonly branchId: number }
  | { readonly step: "ask-for-home-branch" }
  | { readonly step: "nothing" };

export function signInBranchStep(facts: SignInBranchFacts): SignInBranchStep {
  const chosen = facts.chosenBranchId ?? null;
  // The shopper's own choice before logging in wins over the stored one, not over the form's.
  const candidate = chosen ?? (facts.sessionHasLocation ? null : facts.homeBranchId);
  if (candidate !== null) {
    if (facts.usable === undefined) return { step: "try-branch", branchId: candidate };
    if (facts.usable) return { step: "use-branch", branchId: candidate };
  }
  if (facts.sessionHasLocation) return { step: "keep-session" };
  // No branch and none usable: loginNoBranch.
  return facts.asks ? { step: "ask-for-home-branch" } : { step: "nothing" };
}

/**
 * Whether the page asks for a home branch now: the session was flagged at sign-in, the user is
 * still signed in, and nothing has been chosen since (a branch or a postcode ends the question).
 */
export function asksForHomeBranch(facts: {
  readonly flagged: boolean;
  readonly signedIn: boolean;
  readonly sessionHasLocation: boolean;
}): boolean {
  return facts.flagged && facts.signedIn && !facts.sessionHasLocation;
}
