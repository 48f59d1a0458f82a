/** spec/2 §3 StoreFeatures: each store lists its features by id and name. */
export type StoreFeature = { readonly id: number; readonly name: string };

/** spec/2 §5: stores with at least one ticked feature; every store when nothing is ticked. */
export function filterStoresByFeatures<T extends { readonly features: readonly StoreFeature[] }>(
  stores: readonly T[],
  tickedFeatureIds: readonly number[],
): T[] {
  if (tickedFeatureIds.length === 0) return [...stores];
  const ticked = new Set(tickedFeatureIds);
  return stores.filter((store) => store.features.some((feature) => ticked.has(feature.id)));
}

export type StoreCardFacts = {
  readonly id: number;
  readonly basketEcommerceActive: boolean;
  readonly features: readonly StoreFeature[];
  readonly branchManagerName?: string | null;
};

export type StoreCardParts = {
  readonly saveAsMyBranch: boolean;
  readonly bookDesignVisit: boolean;
  readonly managerHeading: boolean;
};

const SHOWROOM_FEATURE = "showroom";

/**
 * spec/2 §2 Store finder and store-change rows: which optional parts a store shows.
 * 'Save as my branch' is pointless for the saved home branch and impossible where the basket
 * cannot be used; 'Book a Design Visit' needs a showroom; the manager heading needs a name.
 */
export function storeCardParts(store: StoreCardFacts, homeBranchId: number | null): StoreCardParts {
  return {
    saveAsMyBranch: store.id !== homeBranchId && store.basketEcommerceActive,
    bookDesignVisit: store.features.some((feature) => feature.name.trim().toLowerCase() === SHOWROOM_FEATURE),
    managerHeading: (store.branchManagerName ?? "").trim() !== "",
  };
}
