/** The journeys read the API through the web app's own description of docs/api.md: one copy of the shapes. */
export type {
  Autocomplete,
  BranchList,
  CategoryNode,
  Crumb,
  Price,
  ProductDetail,
  ProductListing,
  SearchResults,
} from "../../apps/web/app/lib/api-types.ts";
