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
import { figuresOf, type OrderedIds } from "./shelves.ts";
import type { ProductRecord } from "./store.ts";

export type ListedPage = { ids: number[]; total: number; facets: ListingFacets };

const inPriceRange = (record: ProductRecord, filters: ListingFilters) =>
  (filters.minPrice === undefined || record.priceExVat >= filters.minPrice) &&
  (filters.maxPrice === undefined || record.priceExVat <= filters.maxPrice);

/** Per manufacturer: count within the price range, min/max ignoring it, of products passing the stock filter. */
function filteredFigures(order: OrderedIds, filters: ListingFilters, record: (id: number) => ProductRecord) {
  const stocked = order.ids.map(record).filter((product) => !filters.inStock || product.inStock);
  return figuresOf(stocked, (product) => inPriceRange(product, filters));
}

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
    unfiltered && !hasPriceOrStockFilter(filters) ? unfiltered : filteredFigures(order, filters, record);
  const { total, facets } = facetsAndTotal(figures, filters.manufacturers);
  const offset = (page - 1) * pageSize;
  if (offset >= total) return { ids: [], total, facets };

  const chosen = filters.manufacturers.length > 0 ? new Set(filters.manufacturers) : undefined;
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
    const product = record(id);
    if (chosen && !chosen.has(product.manufacturer)) continue;
    if (filters.inStock && !product.inStock) continue;
    if (!inPriceRange(product, filters)) continue;
    if (passed++ >= offset) pageIds.push(id);
  }
  return { ids: pageIds, total, facets };
}
