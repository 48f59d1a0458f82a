// What routes use of the partnering feature: the product page's button, and the account's
// partnering catalogue page with its loader's and action's calls.
export { AddToPartneringCatalogue } from "./components/AddToPartneringCatalogue.tsx";
export { PartneringCatalogueView, type RemoveResult } from "./components/PartneringCatalogueView.tsx";
export { PARTNERING_CATALOGUE_PATH, partneringCatalogueOf, removeFromPartneringCatalogue } from "./api.ts";
