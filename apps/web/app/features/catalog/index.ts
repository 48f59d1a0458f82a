// What routes use of the catalogue feature: listings (category and search) and category tiles.
export { CategoryTiles, type CategoryTile } from "./components/category-tiles.tsx";
export { EmptyListing } from "./components/empty-listing.tsx";
export { Listing } from "./components/listing.tsx";
export { ProductCard } from "./components/product-card.tsx";
export { ProductGrid } from "./components/product-grid.tsx";
export { categoryCrumbs } from "./crumbs.ts";
export { shopTitle } from "./page-title.ts";
export {
  activeFilterCount,
  LISTING_FIELD_LABELS,
  listingSearch,
  parseListingQuery,
  toApiQuery,
  unfilteredSearch,
  type ListingQuery,
} from "./listing-query.ts";
export { categoryProducts, categoryTree, categoryWithListing } from "./api.ts";
