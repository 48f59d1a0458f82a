import type { ReactNode } from "react";
import type { ProductListing } from "~/lib/api-types";
import type { ListingQuery } from "../listing-query.ts";
import { ListingForm } from "./listing-form.tsx";
import { Pager } from "./pager.tsx";
import { ProductGrid } from "./product-grid.tsx";
import { SortSelect } from "./sort-select.tsx";

type Props = {
  query: ListingQuery;
  listing: ProductListing;
  /** Parameters that are not listing state (the search page's `q`). */
  kept?: URLSearchParams;
  /** Filter fields (the category page's FilterPanel); they become part of the listing form. */
  filters?: ReactNode;
  /** Shown instead of the grid when nothing matches. */
  empty: ReactNode;
};

/**
 * A page of products with its count, sorting, paging and optional filters: the body of both
 * the category page and the search results page.
 */
export function Listing({ query, listing, kept, filters, empty }: Props) {
  return (
    <div className={filters ? "gap-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]" : undefined}>
      <ListingForm kept={kept} className={filters ? "mb-4 lg:mb-0" : "hidden"}>
        {filters && <aside aria-label="Filters">{filters}</aside>}
      </ListingForm>
      <section aria-labelledby="listing-heading">
        <h2 id="listing-heading" className="sr-only">
          Products
        </h2>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-muted">
            {countText(listing)}
          </p>
          {listing.total > 0 && <SortSelect sort={query.sort} />}
        </div>
        {listing.items.length > 0 ? <ProductGrid products={listing.items} label="Products" /> : empty}
        <Pager query={query} pageCount={listing.pageCount} kept={kept} />
      </section>
    </div>
  );
}

/** "Showing 25–48 of 312 products" */
export function countText({ total, page, pageSize, items }: ProductListing): string {
  const noun = total === 1 ? "product" : "products";
  if (total === 0 || items.length === 0) return `${total} ${noun}`;
  if (total <= pageSize) return `${total} ${noun}`;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}–${first + items.length - 1} of ${total} ${noun}`;
}
