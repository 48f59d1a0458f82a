/**
 * Timings and breakpoints of the top navigation, reconciled from spec/3 §4 §9 and spec/1 §4 §9
 * in docs/decisions/041-navigation-timings.md.
 */

/** spec/3: a level 2 panel shows 500 ms after its level 1 item is hovered. */
export const LEVEL2_SHOW_MS = 500;
/** spec/3: leaving the navigation hides the panels (and resets show-more) after 500 ms. */
export const NAV_LEAVE_HIDE_MS = 500;
/** spec/1 desktop dropdown: a level 3 panel shows 450 ms after its level 2 item is hovered… */
export const LEVEL3_SHOW_MS = 450;
/** …and hides 100 ms after the pointer leaves that item. */
export const LEVEL3_HIDE_MS = 100;

/** spec/1 §9: below 600 px the shop uses the mobile slide-out menu instead of the top navigation. */
export const MOBILE_BREAKPOINT_PX = 600;
/** spec/1 §9: a touch device under 768 px wide is a tablet; there a click toggles a sub menu. */
export const TABLET_MAX_WIDTH_PX = 768;

/** Level 2 links shown before 'Show more'. */
export const LEVEL2_VISIBLE_LINKS = 8;
