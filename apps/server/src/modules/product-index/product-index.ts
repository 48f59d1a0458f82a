/**
 * Every active product's hot columns held in memory, with each category's shelves and the text
 * index (issue 13): category listings, search results and suggestions are read from here, never
 * from SQL per request. Built from the database on first use (a server warms it at start) and
 * kept current by `refresh(ids)` as change notices name products; the database stays the source
 * of truth, so a missed notice is mended by `rebuild()`.
 */
import type { ListingRequest } from "./listing-request.ts";
import { listFound, listPage, type ListedPage } from "./listing.ts";
import { byPopularity, createShelves, shelfOrder } from "./shelves.ts";
import { RecordTable } from "./record-table.ts";
import type { ProductIndexStore, ProductRecord } from "./store.ts";
import { synonymIndex, type QueryPlan, type SynonymIndex } from "@merchant/domain/search";
import { createTextIndex, type TextDocument, type TextIndex } from "./text-index.ts";

type CategoryName = { id: number; parentId: number | null; name: string };

/** Products filed again after a build, beyond which the text index is built afresh (see TextIndex.disordered). */
const DISORDER_ALLOWED = 1_000;
const DISORDER_SHARE = 0.05;

/** What the text index reads of a record. */
const textOf = (record: ProductRecord) =>
  [record.name, record.manufacturer, record.partNumber, record.categoryId].join("\u0000");

export type ProductIndexFigures = {
  products: number;
  /** How long the last full build took. */
  buildMs: number;
  /**
   * Heap the last full build added (records, shelves and text index): what it holds, collected before
   * and after, when the process allows a forced collection (node --expose-gc, as the benchmarks start
   * it); otherwise the heap's growth over the build, its garbage included.
   */
  heapBytes: number;
};

/** A forced garbage collection, where the process allows one. */
const collect = (globalThis as { gc?: () => void }).gc;

type State = {
  records: RecordTable;
  /** The tokens of the last word of each category's name, the thing its products are. */
  heads: Map<number, string[]>;
  /** Product ids filed directly under each category. */
  filed: Map<number, Set<number>>;
  categories: Map<number, CategoryName>;
  children: Map<number, number[]>;
  scopes: Map<number, number[]>;
  shelves: ReturnType<typeof createShelves>;
  text: TextIndex;
  synonyms: SynonymIndex;
};

