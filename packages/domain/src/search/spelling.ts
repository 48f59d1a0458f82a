/**
 * issue 13: "did you mean". Only a word the catalogue does not contain is replaced; a word it
 * knows (any product, manufacturer, category or synonym word, brands included) is never
 * "corrected" — "kingspan" must not become "kingsbury". Among the closest candidates the one that
 * finds the most products wins. Words with digits ("12mm", "c24") and words under 3 letters are
 * left as typed: a correction would change their meaning.
 */
import { foldText } from "./fold.ts";

/** A catalogue word that looks like an unknown word, and how many products it would find. */
export type SpellingCandidate = { readonly word: string; readonly results: number };

/** What the catalogue can tell about a word; the server answers it from the search index. */
export type CatalogueWords = {
  /** The word is in a product, manufacturer, category or synonym (SynonymIndex.knownWords). */
  isKnown(word: string): boolean;
  /** Catalogue words that look like an unknown word. The distance is measured here, by editDistance. */
  candidates(word: string): readonly SpellingCandidate[];
};

export type Correction = { readonly index: number; readonly from: string; readonly to: string };

export type CorrectedQuery = {
  /** The words with each correction made; the rest as given. */
  readonly words: readonly string[];
  readonly corrections: readonly Correction[];
};

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring letters, each one edit ("stoev" is one edit from "stove").
 */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** Short words and words with digits are left as typed. */
export function isCorrectable(word: string): boolean {
  return word.length >= 3 && !/\p{N}/u.test(word);
}

/** How far a correction may reach: one edit for a word of 3 or 4 letters, two for longer words. */
export function maxEdits(word: string): number {
  return word.length <= 4 ? 1 : 2;
}

/** The words of a query as typed, folded, for correction ("Timbr 47x100mm" → timbr, 47x100mm). */
export function typedWords(text: string): string[] {
  return foldText(text).match(/(?:[0-9]+\.[0-9]+|[\p{L}\p{N}])+/gu) ?? [];
}

/** The candidate a shopper most likely meant: the fewest edits away, then the most products found. */
export function meantWord(word: string, candidates: readonly SpellingCandidate[]): string | undefined {
  const reachable = candidates
    .filter((candidate) => candidate.word !== word && candidate.results > 0)
    .map((candidate) => ({ ...candidate, distance: editDistance(word, candidate.word) }))
    .filter((candidate) => candidate.distance <= maxEdits(word));
  reachable.sort((x, y) => x.distance - y.distance || y.results - x.results || x.word.localeCompare(y.word));
  return reachable[0]?.word;
}

/** issue 13: each unknown word replaced by the word meant, when there is one. */
export function correctQuery(words: readonly string[], lookup: CatalogueWords): CorrectedQuery {
  const corrections: Correction[] = [];
  const corrected = words.map((given, index) => {
    const word = foldText(given).trim();
    if (!isCorrectable(word) || lookup.isKnown(word)) return given;
    const meant = meantWord(word, lookup.candidates(word));
    if (meant === undefined) return given;
    corrections.push({ index, from: given, to: meant });
    return meant;
  });
  return { words: corrected, corrections };
}
