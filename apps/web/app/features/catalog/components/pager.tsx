import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, type To } from "react-router";
import { listingSearch, type ListingQuery } from "../listing-query.ts";
import { pagerItems } from "../pager.ts";

type Props = {
  query: ListingQuery;
  pageCount: number;
  /** Parameters that are not listing state (the search page's `q`). */
  kept?: URLSearchParams;
};

const box =
  "inline-flex h-9 min-w-8 items-center justify-center gap-1 rounded-md border px-2 text-sm sm:min-w-10 sm:px-3";
const link = `${box} border-line hover:bg-surface`;

/** Numbered pages with previous and next, as plain links so paging works without JavaScript. */
export function Pager({ query, pageCount, kept }: Props) {
  const items = pagerItems(query.page, pageCount);
  if (items.length === 0) return null;
  const to = (page: number): To => ({ search: listingSearch(query, { page }, kept) });

  return (
    <nav aria-label="Pages" className="mt-8 flex justify-center">
      <ul className="flex items-center gap-1">
        <li>
          <Step to={query.page > 1 ? to(query.page - 1) : null} rel="prev">
            <ChevronLeft aria-hidden className="size-4" />
            <span className="max-sm:sr-only">Previous</span>
          </Step>
        </li>
        {items.map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} aria-hidden className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === query.page ? (
                <span
                  aria-current="page"
                  className={`${box} border-brand-ink bg-brand font-semibold text-on-brand`}
                >
                  <span className="sr-only">Page </span>
                  {item.page}
                </span>
              ) : (
                <Link to={to(item.page)} className={link}>
                  <span className="sr-only">Page </span>
                  {item.page}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          <Step to={query.page < pageCount ? to(query.page + 1) : null} rel="next">
            <span className="max-sm:sr-only">Next</span>
            <ChevronRight aria-hidden className="size-4" />
          </Step>
        </li>
      </ul>
    </nav>
  );
}

/** Previous or next: a link, or shown greyed out at either end of the listing. */
function Step({ to, rel, children }: { to: To | null; rel: "prev" | "next"; children: React.ReactNode }) {
  if (!to) {
    return (
      <span aria-disabled="true" className={`${box} border-line text-muted/60`}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} rel={rel} className={link}>
      {children}
    </Link>
  );
}
