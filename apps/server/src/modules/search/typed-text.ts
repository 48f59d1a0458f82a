/**
 * Reading what a shopper typed into the search box: one spelling of a search, its words, the
 * words it excludes as a web search does ("-batten"), and corrections put back in place.
 */

/** Lower case, trimmed, single spaces: "  Treated  TIM " and "treated tim" are one search. */
export function normaliseTyped(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Letters and digits only, so no punctuation counts as a word. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

const EXCLUDED = /(^|\s)-([\p{L}\p{N}][\p{L}\p{N}.]*)/gu;

/** The text without its excluded words ("-batten"), and those words; quotes are read as plain words. */
export function exclusionsOf(text: string): { included: string; excluded: string[] } {
  const excluded: string[] = [];
  const included = text
    .replace(EXCLUDED, (_whole, before: string, word: string) => {
      excluded.push(word);
      return before;
    })
    .replace(/"/g, " ");
  return { included: included.trim().replace(/\s+/g, " "), excluded };
}

/** Swaps each corrected word in place, keeping the rest of the text as typed. */
export function applyCorrections(text: string, corrections: ReadonlyMap<string, string>): string {
  return text.replace(WORD, (word) => corrections.get(word.toLowerCase()) ?? word);
}
