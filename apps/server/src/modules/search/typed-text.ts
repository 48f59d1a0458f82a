/**
 * Reading what a shopper typed into the search box: the words in it, the word still being
 * typed, and which words are worth a spelling correction.
 */

/** Lower case, trimmed, single spaces: "  Treated  TIM " and "treated tim" are one search. */
export function normaliseTyped(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Letters and digits only, so a word can never be read as a text-search operator. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/**
 * Autocomplete terms: the words already finished, and the last one, which the shopper may still
 * be typing and so matches as a prefix ("plasterb" finds plasterboard).
 */
export function autocompleteTerms(typed: string): { finished: string; prefix: string } | undefined {
  const words = wordsOf(typed);
  const prefix = words.pop();
  return prefix === undefined ? undefined : { finished: words.join(" "), prefix };
}

/** Short words and sizes ("12mm", "c24") are left as typed: a "correction" would change the meaning. */
export function isCorrectable(word: string): boolean {
  return word.length >= 3 && !/\p{N}/u.test(word);
}

/** Swaps each corrected word in place, keeping the rest of the query (quotes, "or", "-") as typed. */
export function applyCorrections(text: string, corrections: ReadonlyMap<string, string>): string {
  return text.replace(WORD, (word) => corrections.get(word.toLowerCase()) ?? word);
}
