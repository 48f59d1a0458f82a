import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { cx } from "./cx.ts";

/** spec/3 §9: the to-top button shows once the page is scrolled 250 px down. */
export const TO_TOP_THRESHOLD_PX = 250;

/**
 * Whether the page is scrolled past the threshold: read as it scrolls, and once after the page has
 * laid out (a page restored part-way down). Never while React renders or hydrates, where reading the
 * scroll position makes the browser lay the page out there and then (decision 175).
 */
function useScrolledPastThreshold(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const read = () => setScrolled(window.scrollY > TO_TOP_THRESHOLD_PX);
    window.addEventListener("scroll", read, { passive: true });
    const laidOut = setTimeout(read);
    return () => {
      clearTimeout(laidOut);
      window.removeEventListener("scroll", read);
    };
  }, []);
  return scrolled;
}

type Props = {
  /** Shown at any scroll position (the SG brand, spec/3 §4). */
  alwaysShown?: boolean;
  /** The element that takes focus at the top, so keyboard users land where they see. */
  targetId?: string;
  /** The colour of the strip kept free for the button at the page's end: the footer's, so the strip reads as part of it. */
  reserveClassName?: string;
};

/**
 * The button floats at the window's bottom right. Anything it passes over scrolls on from under
 * it, except the page's very end: a strip as tall as the button and its margins is kept free
 * there, so at the bottom of the page it covers nothing (a price, the footer's last line).
 */
export function ToTopButton({ alwaysShown = false, targetId = "top", reserveClassName }: Props) {
  const scrolled = useScrolledPastThreshold();
  const shown = alwaysShown || scrolled;
  const goToTop = () => {
    const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
    document.getElementById(targetId)?.focus({ preventScroll: true });
  };
  return (
    <>
      <div aria-hidden="true" data-to-top-reserve className={cx("h-20", reserveClassName)} />
      <button
        type="button"
        onClick={goToTop}
        aria-label="Back to top"
        hidden={!shown}
        className={cx(
          "fixed right-4 bottom-4 z-40 grid size-12 place-items-center rounded-full border border-brand-ink bg-brand text-on-brand shadow-lg",
          "hover:brightness-110",
        )}
      >
        <ArrowUp aria-hidden="true" className="size-6" />
      </button>
    </>
  );
}
