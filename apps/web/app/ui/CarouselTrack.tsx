import type { ReactNode } from "react";
import { cx } from "./cx.ts";
import type { useSwipe } from "./use-carousel-motion.ts";

type Props = {
  /** How far along the row the track stands, in percent of the viewport's width. */
  offsetPercent: number;
  swipe: ReturnType<typeof useSwipe> | null;
  moveMs: number;
  height?: number;
  className?: string;
  trackClassName?: string;
  children: ReactNode;
};

/**
 * A carousel's clipping viewport and its sliding row: moved by a CSS transform (the row's place
 * plus the finger's drag), animated over `moveMs` unless the shopper asks for reduced motion.
 */
export function CarouselTrack({
  offsetPercent,
  swipe,
  moveMs,
  height,
  className,
  trackClassName,
  children,
}: Props) {
  const drag = swipe?.drag ?? 0;
  return (
    <div
      // relative: a slide's absolutely placed parts (screen-reader text) are clipped here too, not left
      // to widen the page (a phone's viewport then grew to fit them).
      className={cx("relative touch-pan-y overflow-hidden", className)}
      style={{ height }}
      {...swipe?.handlers}
      // Focus moving into a clipped item would scroll the viewport under the transform.
      onScroll={(event) => (event.currentTarget.scrollLeft = 0)}
    >
      <div
        data-carousel-track
        className={cx("flex motion-safe:transition-transform", trackClassName)}
        style={{
          transform:
            offsetPercent === 0 && drag === 0
              ? undefined
              : `translateX(calc(${-offsetPercent}% + ${drag}px))`,
          transitionDuration: swipe?.dragging ? "0ms" : `${moveMs}ms`,
        }}
      >
        {children}
      </div>
    </div>
  );
}
