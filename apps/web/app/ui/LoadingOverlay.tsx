import { useEffect, useState } from "react";
import { LOADING_OVERLAY_MS } from "@merchant/domain/site";
import { Spinner } from "./Spinner.tsx";

/** spec/1 §4, §9: the loading overlay shows for 3000 ms at most (account pages pass 10000). */
export const LOADING_OVERLAY_MAX_MS = LOADING_OVERLAY_MS;

type Props = {
  /** True while the work it covers is under way. */
  active: boolean;
  /**
   * After this long from the start of the work the overlay lifts even if the work is not done, so
   * the page is never held hostage.
   */
  maxMs?: number;
  /** Work done sooner than this shows nothing: the overlay would only flash. */
  delayMs?: number;
  label?: string;
};

type Phase = "waiting" | "shown" | "over";

/**
 * A veil over the page with a spinner while work is under way. It is a status (read out politely)
 * and marks the page busy; it never takes focus, so a keyboard or screen reader user stays where
 * they were.
 */
export function LoadingOverlay({
  active,
  maxMs = LOADING_OVERLAY_MAX_MS,
  delayMs = 0,
  label = "Loading",
}: Props) {
  const firstPhase: Phase = delayMs > 0 ? "waiting" : "shown";
  const [phase, setPhase] = useState<Phase>(firstPhase);
  // Each new activation gets its full time again.
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    setPhase(firstPhase);
  }

  useEffect(() => {
    if (!active) return;
    const shown =
      delayMs > 0 ? setTimeout(() => setPhase((now) => (now === "waiting" ? "shown" : now)), delayMs) : null;
    const over = setTimeout(() => setPhase("over"), maxMs);
    return () => {
      if (shown) clearTimeout(shown);
      clearTimeout(over);
    };
  }, [active, maxMs, delayMs]);

  if (!active || phase !== "shown") return null;
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-white/70" aria-busy="true">
      <Spinner label={label} className="text-brand-ink" />
    </div>
  );
}
