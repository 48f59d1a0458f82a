import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation, useNavigation } from "react-router";
import { loadingOverlayMs, showsLoadingOverlay } from "@merchant/domain/site";
import { clickedControl } from "./loading-exceptions.ts";
import { LoadingOverlay } from "./LoadingOverlay.tsx";

/** A page that loads sooner than this shows no overlay: it would only flash. */
export const NAVIGATION_OVERLAY_DELAY_MS = 250;
/** A click on an exception spares the navigation it starts, not one that begins long after. */
const EXEMPTION_MS = 1000;

/** A click on an exception: the navigation to `destination` (any, when null) shows no overlay. */
type Exemption = { destination: string | null };

/**
 * spec/1 §2, §4, §9: while the next page loads, or a form's post is answered, the loading overlay
 * covers the page, for 3000 ms at most (10000 ms on account pages, counted from the page being
 * left). A click on one of the spec's exceptions (a no-loader link, a new-window link, a tab, a
 * hash link, the accept-cookies button, logout) shows none for the navigation it starts. A whole
 * document load (logout's form reloads the document) is the browser's to show.
 */
export function NavigationLoading({ delayMs = NAVIGATION_OVERLAY_DELAY_MS }: { delayMs?: number }) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const [exemption, setExemption] = useState<Exemption | null>(null);

  useEffect(() => {
    let expiry: ReturnType<typeof setTimeout> | undefined;
    const note = (event: Event) => {
      const clicked = clickedControl(event);
      const next =
        clicked && !showsLoadingOverlay(clicked.facts) ? { destination: clicked.destination } : null;
      // Known before the control's own handler starts the navigation.
      flushSync(() => setExemption(next));
      clearTimeout(expiry);
      if (next) expiry = setTimeout(() => setExemption(null), EXEMPTION_MS);
    };
    document.addEventListener("click", note, true);
    document.addEventListener("submit", note, true);
    return () => {
      clearTimeout(expiry);
      document.removeEventListener("click", note, true);
      document.removeEventListener("submit", note, true);
    };
  }, []);

  // Whether the navigation under way was started by an exception, decided as it starts.
  const busy = navigation.state !== "idle";
  const [under, setUnder] = useState({ busy: false, spared: false });
  if (under.busy !== busy) {
    const destination = exemption?.destination;
    const spared =
      busy && exemption !== null && (destination === null || destination === navigation.location.pathname);
    setUnder({ busy, spared });
    if (busy && exemption !== null) setExemption(null);
  }

  return (
    <LoadingOverlay active={busy && !under.spared} maxMs={loadingOverlayMs(pathname)} delayMs={delayMs} />
  );
}
