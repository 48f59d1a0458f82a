/**
 * The search engine behind autocomplete and the search results page (issue 13; decision 130):
 * an in-process MiniSearch index of every active product's name, manufacturer and part number,
 * tokenised by the trade's words (sizes such as 47x100, abbreviations such as
 * osb), plus the vocabulary of every indexed word with how many products use it, for spelling.
 * The rest of the shop sees only `TextIndex`: a deployment that outgrows memory can put a search
 * cluster behind the same methods, fed by the same change feed.
 */
import type { QueryAlternative, QueryPlan } from "@merchant/domain/search";
import MiniSearch, { type Query } from "minisearch";
import SearchableMap from "minisearch/SearchableMap";
import { createShortPrefixes, SHORT_PREFIX_LENGTH } from "./short-prefixes.ts";

/** What is indexed of a product. */
export type TextDocument = {
  id: number;
  name: string;
  manufacturer: string;
  partNumber: string;
  /** The tokens of the last word of its category's name, the thing it is ("Panel Radiators" → radiator). */
  categoryHead: readonly string[];
};

export type TextHit = { id: number; score: number };

export type TextIndex = {
  /** Adds documents, replacing those already indexed under the same ids. */
  put(documents: readonly TextDocument[]): void;
  remove(ids: readonly number[]): void;
  /** Products meeting every position of the plan (one alternative each) and none of the excluded tokens, best first. */
  search(plan: QueryPlan, excluded?: readonly string[]): TextHit[];
  /** Words the catalogue knows besides its products' (its categories' names), with how many products each finds. */
  learn(words: ReadonlyMap<string, number>): void;
  /** How many products use the word (0 for a word the catalogue does not contain). */
  uses(word: string): number;
  /** Known words within `distance` edits of the word, with how many products use each. */
  lookalikes(word: string, distance: number): { word: string; uses: number; distance: number }[];
  readonly size: number;
};

const FIELDS = ["name", "manufacturer", "partNumber"] as const;
/** A maker's name counts for less than the product's: "Emberline Stoves" makes more than stoves. */
const BOOST = { name: 3, manufacturer: 0.5, partNumber: 2 };
/** A synonym's or a nickname's match counts for this much of the shopper's own word's. */
const OTHER_WORDS_WEIGHT = 0.5;
/** A nickname's later metric sizes (4x2 as 50 x 100 or 38 x 100) count for this much of its first (47 x 100). */
const LATER_NICKNAME_WEIGHT = 0.6;
/**
 * A product whose category is named by the word searched for is what was asked for: "radiator"
 * means panel radiators before boiler stoves that heat eight of them, "cement" bags before mixers.
 */
const CATEGORY_HEAD_BOOST = 2;
/**
 * BM25 without its length normalisation (b = 0): a product name's length says nothing about how
 * well it matches, so equal matches tie and the more popular product comes first.
 */
const BM25 = { k: 1.2, b: 0, d: 0.5 };

