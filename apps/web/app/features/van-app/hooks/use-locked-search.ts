/**
 * spec/3 §4 Session: "A search lock prevents concurrent searches." One search runs at a time: a
 * term typed while one runs waits, and only the latest waiting term runs next. Typing starts a
 * search after a pause (the spec shows no delay: docs/decisions/143), and Enter at once.
 */
import { useCallback, useRef } from "react";
import { useTimers } from "~/lib/use-timers.ts";

/** How long typing must pause before a search starts: fewer calls on a poor connection. */
export const SEARCH_TYPING_DELAY_MS = 400;

export function useLockedSearch(search: (term: string) => Promise<void>) {
  const timers = useTimers<"typing">();
  const running = useRef(false);
  const waiting = useRef<string | null>(null);

  const now = useCallback(
    async (term: string): Promise<void> => {
      timers.cancel("typing");
      if (running.current) {
        waiting.current = term;
        return;
      }
      running.current = true;
      try {
        for (let next: string | null = term; next !== null; next = waiting.current) {
          waiting.current = null;
          await search(next);
        }
      } finally {
        running.current = false;
      }
    },
    [search, timers],
  );

  const afterTyping = useCallback(
    (term: string) => timers.schedule("typing", SEARCH_TYPING_DELAY_MS, () => void now(term)),
    [now, timers],
  );

  const cancel = useCallback(() => {
    timers.cancel("typing");
    waiting.current = null;
  }, [timers]);

  return { now, afterTyping, cancel };
}
