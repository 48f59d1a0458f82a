import type { ListingQueryInput } from "@merchant/contract";
import { DEFAULT_PAGE_SIZE, INT4_MAX, LISTING_SORTS, type ListingSort } from "@merchant/contract/constants";
import { poundsToPence } from "@merchant/domain/money";

/**
 * The state of a product listing (category page or search results) as it lives in the page's
 * URL, so a listing is shareable and works as a plain GET form without JavaScript.
 * Page parameters are the shopper's words (prices in pounds as typed); `toApiQuery` turns them
 * into the API's (prices in pence) — docs/decisions/047-listing-url-and-price-filter.md.
 */

export { LISTING_SORTS, type ListingSort } from "@merchant/contract/constants";

export const SORT_LABELS: Record<ListingSort, string> = {
  relevance: "Relevance",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  name_asc: "Name: A to Z",
  name_desc: "Name: Z to A",
};

export const DEFAULT_SORT: ListingSort = "relevance";
export const LISTING_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The most pence a price filter can hold in the API (PostgreSQL's integer): £21,474,836.47. */
const MAX_PRICE_PENCE = INT4_MAX;

/** The listing's inputs as the page names them, keyed by the API's parameter, for its refusals. */
export const LISTING_FIELD_LABELS: Readonly<Record<string, string>> = {
  page: "Page",
  pageSize: "Products per page",
  sort: "Sort",
  minPrice: "Lowest price",
  maxPrice: "Highest price",
  inStock: "In stock",
  brand: "Manufacturer",
};

/** Names of the page's own search parameters. */
export const LISTING_PARAM = {
  page: "page",
  sort: "sort",
  manufacturer: "brand",
  minPrice: "min",
  maxPrice: "max",
  inStock: "inStock",
} as const;

export type ListingFilters = {
  /** Manufacturers ticked in the filter panel; a product matches any of them. */
  manufacturers: string[];
  /** Pounds exactly as the shopper typed them, so the form shows them back unchanged. */
  minPrice: string;
  maxPrice: string;
  inStock: boolean;
};

export type ListingQuery = ListingFilters & { page: number; sort: ListingSort };

function isListingSort(value: string | null): value is ListingSort {
  return LISTING_SORTS.some((sort) => sort === value);
}

/** A hand-edited or stale URL never breaks the page: anything unreadable falls back to the default. */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const page = Number(params.get(LISTING_PARAM.page));
  const sort = params.get(LISTING_PARAM.sort);
  return {
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    sort: isListingSort(sort) ? sort : DEFAULT_SORT,
    manufacturers: unique(params.getAll(LISTING_PARAM.manufacturer).filter((name) => name.trim() !== "")),
    minPrice: (params.get(LISTING_PARAM.minPrice) ?? "").trim(),
    maxPrice: (params.get(LISTING_PARAM.maxPrice) ?? "").trim(),
    inStock: params.get(LISTING_PARAM.inStock) === "true",
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** The page's own URL parameters; defaults are left out so equal listings have equal URLs. */
export function toPageParams(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of query.manufacturers) params.append(LISTING_PARAM.manufacturer, name);
  if (query.minPrice) params.set(LISTING_PARAM.minPrice, query.minPrice);
  if (query.maxPrice) params.set(LISTING_PARAM.maxPrice, query.maxPrice);
  if (query.inStock) params.set(LISTING_PARAM.inStock, "true");
  if (query.sort !== DEFAULT_SORT) params.set(LISTING_PARAM.sort, query.sort);
  if (query.page > 1) params.set(LISTING_PARAM.page, String(query.page));
  return params;
}

/**
 * The search string (for a link's `to={{ search }}`) of the same listing with some of its state
 * changed. `kept` carries parameters that are not listing state, such as the search page's `q`.
 * Changing the sort or a filter starts again at page 1: the page the shopper was on may be gone.
 */
export function listingSearch(
  query: ListingQuery,
  change: Partial<ListingQuery>,
  kept?: URLSearchParams,
): string {
  const startOver = Object.keys(change).some((key) => key !== "page") ? { page: 1 } : {};
  const params = new URLSearchParams(kept);
  for (const [name, value] of toPageParams({ ...query, ...startOver, ...change })) params.append(name, value);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The same listing with every filter taken off, keeping the sort (and `kept`, as listingSearch). */
export function unfilteredSearch(query: ListingQuery, kept?: URLSearchParams): string {
  return listingSearch(query, { manufacturers: [], minPrice: "", maxPrice: "", inStock: false }, kept);
}

/**
 * A typed price the API can use, in pence; an unreadable one is ignored rather than refused.
 * No product costs more than the API's largest price, so a larger bound means the same as it.
 */
function pricePence(typed: string): number | undefined {
  if (typed === "") return undefined;
  const result = poundsToPence(typed);
  return result.ok ? Math.min(result.value, MAX_PRICE_PENCE) : undefined;
}

function inOrder(
  low: number | undefined,
  high: number | undefined,
): [number | undefined, number | undefined] {
  return low !== undefined && high !== undefined && low > high ? [high, low] : [low, high];
}

/** The listing query of the category and search routes of the API (packages/contract). */
export function toApiQuery(query: ListingQuery): ListingQueryInput {
  // A range typed back to front ("500" to "50") still means "between 50 and 500".
  const [minPrice, maxPrice] = inOrder(pricePence(query.minPrice), pricePence(query.maxPrice));
  return {
    page: query.page,
    pageSize: LISTING_PAGE_SIZE,
    sort: query.sort,
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    ...(query.inStock ? { inStock: "true" as const } : {}),
    ...(query.manufacturers.length > 0 ? { brand: query.manufacturers } : {}),
  };
}

/** How many filters narrow the listing, shown on the mobile "Filters" toggle. */
export function activeFilterCount(filters: ListingFilters): number {
  return (
    filters.manufacturers.length +
    (filters.minPrice ? 1 : 0) +
    (filters.maxPrice ? 1 : 0) +
    (filters.inStock ? 1 : 0)
  );
}
