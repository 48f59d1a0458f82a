import { useCallback, useEffect, useState } from "react";
import { ERROR_FADE_MS } from "./timings.ts";

/** spec/2 §9: an error line under a search box fades after 3.2 s. */
export function useFadingMessage(): [message: string | null, show: (message: string | null) => void] {
  const [message, setMessage] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), ERROR_FADE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  // A new object each time: the same words said twice show (and fade) again.
  const show = useCallback((text: string | null) => setMessage(text ? { text } : null), []);
  return [message?.text ?? null, show];
}
