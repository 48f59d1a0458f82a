/**
 * spec/1 §8: the popup shows a lookup error message for 5 seconds, then fades it. `fading` is set
 * at 5 s, while the message fades out over FADE_OUT_MS, after which it is gone. A new error
 * (even the same words again) starts the 5 seconds afresh.
 */
import { useCallback, useEffect, useState } from "react";
import { ADDRESS_LOOKUP_ERROR_MS } from "@merchant/domain/address";

/** How long the fade itself takes, after the 5 s the message is shown in full. */
export const FADE_OUT_MS = 600;

type Shown = { text: string; fading: boolean };

export function useLookupError() {
  const [error, setError] = useState<Shown | null>(null);
  const text = error?.text ?? null;
  const fading = error?.fading ?? false;

  useEffect(() => {
    if (!error) return;
    const timer = error.fading
      ? setTimeout(() => setError(null), FADE_OUT_MS)
      : setTimeout(() => setError((shown) => shown && { ...shown, fading: true }), ADDRESS_LOOKUP_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  // A new object each time, so the same words said twice show (and fade) again.
  const show = useCallback((message: string) => setError({ text: message, fading: false }), []);
  const clear = useCallback(() => setError(null), []);
  return { text, fading, show, clear };
}
