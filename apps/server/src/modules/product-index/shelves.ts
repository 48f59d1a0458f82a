/**
 * Each category's products in every listing order, held in memory (issue 13): a category listing
 * is a slice of an array, whatever the category's size. A category's shelf holds its own products
 * and those of every category below it, in three orders (popularity, price, name; the descending
 * sorts read them backwards), with its per-manufacturer figures. A change to a product marks the
 * shelves of its old and new categories stale; a stale shelf is sorted again when next read.
 */
import type { ListingSort, ManufacturerFigures } from "./listing-request.ts";
import type { RecordTable } from "./record-table.ts";
import type { ProductRecord } from "./store.ts";

export type OrderedIds = { ids: readonly number[]; reversed: boolean };

export type Shelf = {
  byPopularity: number[];
  byPrice: number[];
  byName: number[];
  /** Per manufacturer, over the whole shelf (no filter). */
  figures: ManufacturerFigures;
};

/** The listing's order as one of the shelf's arrays, read forwards or backwards. */
export function shelfOrder(shelf: Shelf, sort: ListingSort): OrderedIds {
  switch (sort) {
    case "relevance":
      return { ids: shelf.byPopularity, reversed: false };
    case "price_asc":
      return { ids: shelf.byPrice, reversed: false };
    case "price_desc":
      return { ids: shelf.byPrice, reversed: true };
    case "name_asc":
      return { ids: shelf.byName, reversed: false };
    case "name_desc":
      return { ids: shelf.byName, reversed: true };
  }
}

/** Byte order of the lower-cased name, as the database's `collate "C"` sorted it; ties by id. */
export const byName = (a: ProductRecord, b: ProductRecord) =>
  a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.id - b.id;
export const byPrice = (a: ProductRecord, b: ProductRecord) => a.priceExVat - b.priceExVat || a.id - b.id;
export const byPopularity = (a: ProductRecord, b: ProductRecord) =>
  b.popularity - a.popularity || a.id - b.id;

function buildShelf(records: ProductRecord[], table: RecordTable): Shelf {
  const sorted = (compare: (a: ProductRecord, b: ProductRecord) => number) =>
    [...records].sort(compare).map((record) => record.id);
  return {
    byPopularity: sorted(byPopularity),
    byPrice: sorted(byPrice),
    byName: sorted(byName),
    figures: table.figures(records.map((record) => record.id)),
  };
}

/**
 * The shelves of a category tree: `scopeOf(id)` is a category with every category below it,
 * `productsIn(id)` the ids filed directly under one category.
 */
export function createShelves(
  scopeOf: (categoryId: number) => readonly number[],
  productsIn: (categoryId: number) => Iterable<number>,
  table: RecordTable,
) {
  const shelves = new Map<number, Shelf>();
  /** Categories whose shelves hold a category; filled as shelves are built. */
  const holders = new Map<number, Set<number>>();

  function build(categoryId: number): Shelf {
    const records: ProductRecord[] = [];
    for (const inScope of scopeOf(categoryId)) {
      let holding = holders.get(inScope);
      if (!holding) holders.set(inScope, (holding = new Set()));
      holding.add(categoryId);
      for (const id of productsIn(inScope)) records.push(table.get(id)!);
    }
    return buildShelf(records, table);
  }

  return {
    shelf(categoryId: number): Shelf {
      let shelf = shelves.get(categoryId);
      if (!shelf) shelves.set(categoryId, (shelf = build(categoryId)));
      return shelf;
    },

    /** A product filed under this category changed: every shelf holding the category is stale. */
    stale(categoryId: number): void {
      for (const holder of holders.get(categoryId) ?? []) shelves.delete(holder);
    },

    clear(): void {
      shelves.clear();
      holders.clear();
    },
  };
}

export type Shelves = ReturnType<typeof createShelves>;
