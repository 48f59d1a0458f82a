// What routes use of the branches feature: the store finder and a branch's page.
export { BranchContact } from "./components/branch-contact.tsx";
export { BranchFinderForm } from "./components/branch-finder-form.tsx";
export { BranchResults } from "./components/branch-results.tsx";
export { DesignVisitLink } from "./components/design-visit-link.tsx";
export { FeatureList } from "./components/feature-list.tsx";
export { OpeningTimes } from "./components/opening-times.tsx";
export { branchIdFrom, branchPath, STORE_FINDER_PATH } from "./branch-path.ts";
export { branchCardParts } from "./card-parts.ts";
export { finderApiQuery, readFinderQuery, type FinderQuery } from "./finder-query.ts";
export { branchDetail, findBranches } from "./api.ts";
