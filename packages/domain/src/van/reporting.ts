/**
 * spec/3 §2, §9 reporting dashboard: each widget's numbers come a page at a time, numbered from the
 * default page 1; a page past the last shows the last. Database reporting keys are named in lists
 * by their first characters (decision 150).
 */

/** spec/3 §9: the page a widget opens on. */
export const DEFAULT_REPORT_PAGE = 1;

/** Rows of a widget's table on one page. */
export const REPORT_PAGE_SIZE = 5;

export type ReportPage<T> = { page: number; pages: number; total: number; rows: T[] };

/** The rows of page `page` (from 1) of `rows`, `size` to a page; at least one page, even when empty. */
export function reportPage<T>(rows: readonly T[], page: number, size = REPORT_PAGE_SIZE): ReportPage<T> {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const shown = Math.min(Math.max(DEFAULT_REPORT_PAGE, Math.trunc(page) || DEFAULT_REPORT_PAGE), pages);
  return { page: shown, pages, total: rows.length, rows: rows.slice((shown - 1) * size, shown * size) };
}

/** What every reporting key begins with, so one found in a log or a file is known for what it is. */
export const REPORTING_KEY_MARK = "rk_";

/** Characters of a key shown in the list: the mark and 6 of its random part, too few to guess the rest. */
export const REPORTING_KEY_PREFIX_LENGTH = REPORTING_KEY_MARK.length + 6;

/** How a key is listed once only its hash is kept: "rk_AbC123…". */
export function reportingKeyPrefix(key: string): string {
  return key.slice(0, REPORTING_KEY_PREFIX_LENGTH);
}
