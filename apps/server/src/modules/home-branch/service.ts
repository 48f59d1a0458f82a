/**
 * The user's home branch (spec/2 §6 'loginNoBranch', §7 registration-form; docs/decisions/121):
 * the collection branch a signed-in user last chose, or the one chosen when opening the account.
 * Only a branch that takes orders online can be one.
 */
import type { BranchDetail } from "@merchant/contract";
import { REGISTRATION_BRANCH_INVALID_MESSAGE } from "@merchant/domain/accounts";
import { DomainError, invalid, notFound } from "../../lib/domain-errors.ts";
import type { HomeBranchStore } from "./store.ts";

/** What the service needs of the branch directory: a branch's details (404 `not_found` when there is none). */
export type BranchDirectory = { branch(id: number): Promise<BranchDetail> };

export function createHomeBranchService(store: HomeBranchStore, directory: BranchDirectory) {
  return {
    homeBranchOf: (userId: number) => store.homeBranchOf(userId),

    /**
     * The branch posted as `branchId` (the registration form's step), when it exists and takes
     * orders online; otherwise 400 naming `branchId`.
     */
    async sellingBranch(branchId: number): Promise<BranchDetail> {
      const refused = invalid(REGISTRATION_BRANCH_INVALID_MESSAGE, {
        branchId: REGISTRATION_BRANCH_INVALID_MESSAGE,
      });
      const branch = await directory.branch(branchId).catch((error: unknown) => {
        if (error instanceof DomainError && error.kind === "not_found") throw refused;
        throw error;
      });
      if (!branch.basketEcommerceActive) throw refused;
      return branch;
    },

    /** Development and tests: the user of the email has no home branch; 404 when no user has it. */
    async forget(email: string): Promise<void> {
      if (!(await store.forgetByEmail(email.trim().toLowerCase()))) throw notFound("No user has that email");
    },

    /** The signed-in user's collection branch is their home branch from now on. */
    remember: (userId: number, branchId: number) => store.setHomeBranch(userId, branchId),
  };
}

export type HomeBranchService = ReturnType<typeof createHomeBranchService>;
