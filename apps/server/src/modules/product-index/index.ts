/**
 * The product index's public surface (issue 13): every active product's hot columns, each
 * category's shelves and the text index, in memory, one per database, kept current by the
 * catalogue's change notices.
 */
export { productIndexFor } from "./one-per-database.ts";
export type { ProductIndex, ProductIndexFigures } from "./product-index.ts";
export type { ProductRecord } from "./store.ts";
export {
  facetsAndTotal,
  listingRequest,
  type ListingFacets,
  type ListingFilters,
  type ListingRequest,
  type ListingSort,
  type ManufacturerFigures,
  type ManufacturerStat,
} from "./listing-request.ts";
export { productIndexPlugin, catalogueChangesApplied } from "./plugin.ts";
