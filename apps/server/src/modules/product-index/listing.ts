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
  type ListingSort,
  type ManufacturerFigures,
} from "./listing-request.ts";
import { firstPositions } from "./best-kept.ts";
import type { RecordTable } from "./record-table.ts";
import { byName, type OrderedIds } from "./shelves.ts";
import type { TextHits } from "./text-index.ts";

export type ListedPage = { ids: number[]; total: number; facets: ListingFacets };

const inPriceRange = (price: number, filters: ListingFilters) =>
  (filters.minPrice === undefined || price >= filters.minPrice) &&
  (filters.maxPrice === undefined || price <= filters.maxPrice);

/** Per manufacturer: count within the price range, min/max ignoring it, of products passing the stock filter. */
function filteredFigures(records: RecordTable, ids: ArrayLike<number>, filters: ListingFilters) {
  if (!hasPriceOrStockFilter(filters)) return records.figures(ids);
  const stocked: number[] = [];
  if (filters.inStock)
    for (let k = 0; k < ids.length; k++) if (records.inStock(ids[k]!)) stocked.push(ids[k]!);
  return records.figures(filters.inStock ? stocked : ids, (id) => inPriceRange(records.price(id), filters));
}

/** Whether a product passes the shopper's manufacturer, stock and price filters. */
function passes(
  records: RecordTable,
  id: number,
  filters: ListingFilters,
  chosen: ReadonlySet<string> | undefined,
) {
  return (
    (!chosen || chosen.has(records.manufacturer(id))) &&
    (!filters.inStock || records.inStock(id)) &&
    inPriceRange(records.price(id), filters)
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
  records: RecordTable,
): ListedPage {
  const { filters, page, pageSize } = request;
  const figures =
    unfiltered && !hasPriceOrStockFilter(filters) ? unfiltered : filteredFigures(records, order.ids, filters);
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
    if (!passes(records, id, filters, chosen)) continue;
    if (passed++ >= offset) pageIds.push(id);
  }
  return { ids: pageIds, total, facets };
}

/**
 * One page of products found for this request alone (search hits), in the request's order: only
 * as many as reach the page are put in order, not every hit. The hits come from the text index
 * built with `records`, so each has its record.
 */
export function listFound(records: RecordTable, hits: TextHits, request: ListingRequest): ListedPage {
  const { ids, scores } = hits;
  const { filters, page, pageSize } = request;
  const { total, facets } = facetsAndTotal(filteredFigures(records, ids, filters), filters.manufacturers);
  const offset = (page - 1) * pageSize;
  if (offset >= total) return { ids: [], total, facets };
  const chosen = chosenOf(filters);
  const filtering = chosen !== undefined || hasPriceOrStockFilter(filters);
  const order = hitOrder(records, request.sort, ids, scores);
  const passing = filtering ? (at: number) => passes(records, ids[at]!, filters, chosen) : undefined;
  const pageIds = firstPositions(ids.length, offset + pageSize, order, passing)
    .slice(offset)
    .map((at) => ids[at]!);
  return { ids: pageIds, total, facets };
}

/**
 * The order of hits, by their positions: relevance (score, then popularity), price or name, as the
 * shelves order a category (shelves.ts); ties by id.
 */
function hitOrder(
  records: RecordTable,
  sort: ListingSort,
  ids: Int32Array,
  scores: Float64Array,
): (a: number, b: number) => number {
  const byPrice = (a: number, b: number) => records.price(a) - records.price(b) || a - b;
  const named = (at: number) => records.get(ids[at]!)!;
  switch (sort) {
    case "relevance":
      return (a, b) =>
        scores[b]! - scores[a]! ||
        records.popularity(ids[b]!) - records.popularity(ids[a]!) ||
        ids[a]! - ids[b]!;
    case "price_asc":
      return (a, b) => byPrice(ids[a]!, ids[b]!);
    case "price_desc":
      return (a, b) => byPrice(ids[b]!, ids[a]!);
    case "name_asc":
      return (a, b) => byName(named(a), named(b));
    case "name_desc":
      return (a, b) => byName(named(b), named(a));
  }
}
