/**
 * Site search: suggestions while typing (products and categories) and the full results page.
 * When the words as typed find nothing, each word is swapped for the closest word the
 * catalogue knows ("timbr" → timber, "plasterbord" → plasterboard) and the search runs again.
 * Answers are kept in memory briefly (docs/decisions/065-…): the same prefixes are typed by
 * many shoppers, and a suggestion must come back faster than the next key press.
 */
import { listingKey, type CatalogService, type ListingRequest } from "../catalog/index.ts";
import {
  MAX_CATEGORY_SUGGESTIONS,
  MAX_PRODUCT_SUGGESTIONS,
  type ProductListing,
  type ProductSummary,
} from "@merchant/contract";
import { createAnswerCache } from "../../lib/answer-cache.ts";
import { suggestCategories, type CategorySuggestion } from "./category-suggestions.ts";
import type { Database } from "../../db/client.ts";
import { meantWord } from "./spelling.ts";
import { createSearchStore, type SearchStore } from "./store.ts";
import { applyCorrections, autocompleteTerms, isCorrectable, normaliseTyped, wordsOf } from "./typed-text.ts";


const SUGGESTION_TTL_MS = 60_000;
const RESULTS_TTL_MS = 30_000;
const MAX_CACHED = 5_000;

export type Suggestions = { products: ProductSummary[]; categories: CategorySuggestion[] };
export type SearchResults = ProductListing & { query: string; correctedFrom?: string };

export function createSearchService(store: SearchStore, catalog: CatalogService) {
  const suggestionCache = createAnswerCache<Suggestions>({ ttlMs: SUGGESTION_TTL_MS, maxEntries: MAX_CACHED });
  const resultCache = createAnswerCache<SearchResults>({ ttlMs: RESULTS_TTL_MS, maxEntries: MAX_CACHED });
  let vocabulary: Promise<void> | undefined;

  /** Built once per process, at the first misspelling (a restart after reseeding rebuilds it). */
  function vocabularyReady(): Promise<void> {
    vocabulary ??= store.refreshVocabulary().catch((error: unknown) => {
      vocabulary = undefined;
      throw error;
    });
    return vocabulary;
  }

  /** The text with each unknown word swapped for its closest known word, or undefined when nothing changes. */
  async function corrected(text: string): Promise<string | undefined> {
    const words = [...new Set(wordsOf(text).filter(isCorrectable))];
    if (words.length === 0) return undefined;
    await vocabularyReady();
    const similar = await store.similarWords(words);
    const changes = new Map<string, string>();
    for (const [typed, candidates] of similar) {
      const meant = meantWord(typed, candidates);
      if (meant && meant !== typed) changes.set(typed, meant);
    }
    return changes.size > 0 ? applyCorrections(text, changes) : undefined;
  }

  async function suggest(typed: string): Promise<Suggestions> {
    const terms = autocompleteTerms(typed);
    if (!terms) return { products: [], categories: [] };
    const [ids, index] = await Promise.all([
      store.titleMatches(typed, terms.finished, terms.prefix, MAX_PRODUCT_SUGGESTIONS),
      catalog.categoryIndex(),
    ]);
    return {
      products: await catalog.summaries(ids),
      categories: suggestCategories(index, typed, MAX_CATEGORY_SUGGESTIONS),
    };
  }

  const isEmpty = (suggestions: Suggestions) =>
    suggestions.products.length + suggestions.categories.length === 0;

  return {
    autocomplete(text: string): Promise<Suggestions> {
      const typed = normaliseTyped(text);
      return suggestionCache.get(typed, async () => {
        const asTyped = await suggest(typed);
        if (!isEmpty(asTyped)) return asTyped;
        const correction = await corrected(typed);
        return correction ? suggest(correction) : asTyped;
      });
    },

    search(text: string, request: ListingRequest): Promise<SearchResults> {
      const query = text.trim().replace(/\s+/g, " ");
      return resultCache.get(listingKey(query.toLowerCase(), request), async () => {
        const asTyped = await catalog.listProducts({ kind: "text", query }, request);
        if (asTyped.total > 0) return { ...asTyped, query };
        const correction = await corrected(query);
        if (!correction) return { ...asTyped, query };
        const retried = await catalog.listProducts({ kind: "text", query: correction }, request);
        return retried.total > 0
          ? { ...retried, query: correction, correctedFrom: query }
          : { ...asTyped, query };
      });
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

/** For a seeder: rebuilds the words misspellings are corrected to, after the catalogue changed. */
export function refreshSearchVocabulary(database: Database): Promise<void> {
  return createSearchStore(database).refreshVocabulary();
}
