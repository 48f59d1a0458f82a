import { storeCardParts, type StoreCardParts } from "@merchant/domain/branches";
import type { BranchSummary } from "@merchant/contract";

/**
 * Which optional parts a branch shows, by the domain's store-card rules (spec/2 §2): 'Save as my
 * branch' (not for the saved home branch, nor where the basket is not in use), 'Book a Design
 * Visit' (showrooms) and the manager heading. The API gives feature names only; the rules read
 * names, so the ids made up here play no part.
 */
export function branchCardParts(
  branch: BranchSummary & { managerName?: string | null },
  homeBranchId: number | null,
): StoreCardParts {
  return storeCardParts(
    {
      id: branch.id,
      basketEcommerceActive: branch.basketEcommerceActive,
      features: branch.features.map((name, index) => ({ id: index, name })),
      branchManagerName: branch.managerName ?? null,
    },
    homeBranchId,
  );
}
