/**
 * What every carousel shares: moving on by itself (held while pointed at or focused, when the
 * shopper presses pause, and for shoppers who ask for reduced motion), following the screen's
 * width, and moving by a swipe once it crosses the carousel's threshold (decision 157).
 */
import { swipeMove } from "@merchant/domain/carousels";
import { startTransition, useEffect, useRef, useState, type PointerEvent } from "react";
import { usePrefersReducedMotion } from "~/lib/use-prefers-reduced-motion.ts";

/** Moves on after `intervalMs` unless held; every move (chosen or not) starts a full interval again. */
export function useAutoplay(advance: () => void, intervalMs: number | undefined, position: number) {
  const [pointing, setPointing] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const moving = intervalMs !== undefined && !pointing && !focused && !stopped && !reducedMotion;
  const latest = useRef(advance);
  useEffect(() => {
    latest.current = advance;
  });

  useEffect(() => {
    if (!moving) return;
    const timer = setTimeout(() => latest.current(), intervalMs);
    return () => clearTimeout(timer);
  }, [moving, intervalMs, position]);

  return {
    /** Spread on the carousel's outer element. */
    holders: {
      onMouseEnter: () => setPointing(true),
      onMouseLeave: () => setPointing(false),
      onFocus: () => setFocused(true),
      onBlur: (event: { currentTarget: Element; relatedTarget: Element | null }) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
    /** WCAG 2.2.2: the shopper's own pause, kept until they press play. */
    stopped,
    toggleStopped: () => setStopped((was) => !was),
    plays: intervalMs !== undefined && !reducedMotion,
  };
}

/**
 * The window's width in CSS pixels (as media queries read it); null in the server's render and
 * while the page hydrates. It is read once the page is live, and again on every resize, as a
 * transition: read during a render, the width forced the browser to lay the page out mid-hydration,
 * and a width the server could not know re-rendered every carousel at once, in one long task.
 */
export function useViewportWidth(): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const read = () => startTransition(() => setWidth(window.innerWidth));
    read();
    window.addEventListener("resize", read);
    return () => window.removeEventListener("resize", read);
  }, []);
  return width;
}

/** Pixels a press may wander before it counts as a drag, not a click. */
const CLICK_SLOP_PX = 8;

/**
 * A horizontal swipe on the carousel's viewport: `drag` follows the finger, and on release
 * `onMove(+1 | -1)` is called if the drag crossed `threshold` of the viewport's width. A drag
 * swallows the click that ends it, so a swipe over a link does not follow it.
 */
export function useSwipe(threshold: number, onMove: (step: 1 | -1) => void) {
  const [drag, setDrag] = useState(0);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const dragged = useRef(false);

  const end = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from || from.id !== event.pointerId) return;
    start.current = null;
    const move = swipeMove(event.clientX - from.x, event.currentTarget.clientWidth, threshold);
    setDrag(0);
    if (move !== 0) onMove(move);
  };

  return {
    drag,
    dragging: drag !== 0,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.button !== 0) return;
        start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
        dragged.current = false;
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const from = start.current;
        if (!from || from.id !== event.pointerId) return;
        const dx = event.clientX - from.x;
        if (
          !dragged.current &&
          Math.abs(dx) > CLICK_SLOP_PX &&
          Math.abs(dx) > Math.abs(event.clientY - from.y)
        ) {
          dragged.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        if (dragged.current) setDrag(dx);
      },
      onPointerUp: end,
      onPointerCancel: end,
      onClickCapture: (event: { preventDefault: () => void; stopPropagation: () => void }) => {
        if (!dragged.current) return;
        dragged.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
      onDragStart: (event: { preventDefault: () => void }) => event.preventDefault(),
    },
  };
}
