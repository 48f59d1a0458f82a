import { fail, fillMessage, ok, type Result } from "../shared/result.ts";
import {
  BRANCH_SEARCH_INVALID_PHRASE_MESSAGE,
  BRANCH_SEARCH_NO_MATCH_MESSAGE,
  BRANCH_SEARCH_TOO_SHORT_MESSAGE,
} from "./messages.ts";

/** spec/1 §9: branch-name search (autocomplete) limits. */
export const BRANCH_SEARCH_MIN_CHARACTERS = 3;
export const BRANCH_SEARCH_DEBOUNCE_MS = 1000;
export const BRANCH_SEARCH_TIMEOUT_MS = 30_000;
export const BRANCH_SEARCH_SLIDE_MS = 500;

/**
 * A place name or a postcode: letters, digits, spaces and the punctuation real place names use
 * ("St. Albans", "King's Lynn", "Stoke-on-Trent", "Bishop's Stortford, Herts", "Brighton & Hove").
 * Anything else cannot match a branch, so it is refused before a call is made
 * (docs/decisions/021-branch-search.md).
 */
const PHRASE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .,'’&-]*$/u;

export type BranchSearchCode = "phrase_too_short" | "phrase_invalid";

/** spec/1 §5: the phrase to send, trimmed with inner runs of spaces collapsed. */
export function checkBranchSearchPhrase(input: string): Result<string, BranchSearchCode> {
  const phrase = input.trim().replace(/\s+/g, " ");
  if (phrase.length < BRANCH_SEARCH_MIN_CHARACTERS)
    return fail("phrase_too_short", BRANCH_SEARCH_TOO_SHORT_MESSAGE);
  if (!PHRASE_PATTERN.test(phrase)) return fail("phrase_invalid", BRANCH_SEARCH_INVALID_PHRASE_MESSAGE);
  return ok(phrase);
}

/** spec/1 §8: shown when the search finds nothing or fails. */
export function branchSearchNoMatchMessage(phrase: string): string {
  return fillMessage(BRANCH_SEARCH_NO_MATCH_MESSAGE, { phrase: phrase.trim() });
}

/**
 * spec/1 §4: picking a result stores the branch code and id, joined by a separator, in one
 * hidden field. A bar never appears in a branch id, so the value splits at its last bar
 * even if a code ever carried one.
 */
export const BRANCH_CHOICE_SEPARATOR = "|";

export type BranchChoice = { readonly branchCode: string; readonly id: number };

export function joinBranchChoice(choice: BranchChoice): string {
  return `${choice.branchCode}${BRANCH_CHOICE_SEPARATOR}${choice.id}`;
}

/** Reads the hidden field back; null when it was not written by `joinBranchChoice`. */
export function parseBranchChoice(value: string): BranchChoice | null {
  const at = value.lastIndexOf(BRANCH_CHOICE_SEPARATOR);
  const branchCode = value.slice(0, at).trim();
  const idText = value.slice(at + 1).trim();
  if (at < 0 || branchCode === "" || !/^[1-9][0-9]*$/.test(idText)) return null;
  const id = Number(idText);
  return Number.isSafeInteger(id) ? { branchCode, id } : null;
}
