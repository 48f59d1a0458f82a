/**
 * The words the catalogue knows, with how many products use each, and the known words that look like
 * a word it does not know, for spelling (decision 171). A fuzzy walk of a radix tree cost about 1 ms
 * a word at two edits, and 8% of the long tail's suggestions need one. Here every known word is also
 * filed under each string it becomes with up to two letters deleted ("timber" → "imber", "tmber" …
 * "tibr"): two words within two edits of each other (inserted, deleted or changed letters) share
 * such a string, so a look-up reads the lists of the word's own deletions and measures only the
 * words found there.
 *
 * Words with more digits than two are not filed so: 100,000 part numbers would take hundreds of MiB.
 * Spelling only ever looks up a word without digits (domain `isCorrectable`), and such a word is
 * more than two edits from any of them. A look-up of a word with digits compares every known word.
 */

/** The most edits a look-up may ask for: spelling allows two (domain `maxEdits`). */
export const MOST_EDITS = 2;

export type Lookalike = { word: string; uses: number; distance: number };

const DIGIT = /[0-9]/g;
const digitsOf = (word: string) => word.match(DIGIT)?.length ?? 0;

/** Each distinct string the word becomes with up to `edits` letters deleted, the word itself first. */
export function deletions(word: string, edits: number): string[] {
  const found = new Set([word]);
  let round = [word];
  for (let edit = 0; edit < edits; edit++) {
    const next: string[] = [];
    for (const text of round)
      for (let at = 0; at < text.length; at++) {
        const shorter = text.slice(0, at) + text.slice(at + 1);
        if (!found.has(shorter)) {
          found.add(shorter);
          next.push(shorter);
        }
      }
    round = next;
  }
  return [...found];
}

/** Levenshtein distance (inserted, deleted or changed letters), or `most + 1` once it is known to exceed `most`. */
export function editsWithin(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1),
      );
      row.push(value);
      if (value < least) least = value;
    }
    if (least > most) return most + 1;
    previous = row;
  }
  return Math.min(previous[b.length]!, most + 1);
}

export class Vocabulary {
  /** Uses by word; a word kept at 0 is no longer used but still filed under its deletions. */
  private readonly uses = new Map<string, number>();
  /** Known words by the strings they become with up to MOST_EDITS deletions. */
  private readonly filed = new Map<string, string | string[]>();

  /** How many products use the word (0 for a word the catalogue does not contain). */
  get(word: string): number {
    return this.uses.get(word) ?? 0;
  }

  /** Adds `change` (positive or negative) to the word's uses. */
  add(word: string, change: number): void {
    const before = this.uses.get(word);
    this.uses.set(word, Math.max(0, (before ?? 0) + change));
    if (before === undefined && digitsOf(word) <= MOST_EDITS)
      for (const text of deletions(word, MOST_EDITS)) this.file(text, word);
  }

  /** Known words within `distance` edits of the word (at most MOST_EDITS), with how many products use each. */
  lookalikes(word: string, distance: number): Lookalike[] {
    const most = Math.min(distance, MOST_EDITS);
    const found: Lookalike[] = [];
    const measure = (known: string) => {
      const uses = this.uses.get(known)!;
      if (uses === 0) return;
      const edits = editsWithin(word, known, most);
      if (edits <= most) found.push({ word: known, uses, distance: edits });
    };
    if (digitsOf(word) > 0) {
      for (const known of this.uses.keys()) measure(known);
      return found;
    }
    const seen = new Set<string>();
    for (const text of deletions(word, most)) {
      const words = this.filed.get(text);
      if (words === undefined) continue;
      for (const known of typeof words === "string" ? [words] : words) {
        if (seen.has(known)) continue;
        seen.add(known);
        measure(known);
      }
    }
    return found;
  }

  private file(text: string, word: string): void {
    const words = this.filed.get(text);
    if (words === undefined) this.filed.set(text, word);
    else if (typeof words === "string") this.filed.set(text, [words, word]);
    else words.push(word);
  }
}
