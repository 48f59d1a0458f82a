import { useCallback, useEffect, useState } from "react";
import { usePrefersReducedMotion } from "~/lib/use-prefers-reduced-motion.ts";

/** spec/1 §4: the gallery auto-advances every 6000 ms. */
export const GALLERY_INTERVAL_MS = 6000;

/**
 * The shown slide of a gallery that moves on by itself, wrapping to the first after the last.
 * It holds still while `paused` (the shopper is pointing at or focused on it) and for shoppers
 * who ask for reduced motion. Every change of slide, chosen or automatic, starts a full
 * interval again, so a chosen image is not whisked away a moment later.
 */
export function useAutoAdvance(count: number, paused: boolean, intervalMs = GALLERY_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const moving = !paused && !reducedMotion && count > 1;

  useEffect(() => {
    if (!moving) return;
    const timer = setTimeout(() => setIndex((index + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [moving, index, count, intervalMs]);

  const show = useCallback((wanted: number) => setIndex(((wanted % count) + count) % count), [count]);

  return { index, show };
}
