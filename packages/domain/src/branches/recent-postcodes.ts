import { normalisePostcode } from "./postcode.ts";

/**
 * spec/2 §3, §5, §9: recently searched postcodes, kept in browser storage and the postcodeList
 * cookie. The list is held oldest first: a new search is appended, and a repeated postcode
 * "moves to the end", so it becomes the newest. The dropdown reads the list from the end, so the
 * newest shows first (docs/decisions/022-recent-postcodes.md).
 */
export const RECENT_POSTCODES_COOKIE = "postcodeList";
export const RECENT_POSTCODES_KEPT = 7;
export const RECENT_POSTCODES_SHOWN = 5;

/** Adds a searched postcode; anything that is not a valid postcode leaves the list as it was. */
export function rememberPostcode(recent: readonly string[], searched: string): string[] {
  const postcode = normalisePostcode(searched);
  if (postcode === null) return [...recent];
  return [...recent.filter((kept) => kept !== postcode), postcode].slice(-RECENT_POSTCODES_KEPT);
}

/** The dropdown: the 5 most recent, newest first. */
export function recentPostcodesToShow(recent: readonly string[]): string[] {
  return recent.slice(-RECENT_POSTCODES_SHOWN).reverse();
}

/**
 * Reads the stored JSON back. The cookie and storage can be edited by anyone, so junk is
 * dropped, postcodes are normalised and de-duplicated (a repeat keeps its latest place).
 */
export function readRecentPostcodes(stored: string | null | undefined): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((entry): entry is string => typeof entry === "string")
    .reduce<string[]>(rememberPostcode, []);
}
