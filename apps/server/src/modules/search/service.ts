/**
 * Site search (issue 13; spec/1 §5): suggestions while typing (products and categories) and the
 * full results page, both read from the same in-memory product index with the same reading of
 * the query: the trade's words (sizes, nicknames such as 4x2, synonyms), the last word matched as
 * a prefix while it is typed. When the words as typed find nothing, each word the catalogue does
 * not contain is swapped for the word meant (the closest, then the one finding most products; a
 * known brand or product word is never "corrected") and the search runs again. Nothing is kept
 * between requests: every answer is as fresh as the index.
 */
import {
  MAX_CATEGORY_SUGGESTIONS,
  MAX_PRODUCT_SUGGESTIONS,
  type ProductListing,
  type ProductSummary,
} from "@merchant/contract";
import {
  correctQuery,
  expandQuery,
  maxEdits,
  searchTokens,
  shouldAutocomplete,
  typedWords,
  type CatalogueWords,
} from "@merchant/domain/search";
import { listingOf, type CatalogService, type ListingRequest } from "../catalog/index.ts";
import type { ProductIndex } from "../product-index/index.ts";
import { suggestCategories, type CategorySuggestion } from "./category-suggestions.ts";
import { applyCorrections, exclusionsOf, normaliseTyped } from "./typed-text.ts";

export type Suggestions = { products: ProductSummary[]; categories: CategorySuggestion[] };
export type SearchResults = ProductListing & { query: string; correctedFrom?: string };

export function createSearchService(index: ProductIndex, catalog: CatalogService) {
  /** The query's plan and the tokens its minus-words exclude. */
  async function read(text: string) {
    const { included, excluded } = exclusionsOf(text);
    return { plan: expandQuery(included, await index.synonyms()), excluded: excluded.flatMap(searchTokens) };
  }

  async function found(text: string, request: ListingRequest) {
    const { plan, excluded } = await read(text);
    return index.searchPage(plan, excluded, request);
  }

  /** The text with each unknown word replaced by the word meant, or undefined when nothing changes. */
  async function corrected(text: string): Promise<string | undefined> {
    const [synonyms, vocabulary] = await Promise.all([index.synonyms(), index.vocabulary()]);
    const words: CatalogueWords = {
      isKnown: (word) => synonyms.knownWords.has(word) || vocabulary.uses(word) > 0,
      candidates: (word) =>
        vocabulary.lookalikes(word, maxEdits(word)).map((candidate) => ({
          word: candidate.word,
          results: candidate.uses,
        })),
    };
    const { corrections } = correctQuery(typedWords(exclusionsOf(text).included), words);
    if (corrections.length === 0) return undefined;
    return applyCorrections(text, new Map(corrections.map((correction) => [correction.from, correction.to])));
  }

  async function suggest(typed: string): Promise<Suggestions> {
    const [{ plan, excluded }, categories] = await Promise.all([read(typed), catalog.categoryIndex()]);
    const ids = await index.best(plan, MAX_PRODUCT_SUGGESTIONS, excluded);
    return {
      products: await catalog.summaries(ids),
      categories: suggestCategories(categories, typed, MAX_CATEGORY_SUGGESTIONS),
    };
  }

  const isEmpty = (suggestions: Suggestions) =>
    suggestions.products.length + suggestions.categories.length === 0;

  return {
    async autocomplete(text: string): Promise<Suggestions> {
      const typed = normaliseTyped(text);
      if (!shouldAutocomplete(typed)) return { products: [], categories: [] };
      const asTyped = await suggest(typed);
      if (!isEmpty(asTyped)) return asTyped;
      const correction = await corrected(typed);
      return correction ? suggest(correction) : asTyped;
    },

    async search(text: string, request: ListingRequest): Promise<SearchResults> {
      const query = text.trim().replace(/\s+/g, " ");
      const listed = async ({ ids, total, facets }: Awaited<ReturnType<typeof found>>) =>
        listingOf(await catalog.summaries(ids), total, request, facets);
      const asTyped = await found(query, request);
      if (asTyped.found > 0) return { ...(await listed(asTyped)), query };
      const correction = await corrected(query);
      const retried = correction ? await found(correction, request) : undefined;
      return correction && retried && retried.found > 0
        ? { ...(await listed(retried)), query: correction, correctedFrom: query }
        : { ...(await listed(asTyped)), query };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
