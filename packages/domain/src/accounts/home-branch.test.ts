import { describe, expect, it } from "vitest";
import {
  asksForHomeBranch,
  HOME_BRANCH_QUESTION_TITLE,
  signInBranchStep,
  type SignInBranchFacts,
} from "./home-branch.ts";

const login = (more: Partial<SignInBranchFacts> = {}): SignInBranchFacts => ({
  sessionHasLocation: false,
  homeBranchId: null,
  asks: true,
  ...more,
});

describe("spec/2 §6 loginNoBranch — the session's branch at login", () => {
  it("keeps a branch or postcode the shopper chose before logging in, home branch or not", () => {
    expect(signInBranchStep(login({ sessionHasLocation: true }))).toEqual({ step: "keep-session" });
    expect(signInBranchStep(login({ sessionHasLocation: true, homeBranchId: 7 }))).toEqual({
      step: "keep-session",
    });
  });

  it("tries the home branch when the session has none, then uses it when it can be used without a question", () => {
    expect(signInBranchStep(login({ homeBranchId: 7 }))).toEqual({ step: "try-branch", branchId: 7 });
    expect(signInBranchStep(login({ homeBranchId: 7, usable: true }))).toEqual({
      step: "use-branch",
      branchId: 7,
    });
  });

  it("asks for a home branch when there is neither a branch in the session nor a home branch", () => {
    expect(signInBranchStep(login())).toEqual({ step: "ask-for-home-branch" });
  });

  it("asks too when the home branch cannot be used without a question (it stopped selling, a trade account question)", () => {
    expect(signInBranchStep(login({ homeBranchId: 7, usable: false }))).toEqual({
      step: "ask-for-home-branch",
    });
  });
});

describe("spec/2 §7 registration-form — a branch chosen in the registration form", () => {
  it("becomes the session's branch, even over one chosen before", () => {
    const chosen = { chosenBranchId: 9, asks: false };
    expect(signInBranchStep(login({ ...chosen, sessionHasLocation: true }))).toEqual({
      step: "try-branch",
      branchId: 9,
    });
    expect(signInBranchStep(login({ ...chosen, sessionHasLocation: true, usable: true }))).toEqual({
      step: "use-branch",
      branchId: 9,
    });
  });

  it("leaves the session's own choice, or nothing, when it cannot be used without a question", () => {
    const chosen = { chosenBranchId: 9, asks: false, usable: false };
    expect(signInBranchStep(login({ ...chosen, sessionHasLocation: true }))).toEqual({
      step: "keep-session",
    });
    expect(signInBranchStep(login(chosen))).toEqual({ step: "nothing" });
  });

  it("asks nothing right after opening an account without a branch: the form offered the choice", () => {
    expect(signInBranchStep(login({ asks: false }))).toEqual({ step: "nothing" });
  });
});

describe("spec/2 §6 loginNoBranch — while the page asks", () => {
  it("asks only a signed-in session flagged at login that still has no branch or postcode", () => {
    expect(asksForHomeBranch({ flagged: true, signedIn: true, sessionHasLocation: false })).toBe(true);
    expect(asksForHomeBranch({ flagged: true, signedIn: true, sessionHasLocation: true })).toBe(false);
    expect(asksForHomeBranch({ flagged: true, signedIn: false, sessionHasLocation: false })).toBe(false);
    expect(asksForHomeBranch({ flagged: false, signedIn: true, sessionHasLocation: false })).toBe(false);
  });

  it("words the question as the store selector's heading", () => {
    expect(HOME_BRANCH_QUESTION_TITLE).toBe("Choose your home branch");
  });
});
