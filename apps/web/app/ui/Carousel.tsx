import {
  nextStart,
  previousStart,
  ROW_SWIPE_THRESHOLD,
  SLIDER_MOVE_MS,
  visibleCount,
} from "@merchant/domain/carousels";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { RowLayout } from "./carousel-layouts.ts";
import { CarouselTrack } from "./CarouselTrack.tsx";
import { cx } from "./cx.ts";
import { useAutoplay, useSwipe, useViewportWidth } from "./use-carousel-motion.ts";

type Props = {
  /** Names the carousel region, e.g. "Related products". */
  label: string;
  slides: ReactNode[];
  /** Items in view by width, and the same as slide widths (./carousel-layouts.ts). */
  layout: RowLayout;
  /** Moves on by itself every so many milliseconds, with a pause button; omitted, only when asked. */
  autoplayMs?: number;
  /** How long a move takes (spec/3 §9: 500 ms; the sponsor carousel 1000 ms). */
  moveMs?: number;
  /** Share of the width a swipe must cross to move (decision 157). */
  swipeThreshold?: number;
};

/**
 * A row of items that moves one item at a time and wraps from the last full view to the first
 * (spec/3 §4 "Slider"). The server's page shows the first items as plain HTML, as many as CSS
 * gives the width; script adds the buttons' moves, swipes and autoplay. Items out of view are
 * inert, so the keyboard only reaches what is shown.
 */
export function Carousel({
  label,
  slides,
  layout,
  autoplayMs,
  moveMs = SLIDER_MOVE_MS,
  swipeThreshold = ROW_SWIPE_THRESHOLD,
}: Props) {
  const width = useViewportWidth();
  const perView = visibleCount(layout.counts, width ?? Number.MAX_SAFE_INTEGER);
  const count = slides.length;
  const [wanted, setStart] = useState(0);
  // A wider screen leaves fewer starts: stay within the row.
  const start = Math.min(wanted, Math.max(0, count - perView));
  const next = () => setStart(nextStart(start, count, perView));
  const previous = () => setStart(previousStart(start, count, perView));
  const movable = width !== null && count > perView;
  const autoplay = useAutoplay(next, movable ? autoplayMs : undefined, start);
  const swipe = useSwipe(swipeThreshold, (step) => (step === 1 ? next() : previous()));

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      // min-w-0: in a grid or flex parent, the slides' total width must not widen the page.
      className="relative w-full min-w-0"
      {...autoplay.holders}
    >
      <CarouselTrack offsetPercent={(100 * start) / perView} swipe={movable ? swipe : null} moveMs={moveMs}>
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            inert={movable && (index < start || index >= start + perView)}
            className={cx("min-w-0 shrink-0 grow-0 px-2", layout.slideClassName)}
          >
            {slide}
          </div>
        ))}
      </CarouselTrack>
      {movable && (
        <>
          <CarouselButton label="Previous slide" onClick={previous} className="left-0">
            <ChevronLeft aria-hidden="true" className="size-5" />
          </CarouselButton>
          <CarouselButton label="Next slide" onClick={next} className="right-0">
            <ChevronRight aria-hidden="true" className="size-5" />
          </CarouselButton>
        </>
      )}
      {movable && autoplay.plays && (
        <PlayPause stopped={autoplay.stopped} onToggle={autoplay.toggleStopped} label={label} />
      )}
    </section>
  );
}

/**
 * WCAG 2.2.2: a carousel that moves by itself can be stopped, and started again. `className`
 * places and colours it (by default over the top right corner, dark on white).
 */
export function PlayPause({
  stopped,
  onToggle,
  label,
  className = "absolute -top-11 right-0 border-line bg-white text-ink hover:bg-surface",
}: {
  stopped: boolean;
  onToggle: () => void;
  label: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={`${stopped ? "Play" : "Pause"} ${label}`}
      className={cx("grid size-10 place-items-center rounded-full border", className)}
    >
      {stopped ? (
        <Play aria-hidden="true" className="size-4" />
      ) : (
        <Pause aria-hidden="true" className="size-4" />
      )}
    </button>
  );
}

function CarouselButton({
  label,
  onClick,
  className,
  children,
}: {
  label: string;
  onClick: () => void;
  className: string;
  children: ReactNode;
}) {
  // Over the row's ends, so their arrival after the page wakes moves nothing on the page.
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cx(
        "absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full border border-line bg-white text-ink shadow hover:bg-surface",
        className,
      )}
    >
      {children}
    </button>
  );
}
