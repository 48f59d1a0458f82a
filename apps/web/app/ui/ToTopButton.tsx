import { ArrowUp } from "lucide-react";
import { useSyncExternalStore } from "react";
import { cx } from "./cx.ts";

/** spec/3 §9: the to-top button shows once the page is scrolled 250 px down. */
export const TO_TOP_THRESHOLD_PX = 250;

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

const scrolledPastThreshold = () => window.scrollY > TO_TOP_THRESHOLD_PX;

type Props = {
  /** Shown at any scroll position (the SG brand, spec/3 §4). */
  alwaysShown?: boolean;
  /** The element that takes focus at the top, so keyboard users land where they see. */
  targetId?: string;
};

export function ToTopButton({ alwaysShown = false, targetId = "top" }: Props) {
  const scrolled = useSyncExternalStore(subscribe, scrolledPastThreshold, () => false);
  const shown = alwaysShown || scrolled;
  const goToTop = () => {
    const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
    document.getElementById(targetId)?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      onClick={goToTop}
      aria-label="Back to top"
      hidden={!shown}
      className={cx(
        "fixed right-4 bottom-4 z-40 grid size-12 place-items-center rounded-full bg-brand text-on-brand shadow-lg",
        "hover:brightness-110",
      )}
    >
      <ArrowUp aria-hidden="true" className="size-6" />
    </button>
  );
}
