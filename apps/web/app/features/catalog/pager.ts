/**
 * Which page links a numbered pager shows: always the first and last page, the current page
 * with one neighbour each side, and a gap where pages are left out. A gap never hides a single
 * page (that page is shown instead), so the pager keeps the same width as the shopper moves.
 */
export type PagerItem = { kind: "page"; page: number } | { kind: "gap"; key: "start" | "end" };

const NEIGHBOURS = 1;
/** first + gap + neighbours + current + neighbours + gap + last */
const SLOTS = 2 * NEIGHBOURS + 5;

function pages(from: number, to: number): PagerItem[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => ({ kind: "page", page: from + i }));
}

export function pagerItems(current: number, pageCount: number): PagerItem[] {
  if (pageCount <= 1) return [];
  if (pageCount <= SLOTS) return pages(1, pageCount);
  const page = Math.min(Math.max(current, 1), pageCount);
  // Near an end the window slides inward so the number of links stays SLOTS.
  const edge = SLOTS - 2; // pages shown together with one end when only one gap is needed
  if (page <= edge - NEIGHBOURS)
    return [...pages(1, edge), { kind: "gap", key: "end" }, ...pages(pageCount, pageCount)];
  if (page > pageCount - edge + NEIGHBOURS) {
    return [...pages(1, 1), { kind: "gap", key: "start" }, ...pages(pageCount - edge + 1, pageCount)];
  }
  return [
    ...pages(1, 1),
    { kind: "gap", key: "start" },
    ...pages(page - NEIGHBOURS, page + NEIGHBOURS),
    { kind: "gap", key: "end" },
    ...pages(pageCount, pageCount),
  ];
}
