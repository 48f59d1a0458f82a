// What routes use of the branches feature: the store finder and a branch's page.
export { BranchNameSearch } from "./components/branch-name-search.tsx";
export { DesignVisitLink } from "./components/design-visit-link.tsx";
export { FeatureList } from "./components/feature-list.tsx";
export { NearbyResults } from "./components/nearby-results.tsx";
export { SaveThisBranch } from "./components/save-this-branch.tsx";
export { SearchMessage } from "./components/search-message.tsx";
export { StoreSearchForm } from "./components/store-search-form.tsx";
export { BranchMap, mapStylesheet } from "./map/branch-map.tsx";
export { branchIdFrom, branchPath, branchPathById, STORE_FINDER_PATH } from "./branch-path.ts";
export { branchCardParts } from "./card-parts.ts";
export { checkFinderSearch, nearbyApiQuery, readFinderQuery } from "./finder-query.ts";
export { usePreviousPage } from "./use-previous-page.ts";
export { branchDetail, nearbyBranches, saveCollectionBranch, searchBranchNames } from "./api.ts";
