/** spec/3 §5, §9: the sponsor image is 66% of the slider height, never under 90 px. */
export const SPONSOR_IMAGE_HEIGHT_RATIO = 0.66;
export const SPONSOR_IMAGE_MIN_HEIGHT_PX = 90;

/** Whole pixels; a slider height that is not a number gives the minimum. */
export function sponsorImageHeight(sliderHeightPx: number): number {
  const height = Math.round(sliderHeightPx * SPONSOR_IMAGE_HEIGHT_RATIO);
  return Number.isFinite(height) ? Math.max(SPONSOR_IMAGE_MIN_HEIGHT_PX, height) : SPONSOR_IMAGE_MIN_HEIGHT_PX;
}
