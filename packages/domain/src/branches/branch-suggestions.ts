/**
 * spec/1 §3–§4 branch-name search: when a phrase matches no branch, the reply's 'suggest' list
 * offers branch names close to it, and picking one ('did you mean') re-runs the search with that
 * name. Close means a few typing slips away (letters missed, added, changed or swapped) from the
 * whole name, one of its words, or the start of it as far as the shopper has typed.
 */

/** spec/1 §3: a short list under the box, not a second directory. */
export const MAX_BRANCH_SUGGESTIONS = 5;

/**
 * Edits (insert, delete, substitute, or swap two neighbours) from `a` to `b`, the optimal string
 * alignment distance; stops early, answering `limit + 1`, once it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Slips allowed for a phrase of this many letters: 1 up to 4, 2 up to 8, then 3. */
export function allowedSlips(length: number): number {
  return length <= 4 ? 1 : length <= 8 ? 2 : 3;
}

const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * How far a name is from the phrase, or null when it is too far to suggest. A whole-name (or
 * whole-word) match counts its slips; a match of the name's start counts half a slip more, so
 * "Peterbro" suggests Peterborough but a name spelt nearly as typed comes first.
 */
export function suggestionDistance(phrase: string, name: string): number | null {
  const typed = comparable(phrase);
  const candidate = comparable(name);
  if (typed === "" || candidate === "") return null;
  const limit = allowedSlips(typed.replace(/ /g, "").length);
  const whole = [candidate, ...candidate.split(" ")].map((part) => editDistance(typed, part, limit));
  const start = editDistance(typed, candidate.slice(0, typed.length), limit) + 0.5;
  const distance = Math.min(...whole, start);
  return distance <= limit ? distance : null;
}

/**
 * Up to five names close to the phrase, closest first, then alphabetically, each once whatever
 * its case; names that contain the phrase as typed are not suggestions (they are results).
 */
export function suggestBranchNames(
  phrase: string,
  names: readonly string[],
  max: number = MAX_BRANCH_SUGGESTIONS,
): string[] {
  const typed = comparable(phrase);
  // One suggestion per name however it is written: the first spelling met is kept.
  const scored = new Map<string, { name: string; distance: number }>();
  for (const name of names) {
    const key = comparable(name);
    if (scored.has(key) || key.includes(typed)) continue;
    const distance = suggestionDistance(phrase, name);
    if (distance !== null) scored.set(key, { name, distance });
  }
  return [...scored.values()]
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, max)
    .map(({ name }) => name);
}
