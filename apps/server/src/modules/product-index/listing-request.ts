/**
 * What a product listing asks for and answers, whether it lists a category or search hits,
 * and how its facets and total come from per-manufacturer figures.
 */

import type { ListingQuery, ListingSort } from "@merchant/contract";

export type { ListingSort } from "@merchant/contract";

export type ListingFilters = {
  /** Manufacturer names; empty means every manufacturer. */
  manufacturers: string[];
  /** Pence ex VAT, inclusive. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** Only products with stock above zero in at least one branch. */
  inStock: boolean;
};

export type ListingRequest = { page: number; pageSize: number; sort: ListingSort; filters: ListingFilters };

/** A listing's query, as the contract checked it, as the request the catalogue and search answer. */
export function listingRequest(query: ListingQuery): ListingRequest {
  return {
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
    filters: {
      manufacturers: query.brand,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      inStock: query.inStock,
    },
  };
}

export type ListingFacets = {
  manufacturers: { name: string; count: number }[];
  price: { min: number; max: number };
};

export type ManufacturerStat = { count: number; min: number; max: number };
export type ManufacturerFigureRow = ManufacturerStat & { manufacturer: string };

/**
 * Per manufacturer: `count` of products passing every filter but the manufacturer one, and the
 * `min`/`max` price ignoring the price filter too. So a shopper sees how many each other
 * manufacturer would add, and the price range does not shrink to the range they typed.
 */
export type ManufacturerFigures = Map<string, ManufacturerStat>;

export function facetsAndTotal(
  figures: ManufacturerFigures,
  selected: string[],
): { total: number; facets: ListingFacets } {
  const chosen = selected.length > 0 ? new Set(selected) : undefined;
  let total = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  const manufacturers: { name: string; count: number }[] = [];

  for (const [name, stat] of figures) {
    const isChosen = chosen?.has(name) ?? true;
    if (stat.count > 0 || chosen?.has(name)) manufacturers.push({ name, count: stat.count });
    if (!isChosen) continue;
    total += stat.count;
    min = Math.min(min, stat.min);
    max = Math.max(max, stat.max);
  }
  // A chosen manufacturer with nothing in this listing still shows, so it can be unticked.
  for (const name of chosen ?? []) {
    if (!figures.has(name)) manufacturers.push({ name, count: 0 });
  }
  manufacturers.sort((a, b) => a.name.localeCompare(b.name, "en-GB"));

  return {
    total,
    facets: { manufacturers, price: Number.isFinite(min) ? { min, max } : { min: 0, max: 0 } },
  };
}

export function hasPriceOrStockFilter(filters: ListingFilters): boolean {
  return filters.inStock || filters.minPrice !== undefined || filters.maxPrice !== undefined;
}
