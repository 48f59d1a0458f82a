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

/** Each category's words, split once per tree rather than at every keystroke. */
const namesWords = new WeakMap<CategoryEntry, string[]>();
function nameWordsOf(category: CategoryEntry): string[] {
  let words = namesWords.get(category);
  if (!words) namesWords.set(category, (words = wordsOf(category.name)));
  return words;
}

export function suggestCategories(index: CategoryIndex, typed: string, limit: number): CategorySuggestion[] {
  const typedWords = wordsOf(typed);
  if (typedWords.length === 0) return [];
  const first = typedWords[0]!;
  const last = typedWords.at(-1)!;
  const namesIt = (words: string[]) => Number(words.at(-1)?.startsWith(last) ?? false);

  return (
    [...index.byId.values()]
      .filter((category) => category.productCount > 0)
      .map((category) => ({ category, words: nameWordsOf(category) }))
      .filter(({ words }) =>
        typedWords.every((typedWord) => words.some((word) => word.startsWith(typedWord))),
      )
      // A name that starts with the first word reads as the better match, then the bigger category.
      .sort(
        (a, b) =>
          namesIt(b.words) - namesIt(a.words) ||
          Number(b.words[0]?.startsWith(first)) - Number(a.words[0]?.startsWith(first)) ||
          b.category.productCount - a.category.productCount ||
          a.category.name.localeCompare(b.category.name, "en-GB"),
      )
      .slice(0, limit)
      .map(({ category }) => toSuggestion(index, category))
  );
}

function toSuggestion(index: CategoryIndex, category: CategoryEntry): CategorySuggestion {
  return {
    slug: category.slug,
    name: category.name,
    path: ancestry(index, category)
      .map((entry) => entry.name)
      .join(PATH_SEPARATOR),
  };
}
