/**
 * spec/1 §2: the lightbox's thumbnail list scrolls when there are more than 5 thumbnails;
 * up to 5 sit side by side, centred, with nothing to scroll.
 */
export const THUMBNAILS_IN_VIEW = 5;

export function thumbnailsScroll(count: number): boolean {
  return count > THUMBNAILS_IN_VIEW;
}
