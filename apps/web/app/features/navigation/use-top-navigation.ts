import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from "react";
import { LEVEL2_SHOW_MS, LEVEL3_HIDE_MS, LEVEL3_SHOW_MS, NAV_LEAVE_HIDE_MS } from "./nav-timings.ts";
import { isTouchTablet } from "./touch-tablet.ts";
import { useTimers } from "~/lib/use-timers.ts";

export type TopNavigationState = {
  /** The level 1 item under the pointer (highlighted at once). */
  highlighted: string | null;
  /** The level 1 item whose level 2 panel is shown. */
  open: string | null;
  /** The level 2 item whose level 3 panel is shown. */
  level3: string | null;
  /** Whether the open panel shows its hidden level 2 links. */
  showingMore: boolean;
};

const CLOSED: TopNavigationState = { highlighted: null, open: null, level3: null, showingMore: false };

type Timer = "level2" | "level3-show" | "level3-hide" | "leave";

export const panelId = (level1: string) => `nav-panel-${level1}`;
export const level1LinkId = (level1: string) => `nav-link-${level1}`;

function focusFirstLinkIn(level1: string) {
  document.getElementById(panelId(level1))?.querySelector<HTMLElement>("a[href], button")?.focus();
}

/** Hover intent comes from a mouse or pen; touch screens fire pointer events too but do not hover. */
const hovers = (event: PointerEvent) => event.pointerType !== "touch";

/**
 * The behaviour of the top navigation (spec/3 §4 with the timings of decision 041):
 * hover shows panels after a pause, leaving the nav hides them after a pause, touch movement
 * hides them at once, a tablet click toggles a sub menu, and the keyboard opens a panel with
 * Enter or ArrowDown (focus moves into it) and closes it with Escape.
 */
export function useTopNavigation() {
  const [state, setState] = useState<TopNavigationState>(CLOSED);
  const timers = useTimers<Timer>();
  const focusPanelOf = useRef<string | null>(null);

  const closeAll = useCallback(() => {
    timers.cancel("level2", "level3-show", "level3-hide", "leave");
    setState(CLOSED);
  }, [timers]);

  const openPanel = useCallback((level1: string) => {
    setState((now) =>
      now.open === level1 ? now : { highlighted: level1, open: level1, level3: null, showingMore: false },
    );
  }, []);

  // Touch movement (scrolling the page) hides the panels.
  const anythingOpen = state.open !== null;
  useEffect(() => {
    if (!anythingOpen) return;
    document.addEventListener("touchmove", closeAll, { passive: true });
    return () => document.removeEventListener("touchmove", closeAll);
  }, [anythingOpen, closeAll]);

  // After a keyboard opening, focus goes to the panel's first link once it is on screen.
  useEffect(() => {
    if (!state.open || focusPanelOf.current !== state.open) return;
    focusPanelOf.current = null;
    focusFirstLinkIn(state.open);
  }, [state.open]);

  const nav = {
    onPointerEnter: () => timers.cancel("leave"),
    onPointerLeave: (event: PointerEvent) => {
      if (!hovers(event)) return;
      timers.cancel("level2", "level3-show");
      timers.schedule("leave", NAV_LEAVE_HIDE_MS, () => setState(CLOSED));
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeAll();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !state.open) return;
      const level1 = state.open;
      closeAll();
      document.getElementById(level1LinkId(level1))?.focus();
    },
  };

  const level1 = (id: string, hasPanel: boolean) => ({
    onPointerEnter: (event: PointerEvent) => {
      if (!hovers(event)) return;
      timers.cancel("leave");
      setState((now) => ({ ...now, highlighted: id }));
      if (!hasPanel) return timers.cancel("level2");
      if (state.open === id) return timers.cancel("level2");
      timers.schedule("level2", LEVEL2_SHOW_MS, () => openPanel(id));
    },
    onClick: (event: MouseEvent) => {
      if (!hasPanel || !isTouchTablet()) return;
      event.preventDefault();
      if (state.open === id) closeAll();
      else openPanel(id);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!hasPanel || (event.key !== "Enter" && event.key !== "ArrowDown")) return;
      event.preventDefault();
      timers.cancel("level2");
      if (state.open === id) return focusFirstLinkIn(id);
      focusPanelOf.current = id;
      openPanel(id);
    },
  });

  const level2 = (id: string, hasPanel: boolean) => ({
    onPointerEnter: (event: PointerEvent) => {
      if (!hovers(event)) return;
      timers.cancel("level3-hide");
      if (!hasPanel || state.level3 === id) return timers.cancel("level3-show");
      timers.schedule("level3-show", LEVEL3_SHOW_MS, () => setState((now) => ({ ...now, level3: id })));
    },
    onPointerLeave: (event: PointerEvent) => {
      if (!hovers(event)) return;
      timers.cancel("level3-show");
      timers.schedule("level3-hide", LEVEL3_HIDE_MS, () => setState((now) => ({ ...now, level3: null })));
    },
    // Focus is a clear intent: the keyboard shows a level 3 panel at once, so Tab reaches its links.
    onFocus: () => {
      timers.cancel("level3-show", "level3-hide");
      setState((now) => ({ ...now, level3: hasPanel ? id : null }));
    },
  });

  const showMore = () => setState((now) => ({ ...now, showingMore: true }));

  return { state, nav, level1, level2, showMore, closeAll };
}