export function createTextIndex(tokenize: (text: string) => string[]): TextIndex {
  const engine = new MiniSearch<TextDocument>({
    fields: [...FIELDS],
    tokenize,
    // Tokens come out of `tokenize` lower-cased and normalised; a query's words are already tokens.
    processTerm: (term) => term,
    searchOptions: { tokenize: (text) => [text], processTerm: (term) => term, bm25: BM25 },
  });
  const vocabulary = new SearchableMap<number>();
  const indexed = new Map<number, TextDocument>();
  const heads = new Map<number, ReadonlySet<string>>();
  const shortPrefixes = createShortPrefixes();

  const wordsOf = (document: TextDocument) => new Set(FIELDS.flatMap((field) => tokenize(document[field])));
  const count = (words: ReadonlySet<string>, change: 1 | -1) => {
    for (const word of words) {
      const uses = (vocabulary.get(word) ?? 0) + change;
      if (uses > 0) vocabulary.set(word, uses);
      else vocabulary.delete(word);
    }
  };
  const drop = (id: number) => {
    const known = indexed.get(id);
    if (!known) return;
    engine.discard(id);
    const words = wordsOf(known);
    count(words, -1);
    shortPrefixes.remove(id, words);
    indexed.delete(id);
    heads.delete(id);
  };

  /** One token of a query, as a prefix while it is still being typed. */
  const token = (term: string, prefix: boolean): Query => ({ queries: [term], combineWith: "OR", prefix });

  return {
    put(documents) {
      for (const document of documents) drop(document.id);
      engine.addAll(documents);
      for (const document of documents) {
        indexed.set(document.id, document);
        heads.set(document.id, new Set(document.categoryHead));
        const words = wordsOf(document);
        count(words, 1);
        shortPrefixes.add(document.id, words);
      }
    },

    remove(ids) {
      for (const id of ids) drop(id);
    },

    search({ positions }, excluded = []) {
      if (positions.length === 0) return [];
      // A word begun with one or two letters ("guard b") filters the rest's hits instead of being searched.
      const beginsOnly = positions.filter(
        ({ alternatives }) => alternatives.length > 0 && alternatives.every(isShortPrefix),
      );
      // Nothing but a letter or two ("to s" once "to" is dropped): too vague to search every word it begins.
      if (beginsOnly.length === positions.length) return [];
      const searched = positions.filter((position) => !beginsOnly.includes(position));
      const wanted: Query = {
        combineWith: "AND",
        queries: searched.map(({ alternatives }) => ({
          combineWith: "OR",
          queries: alternatives.map(({ tokens, prefix, source }, k) => ({
            combineWith: "AND",
            queries: tokens.map((term, j) => token(term, prefix && j === tokens.length - 1)),
            boostTerm: () => weightOf(source, k, alternatives),
          })),
        })),
      };
      const tree: Query =
        excluded.length > 0
          ? { combineWith: "AND_NOT", queries: [wanted, ...excluded.map((term) => token(term, false))] }
          : wanted;
      return engine
        .search(tree, { boost: BOOST, weights: { fuzzy: 0.3, prefix: 0.6 } })
        .filter((result) =>
          beginsOnly.every(({ alternatives }) =>
            alternatives.some(({ tokens }) => shortPrefixes.has(result.id as number, tokens[0]!)),
          ),
        )
        .map((result) => {
          // Weighed once per hit rather than at every posting the engine reads (a large share of its time).
          const head = heads.get(result.id as number);
          const named = head !== undefined && result.terms.some((term) => head.has(term));
          return {
            id: result.id as number,
            score: named ? result.score * CATEGORY_HEAD_BOOST : result.score,
          };
        })
        .sort((a, b) => b.score - a.score);
    },

    learn(words) {
      for (const [word, uses] of words) vocabulary.set(word, (vocabulary.get(word) ?? 0) + uses);
    },

    uses: (term) => vocabulary.get(term) ?? 0,

    lookalikes(term, distance) {
      return [...vocabulary.fuzzyGet(term, distance)].map(([known, [uses, edits]]) => ({
        word: known,
        uses,
        distance: edits,
      }));
    },

    get size() {
      return indexed.size;
    },
  };
}

/** The shopper's own words rank above what a synonym or a nickname stands for, a nickname's first size above its others. */
function weightOf(
  source: QueryAlternative["source"],
  at: number,
  alternatives: readonly QueryAlternative[],
): number {
  if (source === "typed" || source === "size") return 1;
  if (source !== "nickname") return OTHER_WORDS_WEIGHT;
  const first = alternatives.findIndex((alternative) => alternative.source === "nickname");
  return at === first ? OTHER_WORDS_WEIGHT : OTHER_WORDS_WEIGHT * LATER_NICKNAME_WEIGHT;
}

const isShortPrefix = ({ prefix, tokens }: QueryAlternative) =>
  prefix && tokens.length === 1 && tokens[0]!.length <= SHORT_PREFIX_LENGTH;
