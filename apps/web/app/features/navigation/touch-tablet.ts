import { TABLET_MAX_WIDTH_PX } from "./nav-timings.ts";

/** spec/1 §9, spec/3 §4: a touch screen narrower than 768 px, where a click opens a sub menu. */
export function isTouchTablet(): boolean {
  const touch = window.matchMedia?.("(pointer: coarse)").matches || navigator.maxTouchPoints > 0;
  return touch && window.innerWidth < TABLET_MAX_WIDTH_PX;
}
