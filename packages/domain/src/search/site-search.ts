/**
 * spec/1 §5, §9: site autocomplete begins after more than 2 characters; an empty search shows a
 * dialog for 2 seconds instead of submitting; the mobile and desktop icons submit only when non-empty.
 */
export const AUTOCOMPLETE_MIN_EXCLUSIVE = 2;
export const EMPTY_SEARCH_DIALOG_MS = 2000;

/** Counts what the shopper typed, ignoring leading and trailing spaces. */
export function shouldAutocomplete(text: string): boolean {
  return text.trim().length > AUTOCOMPLETE_MIN_EXCLUSIVE;
}

export function isSubmittableSearch(text: string): boolean {
  return text.trim().length > 0;
}
