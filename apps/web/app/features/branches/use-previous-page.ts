import { useState } from "react";
import { useNavigate } from "react-router";

/** React Router numbers each entry of the tab's history it made: 0 is where the tab entered the shop. */
const historyIndex = (): number => (window.history.state as { idx?: number } | null)?.idx ?? 0;

/** The shop page that linked here by a full page load, if any. */
function shopReferrer(): string | null {
  if (!document.referrer) return null;
  const referrer = new URL(document.referrer);
  const here = window.location;
  return referrer.origin === here.origin && referrer.pathname !== here.pathname ? referrer.href : null;
}

type Arrival = { index: number; referrer: string | null };

export type PreviousPage = { exists: boolean; goBack: () => void };

/**
 * spec/2 §4 "on the store finder with a referrer": the page the shopper came to this page from,
 * and the way back to it past every search made here since. Called where the page is first
 * rendered, so its arrival is the page's, not that of a part shown after a search.
 */
export function usePreviousPage(): PreviousPage {
  const navigate = useNavigate();
  const [arrival] = useState<Arrival | null>(() =>
    typeof window === "undefined" ? null : { index: historyIndex(), referrer: shopReferrer() },
  );
  const exists = arrival !== null && (arrival.index > 0 || arrival.referrer !== null);

  const goBack = () => {
    if (!arrival) return;
    if (arrival.index > 0) navigate(arrival.index - 1 - historyIndex());
    else if (arrival.referrer) window.location.assign(arrival.referrer);
  };
  return { exists, goBack };
}
