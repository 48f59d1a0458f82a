import { useEffect, useState } from "react";
import { shouldAutocomplete } from "@merchant/domain/search";
import type { Suggestions } from "@merchant/contract";
import { AUTOCOMPLETE_DEBOUNCE_MS, searchText } from "./search-rules.ts";

export type FetchSuggestions = (q: string, signal: AbortSignal) => Promise<Suggestions>;

/**
 * Suggestions for what the shopper is typing: asked for once typing pauses, only for text
 * longer than 2 characters, each new keystroke cancelling the call before it. The last answer
 * stays on screen while the next is on its way, so the list does not flicker.
 */
export function useAutocomplete(typed: string, fetchSuggestions: FetchSuggestions): Suggestions | null {
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const q = searchText(typed);
  const wanted = shouldAutocomplete(q);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(q, controller.signal).then(
        (answer) => {
          if (!controller.signal.aborted) setSuggestions(answer);
        },
        // Suggestions are a help, not the search: a failed or rate-limited call shows nothing new.
        () => {},
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, wanted, fetchSuggestions]);

  return wanted ? suggestions : null;
}
