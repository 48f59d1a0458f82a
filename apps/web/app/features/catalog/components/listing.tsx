import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ProductListing, ProductSummary } from "@merchant/contract";
import { activeFilterCount, unfilteredSearch, type ListingQuery } from "../listing-query.ts";
import { EmptyListing } from "./empty-listing.tsx";
import { FilterPanel } from "./filter-panel.tsx";
import { ListingForm } from "./listing-form.tsx";
import { Pager } from "./pager.tsx";
import { ProductGrid } from "./product-grid.tsx";
import { SortSelect } from "./sort-select.tsx";

type Props = {
  query: ListingQuery;
  listing: ProductListing;
  /** Parameters that are not listing state (the search page's `q`). */
  kept?: URLSearchParams;
  /** Shown when the listing has no products even before filtering. */
  empty: ReactNode;
  /** Each card's add to basket (features/basket, handed in by the route). */
  cardAction?: (product: ProductSummary) => ReactNode;
};

/**
 * A page of products with its count, filters, sorting and paging: the body of both the category
 * page and the search results page.
 */
export function Listing({ query, listing, kept, empty, cardAction }: Props) {
  const filtered = activeFilterCount(query) > 0;
  // Nothing to narrow down: no filter panel, only the empty state.
  const filterable = listing.total > 0 || filtered;
  return (
    <div className={filterable ? "gap-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]" : undefined}>
      <ListingForm kept={kept} className={filterable ? "mb-4 lg:mb-0" : "hidden"}>
        {filterable && (
          <aside aria-label="Filters">
            <FilterPanel query={query} facets={listing.facets} kept={kept} />
          </aside>
        )}
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
        {listing.items.length > 0 ? (
          <ProductGrid products={listing.items} label="Products" cardAction={cardAction} />
        ) : filtered ? (
          <EmptyListing title="No products match these filters.">
            <Link
              to={{ search: unfilteredSearch(query, kept) }}
              className="font-semibold text-brand-ink underline"
            >
              Clear filters
            </Link>
          </EmptyListing>
        ) : (
          empty
        )}
        <Pager query={query} pageCount={listing.pageCount} kept={kept} />
      </section>
    </div>
  );
}

/** "Showing 25–48 of 312 products" */
function countText({ total, page, pageSize, items }: ProductListing): string {
  const noun = total === 1 ? "product" : "products";
  if (items.length === 0 || total <= pageSize) return `${total} ${noun}`;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}–${first + items.length - 1} of ${total} ${noun}`;
}
