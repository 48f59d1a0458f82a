/**
 * How many items each carousel and slider shows at once, by the screen's width (spec/3 §9), and
 * how long a move takes (spec/3 §4, §9; spec/2 §9). A layout's narrower steps each apply at their
 * width and below.
 */
export type CarouselLayout = {
  perView: number;
  narrower: readonly { maxWidth: number; perView: number }[];
};

/** spec/3 §9: sponsor carousel 6 visible (4 at 600, 3 at 480). */
export const SPONSOR_CAROUSEL: CarouselLayout = {
  perView: 6,
  narrower: [
    { maxWidth: 600, perView: 4 },
    { maxWidth: 480, perView: 3 },
  ],
};

/** spec/3 §9: brand carousel 10 visible (8, 6, 4, 3 by breakpoints 1024, 800, 600, 480). */
export const BRAND_CAROUSEL: CarouselLayout = {
  perView: 10,
  narrower: [
    { maxWidth: 1024, perView: 8 },
    { maxWidth: 800, perView: 6 },
    { maxWidth: 600, perView: 4 },
    { maxWidth: 480, perView: 3 },
  ],
};

/** spec/3 §9: magic carousel 5 visible (3 at 1024, 1 at 800 and below). */
export const MAGIC_CAROUSEL: CarouselLayout = {
  perView: 5,
  narrower: [
    { maxWidth: 1024, perView: 3 },
    { maxWidth: 800, perView: 1 },
  ],
};

/** spec/3 §9: alternatives 5 per view (3 at 1024, 2 at 800 and below). */
export const ALTERNATIVES_SLIDER: CarouselLayout = {
  perView: 5,
  narrower: [
    { maxWidth: 1024, perView: 3 },
    { maxWidth: 800, perView: 2 },
  ],
};

/** spec/3 §9: cross-sell and related 3 per view (2 at 800 and below). */
export const CROSS_SELL_SLIDER: CarouselLayout = {
  perView: 3,
  narrower: [{ maxWidth: 800, perView: 2 }],
};

/** Items in view on a screen this many CSS pixels wide. */
export function visibleCount(layout: CarouselLayout, viewportWidth: number): number {
  return layout.narrower
    .filter((step) => viewportWidth <= step.maxWidth)
    .reduce((fewest, step) => Math.min(fewest, step.perView), layout.perView);
}

/** spec/3 §9: the homepage carousel moves on every 4000 ms; spec/2 §9: carousels autoplay 4000 ms. */
export const CAROUSEL_AUTOPLAY_MS = 4000;
/** spec/3 §9: a slider's move, and its wrap back to the first, takes 500 ms. */
export const SLIDER_MOVE_MS = 500;
/** spec/3 §9: the sponsor carousel moves in 1000 ms. */
export const SPONSOR_MOVE_MS = 1000;
/** spec/2 §9: below 430 px a slider is on a phone (the main carousel shows dots, not numbered tabs). */
export const SLIDER_MOBILE_BREAKPOINT_PX = 430;
