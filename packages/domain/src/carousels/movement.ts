/**
 * Where a carousel goes next (spec/3 §4 "Slider": it wraps to the first slide), and whether a
 * swipe was long enough to move it (spec/2 §9: 8 percent; spec/3 §9: one fifth of the width;
 * decision 157 says which slider takes which).
 */

/** spec/2 §9: a carousel row of items moves once a swipe crosses 8 percent of its width. */
export const ROW_SWIPE_THRESHOLD = 0.08;
/** spec/3 §9: a one-at-a-time slider moves once a swipe crosses one fifth of its width. */
export const SLIDE_SWIPE_THRESHOLD = 1 / 5;

/** The last first-item a row can show with every place in view filled. */
export function lastStart(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

/** The next first-item: after the last, back to the first. */
export function nextStart(start: number, count: number, perView: number): number {
  return start >= lastStart(count, perView) ? 0 : start + 1;
}

/** The previous first-item: before the first, round to the last. */
export function previousStart(start: number, count: number, perView: number): number {
  return start <= 0 ? lastStart(count, perView) : Math.min(start - 1, lastStart(count, perView));
}

/**
 * A finished swipe's move: +1 (on to the next) for a drag leftwards past the threshold, -1 for
 * one rightwards, 0 for a shorter one, which settles back where it was.
 */
export function swipeMove(dragPx: number, widthPx: number, threshold: number): -1 | 0 | 1 {
  if (widthPx <= 0 || Math.abs(dragPx) < widthPx * threshold) return 0;
  return dragPx < 0 ? 1 : -1;
}

/** spec/3 §5: the sponsor image is 66 percent of the slider's height, at least 90 px. */
export function sponsorImageHeight(sliderHeightPx: number): number {
  return Math.max(90, Math.round(sliderHeightPx * 0.66));
}