export function createProductIndex(store: ProductIndexStore, tokenize: (text: string) => string[]) {
  let state: Promise<State> | undefined;
  let figures: ProductIndexFigures = { products: 0, buildMs: 0, heapBytes: 0 };
  /** Bumped by every change, so answers built from the index (the category tree) know they are stale. */
  let version = 0;

  const documentOf = (state: State, record: ProductRecord): TextDocument => ({
    id: record.id,
    name: record.name,
    manufacturer: record.manufacturer,
    partNumber: record.partNumber,
    categoryHead: state.heads.get(record.categoryId) ?? [],
  });

  function scopeOf(state: State, categoryId: number): number[] {
    let scope = state.scopes.get(categoryId);
    if (!scope) {
      scope = [
        categoryId,
        ...(state.children.get(categoryId) ?? []).flatMap((child) => scopeOf(state, child)),
      ];
      state.scopes.set(categoryId, scope);
    }
    return scope;
  }

  async function build(): Promise<State> {
    collect?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const [rows, categoryRows, synonymRows] = await Promise.all([
      store.allRecords(),
      store.categoryNames(),
      store.synonymGroups(),
    ]);
    const categories = new Map(categoryRows.map((row) => [row.id, row]));
    const children = new Map<number, number[]>();
    for (const row of categoryRows) {
      if (row.parentId === null) continue;
      children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
    }
    const records = new RecordTable(rows);
    const filed = new Map<number, Set<number>>();
    for (const row of rows) file(filed, row);
    const built: State = {
      records,
      heads: new Map(categoryRows.map((row) => [row.id, headOf(tokenize, row.name)])),
      filed,
      categories,
      children,
      scopes: new Map(),
      text: createTextIndex(tokenize),
      synonyms: synonymIndex(synonymRows),
      shelves: undefined as unknown as State["shelves"],
    };
    built.shelves = createShelves(
      (categoryId) => scopeOf(built, categoryId),
      (categoryId) => built.filed.get(categoryId) ?? [],
      built.records,
    );
    // Most popular first: among equal matches, suggestions follow the order products were filed.
    built.text.put([...rows].sort(byPopularity).map((row) => documentOf(built, row)));
    built.text.learn(categoryWords(built, tokenize));
    // Every category's shelves now, at start, rather than in the first shopper's request for each.
    for (const categoryId of categories.keys()) built.shelves.shelf(categoryId);
    const buildMs = performance.now() - started;
    collect?.();
    figures = {
      products: records.size,
      buildMs,
      heapBytes: Math.max(0, process.memoryUsage().heapUsed - heapBefore),
    };
    version += 1;
    return built;
  }

  function ready(): Promise<State> {
    state ??= build().catch((error: unknown) => {
      state = undefined;
      throw error;
    });
    return state;
  }

  /** Builds everything again from the database (a category changed, or notices may have been lost). */
  async function rebuild(): Promise<void> {
    const next = build();
    await next;
    state = next;
  }

  return {
    /** Builds the index now (a server's start) rather than at the first request. */
    async warm(): Promise<void> {
      await ready();
    },

    figures: () => figures,
    version: () => version,

    /** Records of the ids, in their order; unknown or inactive ids are left out. */
    async records(ids: readonly number[]): Promise<ProductRecord[]> {
      const { records } = await ready();
      return ids.map((id) => records.get(id)).filter((record) => record !== undefined);
    },

    /**
     * Per category (its own products, not those below it): each manufacturer's count and price
     * range, and the most popular product with its first picture's words, for the category tree.
     */
    async categoryFigures() {
      const { filed, records } = await ready();
      const stats: { categoryId: number; manufacturer: string; count: number; min: number; max: number }[] =
        [];
      const tops: { categoryId: number; productId: number; popularity: number; alt: string }[] = [];
      for (const [categoryId, ids] of filed) {
        const filedIds = [...ids];
        for (const [manufacturer, stat] of records.figures(filedIds))
          stats.push({ categoryId, manufacturer, ...stat });
        // The most popular, in byPopularity's order: one pass, not a sort of the whole category.
        let top: ProductRecord | undefined;
        for (const id of filedIds) {
          const record = records.get(id)!;
          if (!top || byPopularity(record, top) < 0) top = record;
        }
        if (top)
          tops.push({
            categoryId,
            productId: top.id,
            popularity: top.popularity,
            alt: top.imageAlt ?? top.name,
          });
      }
      return { stats, tops };
    },

    async listCategory(categoryId: number, request: ListingRequest): Promise<ListedPage> {
      const built = await ready();
      const shelf = built.shelves.shelf(categoryId);
      return listPage(shelfOrder(shelf, request.sort), shelf.figures, request, built.records);
    },

    /**
     * The products the plan finds, as a page for the request, and how many it found before the
     * request's filters. The walk and the page read the same index in one turn, so every hit has
     * its record: no change can land between them.
     */
    async searchPage(
      plan: QueryPlan,
      excluded: readonly string[],
      request: ListingRequest,
    ): Promise<ListedPage & { found: number }> {
      const built = await ready();
      const hits = built.text.search(plan, excluded);
      return { ...listFound(built.records, hits, request), found: hits.ids.length };
    },

    /** The ids of the `limit` best suggestions for the plan, best first. */
    async best(plan: QueryPlan, limit: number, excluded: readonly string[] = []): Promise<number[]> {
      return (await ready()).text.best(plan, limit, excluded);
    },

    /** The search's synonyms: its own table and the catalogue's (search_synonyms). */
    async synonyms(): Promise<SynonymIndex> {
      return (await ready()).synonyms;
    },

    async vocabulary(): Promise<Pick<TextIndex, "uses" | "lookalikes">> {
      const { text } = await ready();
      return { uses: text.uses, lookalikes: text.lookalikes };
    },

    /** Reads the named products again: changed ones replaced, inactive or deleted ones dropped. */
    async refresh(ids: readonly number[]): Promise<void> {
      if (!state) return;
      const built = await ready();
      const fresh = new Map((await store.records(ids)).map((row) => [row.id, row]));
      // A new price or stock level leaves the words as they were: only reworded products are filed again.
      const reworded: ProductRecord[] = [];
      for (const id of ids) {
        const before = built.records.get(id);
        const after = fresh.get(id);
        if (before) {
          built.filed.get(before.categoryId)?.delete(id);
          built.shelves.stale(before.categoryId);
        }
        if (after) {
          built.records.set(id, after);
          file(built.filed, after);
          built.shelves.stale(after.categoryId);
          if (!before || textOf(before) !== textOf(after)) reworded.push(after);
        } else built.records.delete(id);
      }
      built.text.remove(ids.filter((id) => !fresh.has(id)));
      built.text.put(reworded.map((row) => documentOf(built, row)));
      figures = { ...figures, products: built.records.size };
      version += 1;
      // Products filed again sit outside popularity order; past a share of the catalogue, file everything afresh.
      if (built.text.disordered > Math.max(DISORDER_ALLOWED, built.records.size * DISORDER_SHARE))
        await rebuild();
    },

    rebuild,
  };
}

function file(filed: Map<number, Set<number>>, record: ProductRecord): void {
  let ids = filed.get(record.categoryId);
  if (!ids) filed.set(record.categoryId, (ids = new Set()));
  ids.add(record.id);
}

export type ProductIndex = ReturnType<typeof createProductIndex>;

/** The tokens of the last word of a category's name ("Wood Burning Stoves" → stove, stoves). */
function headOf(tokenize: (text: string) => string[], name: string): string[] {
  return tokenize(name.trim().split(/\s+/).at(-1) ?? "");
}

/** The words of every category's name, each with how many products are filed under categories so named. */
function categoryWords(state: State, tokenize: (text: string) => string[]): Map<string, number> {
  const words = new Map<string, number>();
  for (const category of state.categories.values()) {
    const products = state.filed.get(category.id)?.size ?? 0;
    for (const word of new Set(tokenize(category.name))) words.set(word, (words.get(word) ?? 0) + products);
  }
  return words;
}
