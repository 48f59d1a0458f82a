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

/** Each tree's categories with products, and their names' words: split once per tree, not at every keystroke. */
const namedCategories = new WeakMap<CategoryIndex, NamedCategory[]>();
function namedCategoriesOf(index: CategoryIndex): NamedCategory[] {
  let named = namedCategories.get(index);
  if (!named) {
    named = [...index.byId.values()]
      .filter((category) => category.productCount > 0)
      .map((category) => ({ category, words: wordsOf(category.name) }));
    namedCategories.set(index, named);
  }
  return named;
}

export function suggestCategories(index: CategoryIndex, typed: string, limit: number): CategorySuggestion[] {
  const typedWords = wordsOf(typed);
  if (typedWords.length === 0) return [];
  const first = typedWords[0]!;
  const last = typedWords.at(-1)!;
  const namesIt = (words: string[]) => Number(words.at(-1)?.startsWith(last) ?? false);
  const beginsWithFirst = (words: string[]) => Number(words[0]?.startsWith(first) ?? false);

  return (
    namedCategoriesOf(index)
      .filter(({ words }) => namesEvery(words, typedWords))
      // A name that starts with the first word reads as the better match, then the bigger category.
      .sort(
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
