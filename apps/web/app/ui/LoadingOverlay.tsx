import { useEffect, useState } from "react";
import { Spinner } from "./Spinner.tsx";

/** spec/1 §9: the loading overlay shows for 3000 ms at most (account pages pass 10000). */
export const LOADING_OVERLAY_MAX_MS = 3000;

type Props = {
  /** True while the work it covers is under way. */
  active: boolean;
  /** After this long the overlay lifts even if the work is not done, so the page is never held hostage. */
  maxMs?: number;
  label?: string;
};

export function LoadingOverlay({ active, maxMs = LOADING_OVERLAY_MAX_MS, label = "Loading" }: Props) {
  const [timedOut, setTimedOut] = useState(false);
  // Each new activation gets its full time again.
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    setTimedOut(false);
  }

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setTimedOut(true), maxMs);
    return () => clearTimeout(timer);
  }, [active, maxMs]);

  if (!active || timedOut) return null;
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-white/70" aria-busy="true">
      <Spinner label={label} className="text-brand-ink" />
    </div>
  );
}
