/**
 * One page of a listing read from memory (issue 13): the ids in the listing's order, its total
 * and its facets, with the shopper's manufacturer, price and stock filters. The same figures and
 * paging as the catalogue's SQL gave (see catalog/listing.ts): manufacturers are counted with
 * every filter but their own, the price range ignores the price filter.
 */
import {
  facetsAndTotal,
  hasPriceOrStockFilter,
  type ListingFacets,
  type ListingFilters,
  type ListingRequest,
  type ManufacturerFigures,
} from "./listing-request.ts";
import { firstInOrder } from "./best-kept.ts";
import { figuresOf, type OrderedIds } from "./shelves.ts";
import type { ProductRecord } from "./store.ts";

export type ListedPage = { ids: number[]; total: number; facets: ListingFacets };

const inPriceRange = (record: ProductRecord, filters: ListingFilters) =>
  (filters.minPrice === undefined || record.priceExVat >= filters.minPrice) &&
  (filters.maxPrice === undefined || record.priceExVat <= filters.maxPrice);

/** Per manufacturer: count within the price range, min/max ignoring it, of products passing the stock filter. */
function filteredFigures(products: readonly ProductRecord[], filters: ListingFilters) {
  if (!hasPriceOrStockFilter(filters)) return figuresOf(products);
  const stocked = filters.inStock ? products.filter((product) => product.inStock) : products;
  return figuresOf(stocked, (product) => inPriceRange(product, filters));
}

/** Whether a product passes the shopper's manufacturer, stock and price filters. */
function passes(product: ProductRecord, filters: ListingFilters, chosen: ReadonlySet<string> | undefined) {
  return (
    (!chosen || chosen.has(product.manufacturer)) &&
    (!filters.inStock || product.inStock) &&
    inPriceRange(product, filters)
  );
}

const chosenOf = (filters: ListingFilters) =>
  filters.manufacturers.length > 0 ? new Set(filters.manufacturers) : undefined;

/**
 * `unfiltered` are the order's figures with no filter at all (a category's shelf has them), used
 * as they are when no price or stock filter asks for a count of its own.
 */
export function listPage(
  order: OrderedIds,
  unfiltered: ManufacturerFigures | undefined,
  request: ListingRequest,
  record: (id: number) => ProductRecord,
): ListedPage {
  const { filters, page, pageSize } = request;
  const figures =
    unfiltered && !hasPriceOrStockFilter(filters)
      ? unfiltered
      : filteredFigures(order.ids.map(record), filters);
  const { total, facets } = facetsAndTotal(figures, filters.manufacturers);
  const offset = (page - 1) * pageSize;
  if (offset >= total) return { ids: [], total, facets };

  const chosen = chosenOf(filters);
  const unfilteredOrder = !chosen && !hasPriceOrStockFilter(filters);
  const { ids, reversed } = order;
  const pageIds: number[] = [];
  if (unfilteredOrder) {
    for (let k = offset; k < Math.min(offset + pageSize, ids.length); k++)
      pageIds.push(ids[reversed ? ids.length - 1 - k : k]!);
    return { ids: pageIds, total, facets };
  }
  let passed = 0;
  for (let k = 0; k < ids.length && pageIds.length < pageSize; k++) {
    const id = ids[reversed ? ids.length - 1 - k : k]!;
    if (!passes(record(id), filters, chosen)) continue;
    if (passed++ >= offset) pageIds.push(id);
  }
  return { ids: pageIds, total, facets };
}

/**
 * One page of products found for this request alone (search hits), in the order `compare` gives
 * their positions in `found`: only as many as reach the page are put in order, not every hit.
 */
export function listFound(
  found: readonly ProductRecord[],
  compare: (a: number, b: number) => number,
  request: ListingRequest,
): ListedPage {
  const { filters, page, pageSize } = request;
  const { total, facets } = facetsAndTotal(filteredFigures(found, filters), filters.manufacturers);
  const offset = (page - 1) * pageSize;
  if (offset >= total) return { ids: [], total, facets };
  const chosen = chosenOf(filters);
  const filtering = chosen !== undefined || hasPriceOrStockFilter(filters);
  const passing: number[] = [];
  for (let at = 0; at < found.length; at++)
    if (!filtering || passes(found[at]!, filters, chosen)) passing.push(at);
  const ids = firstInOrder(passing, offset + pageSize, compare)
    .slice(offset)
    .map((at) => found[at]!.id);
  return { ids, total, facets };
}
