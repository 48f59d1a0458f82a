import { useCallback, useEffect, useState } from "react";
import {
  BRANCH_SEARCH_DEBOUNCE_MS,
  BRANCH_SEARCH_TIMEOUT_MS,
  branchSearchNoMatchMessage,
  checkBranchSearchPhrase,
} from "@merchant/domain/branches";
import type { BranchNameSearch } from "@merchant/contract";

export type SearchBranchNames = (q: string, signal: AbortSignal) => Promise<BranchNameSearch>;

/** Where a branch-name search stands: nothing asked, on its way, answered, or a message instead. */
export type NameSearchOutcome =
  | { status: "idle" }
  | { status: "searching" }
  | { status: "found"; answer: BranchNameSearch }
  | { status: "message"; message: string };

type Request = { typed: string; delayMs: number };

/**
 * spec/1 §4, §5, §8, §9: the search runs 1 s after the last key (at once for a picked 'did you
 * mean' name), checks the phrase first (at least 3 characters, a place name or postcode), gives
 * up after 30 s, and says 'Sorry, there are no branches that match …' when nothing matches or
 * the call fails.
 */
export function useBranchNameSearch(search: SearchBranchNames) {
  const [request, setRequest] = useState<Request | null>(null);
  const [outcome, setOutcome] = useState<NameSearchOutcome>({ status: "idle" });

  useEffect(() => {
    if (request === null) return;
    const controller = new AbortController();
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const wait = setTimeout(() => {
      const phrase = checkBranchSearchPhrase(request.typed);
      if (!phrase.ok) {
        setOutcome({ status: "message", message: phrase.message });
        return;
      }
      const noMatch = { status: "message", message: branchSearchNoMatchMessage(phrase.value) } as const;
      setOutcome({ status: "searching" });
      giveUp = setTimeout(() => {
        controller.abort();
        setOutcome(noMatch);
      }, BRANCH_SEARCH_TIMEOUT_MS);
      search(phrase.value, controller.signal)
        .then(
          (answer) => {
            if (controller.signal.aborted) return;
            const matched = answer.results.length > 0 || answer.suggestions.length > 0;
            setOutcome(matched ? { status: "found", answer } : noMatch);
          },
          () => {
            if (!controller.signal.aborted) setOutcome(noMatch);
          },
        )
        .finally(() => clearTimeout(giveUp));
    }, request.delayMs);
    return () => {
      clearTimeout(wait);
      clearTimeout(giveUp);
      controller.abort();
    };
  }, [request, search]);

  /** The shopper typed: search once typing pauses; an emptied box shows nothing. */
  const typed = useCallback((text: string) => {
    if (text.trim() === "") {
      setRequest(null);
      setOutcome({ status: "idle" });
      return;
    }
    setRequest({ typed: text, delayMs: BRANCH_SEARCH_DEBOUNCE_MS });
  }, []);

  /** A picked 'did you mean' name, or Enter with no row highlighted: search now. */
  const searchNow = useCallback((text: string) => setRequest({ typed: text, delayMs: 0 }), []);

  /** A result was picked: the list and any message go. */
  const settle = useCallback(() => {
    setRequest(null);
    setOutcome({ status: "idle" });
  }, []);

  return { outcome, typed, searchNow, settle };
}
