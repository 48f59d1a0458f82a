import { storeCardParts } from "@merchant/domain/branches";
import type { BranchDetail, BranchSummary } from "@merchant/contract";

/**
 * Which optional parts a branch shows, by the domain's store-card rules (spec/2 §2). The API
 * gives feature names only; the rules read names, so the ids made up here play no part.
 * 'Save as my branch' waits for the store selector (spec/2), so it is not offered here.
 */
export function branchCardParts(branch: BranchSummary & Partial<Pick<BranchDetail, "managerName">>) {
  const { bookDesignVisit, managerHeading } = storeCardParts(
    {
      id: branch.id,
      basketEcommerceActive: branch.basketEcommerceActive,
      features: branch.features.map((name, index) => ({ id: index, name })),
      branchManagerName: branch.managerName ?? null,
    },
    null,
  );
  return { bookDesignVisit, managerHeading };
}
