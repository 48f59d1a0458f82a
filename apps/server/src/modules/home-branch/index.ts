/**
 * The home-branch module's public surface: the user's home branch (spec/2 §6, §7; decision 121),
 * given to the session at sign-in, kept when a signed-in user chooses a collection branch, and the
 * 'loginNoBranch' question.
 */
import { perDatabase } from "../../lib/per-database.ts";
import { branchesFor } from "../branches/index.ts";
import { createHomeBranchService } from "./service.ts";
import { createHomeBranchStore } from "./store.ts";

export const homeBranchesFor = perDatabase((host) =>
  createHomeBranchService(createHomeBranchStore(host.database.db), branchesFor(host)),
);

export { settleBranchAtSignIn, type SignInBranch } from "./at-sign-in.ts";
export { LOGIN_NO_BRANCH_KEY, loginNoBranch } from "./question.ts";
export { rememberHomeBranch } from "./remember.ts";
export type { HomeBranchService } from "./service.ts";
