/**
 * Categories to suggest while typing: those whose name has a word beginning with each typed
 * word ("sheet mat" → Sheet Materials). The tree is in memory already, so no query is needed.
 * A category named by the thing typed comes first (its last word, "Wood Burning Stoves" for
 * "stove", before "Stove Accessories"), then a name beginning with it, then the bigger category.
 */
import { ancestry, type CategoryEntry, type CategoryIndex } from "../catalog/index.ts";
import { wordsOf } from "./typed-text.ts";

export type CategorySuggestion = { slug: string; name: string; path: string };

export const PATH_SEPARATOR = " > ";

type NamedCategory = { category: CategoryEntry; words: string[] };

/**
 * Each tree's categories with products, filed under every beginning of every word of their names
 * ("s", "sh", … "sheet"), in the tree's order: worked out once per tree, so a keystroke reads the
 * few categories its words can name instead of testing every one.
 */
const namedCategories = new WeakMap<CategoryIndex, Map<string, NamedCategory[]>>();
function categoriesByWordStart(index: CategoryIndex): Map<string, NamedCategory[]> {
  let byStart = namedCategories.get(index);
  if (!byStart) {
    byStart = new Map();
    for (const category of index.byId.values()) {
      if (category.productCount === 0) continue;
      const named = { category, words: wordsOf(category.name) };
      // Beginnings as `startsWith` reads them, unit by unit of the string.
      const starts = new Set(
        named.words.flatMap((word) =>
          Array.from({ length: word.length }, (_, end) => word.slice(0, end + 1)),
        ),
      );
      for (const start of starts) {
        const filed = byStart.get(start);
        if (filed) filed.push(named);
        else byStart.set(start, [named]);
      }
    }
    namedCategories.set(index, byStart);
  }
  return byStart;
}

/** The categories with a word beginning with each typed word, in the tree's order. */
function namingEvery(index: CategoryIndex, typedWords: readonly string[]): NamedCategory[] {
  const byStart = categoriesByWordStart(index);
  const fewest = typedWords
    .map((typedWord) => byStart.get(typedWord) ?? [])
    .reduce((least, filed) => (filed.length < least.length ? filed : least));
  return typedWords.length === 1 ? fewest : fewest.filter(({ words }) => namesEvery(words, typedWords));
}

export function suggestCategories(index: CategoryIndex, typed: string, limit: number): CategorySuggestion[] {
  const typedWords = wordsOf(typed);
  if (typedWords.length === 0) return [];
  const first = typedWords[0]!;
  const last = typedWords.at(-1)!;
  const namesIt = (words: string[]) => Number(words.at(-1)?.startsWith(last) ?? false);
  const beginsWithFirst = (words: string[]) => Number(words[0]?.startsWith(first) ?? false);

  return (
    namingEvery(index, typedWords)
      // A name that starts with the first word reads as the better match, then the bigger category.
      .toSorted(
        (a, b) =>
          namesIt(b.words) - namesIt(a.words) ||
          beginsWithFirst(b.words) - beginsWithFirst(a.words) ||
          b.category.productCount - a.category.productCount ||
          a.category.name.localeCompare(b.category.name, "en-GB"),
      )
      .slice(0, limit)
      .map(({ category }) => toSuggestion(index, category))
  );
}

/** Whether each typed word begins a word of the name. */
function namesEvery(words: readonly string[], typedWords: readonly string[]): boolean {
  for (const typedWord of typedWords) {
    let found = false;
    for (const word of words) if ((found = word.startsWith(typedWord))) break;
    if (!found) return false;
  }
  return true;
}

/** Each category's suggestion, made once per tree: the same object, so its JSON is written once too. */
const suggestions = new WeakMap<CategoryEntry, CategorySuggestion>();

function toSuggestion(index: CategoryIndex, category: CategoryEntry): CategorySuggestion {
  let suggestion = suggestions.get(category);
  if (!suggestion) suggestions.set(category, (suggestion = suggestionOf(index, category)));
  return suggestion;
}

function suggestionOf(index: CategoryIndex, category: CategoryEntry): CategorySuggestion {
  return {
    slug: category.slug,
    name: category.name,
    path: ancestry(index, category)
      .map((entry) => entry.name)
      .join(PATH_SEPARATOR),
  };
}
