/** spec/2 §4, §9: the mini basket in the header pages 3 items at a time. */
export const MINI_BASKET_PAGE_SIZE = 3;
export const MINI_BASKET_TIMINGS = {
  openDelayMs: 500,
  closeDelayMs: 1000,
  autoCloseAfterAddMs: 2500,
  slideMs: 400,
} as const;

export type MiniBasketPage<T> = {
  items: T[];
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
};

/**
 * One page of the mini basket. Paging past either end goes to /basket (spec/2 §2), so the page
 * number is clamped here and the caller decides the navigation from hasPrevious/hasNext.
 */
export function miniBasketPage<T>(items: readonly T[], requestedPage: number): MiniBasketPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / MINI_BASKET_PAGE_SIZE));
  const page = Number.isInteger(requestedPage) ? Math.min(Math.max(requestedPage, 1), pageCount) : 1;
  const start = (page - 1) * MINI_BASKET_PAGE_SIZE;
  return {
    items: items.slice(start, start + MINI_BASKET_PAGE_SIZE),
    page,
    pageCount,
    hasPrevious: page > 1,
    hasNext: page < pageCount,
  };
}
