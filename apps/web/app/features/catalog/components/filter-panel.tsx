import { SlidersHorizontal } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { ProductListing } from "@merchant/contract";
import {
  activeFilterCount,
  LISTING_PARAM,
  unfilteredSearch,
  toPageParams,
  type ListingQuery,
} from "../listing-query.ts";

/** Tailwind's lg breakpoint, where the panel sits beside the products. */
const WIDE = "(min-width: 64rem)";

type Props = {
  query: ListingQuery;
  facets: ProductListing["facets"];
  /** Parameters that are not listing state (the search page's `q`). */
  kept?: URLSearchParams | undefined;
};

/**
 * Filters of a category listing: manufacturer, price range and in stock. They are fields of the
 * listing's GET form, so a filtered listing is a shareable URL. On small screens the panel folds
 * away behind a 'Filters' toggle (a native <details>, so it opens without JavaScript); from the
 * lg breakpoint CSS keeps it open beside the products.
 */
export function FilterPanel({ query, facets, kept }: Props) {
  const active = activeFilterCount(query);
  const panel = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    // Tell assistive technology the truth on wide screens, where CSS already shows the fields.
    if (panel.current && window.matchMedia?.(WIDE).matches) panel.current.open = true;
  }, []);

  return (
    <details
      ref={panel}
      className="group rounded-lg border border-line bg-white lg:border-0 lg:details-content:[content-visibility:visible] lg:details-content:block"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 p-3 font-semibold lg:pointer-events-none lg:px-0 lg:pt-0 [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2">
          <SlidersHorizontal aria-hidden className="size-4 lg:hidden" />
          Filters{active > 0 ? ` (${active})` : ""}
        </span>
        <span aria-hidden className="text-sm font-normal text-muted lg:hidden">
          <span className="group-open:hidden">Show</span>
          <span className="hidden group-open:inline">Hide</span>
        </span>
      </summary>
      {/* Keyed by the listing so the fields show the URL again after a link (Clear filters) changes it. */}
      <div
        key={toPageParams(query).toString()}
        className="space-y-5 border-t border-line p-3 lg:border-0 lg:px-0"
      >
        <ManufacturerFilter query={query} manufacturers={facets.manufacturers} />
        <PriceFilter query={query} range={facets.price} />
        <label className="flex min-h-8 items-center gap-2 text-sm">
          <input
            type="checkbox"
            name={LISTING_PARAM.inStock}
            value="true"
            defaultChecked={query.inStock}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
            className="size-4"
          />
          In stock only
        </label>
        <div className="flex items-center gap-3">
          <button type="submit" className="h-10 rounded-md bg-brand px-4 text-sm font-semibold text-on-brand">
            Apply filters
          </button>
          {active > 0 && (
            <Link to={{ search: unfilteredSearch(query, kept) }} className="text-sm underline">
              Clear filters
            </Link>
          )}
        </div>
      </div>
    </details>
  );
}

function ManufacturerFilter({
  query,
  manufacturers,
}: {
  query: ListingQuery;
  manufacturers: Props["facets"]["manufacturers"];
}) {
  // The API keeps a ticked manufacturer listed (count 0) when other filters leave it nothing,
  // so it can always be unticked.
  if (manufacturers.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">Manufacturer</legend>
      <ul className="-mx-1.5 max-h-72 overflow-y-auto px-1.5">
        {manufacturers.map(({ name, count }) => (
          <li key={name}>
            <label className="flex min-h-8 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={LISTING_PARAM.manufacturer}
                value={name}
                defaultChecked={query.manufacturers.includes(name)}
                onChange={(event) => event.currentTarget.form?.requestSubmit()}
                className="size-4"
              />
              <span>{name}</span> <span className="text-muted">({count})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function PriceFilter({ query, range }: { query: ListingQuery; range: Props["facets"]["price"] }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">Price (£, ex VAT)</legend>
      <div className="flex items-center gap-2">
        <label className="flex-1 text-sm">
          <span className="sr-only">Minimum price in pounds</span>
          <input
            name={LISTING_PARAM.minPrice}
            defaultValue={query.minPrice}
            inputMode="decimal"
            placeholder={`Min ${Math.floor(range.min / 100)}`}
            className="h-10 w-full rounded-md border border-line px-2"
          />
        </label>
        <span aria-hidden>–</span>
        <label className="flex-1 text-sm">
          <span className="sr-only">Maximum price in pounds</span>
          <input
            name={LISTING_PARAM.maxPrice}
            defaultValue={query.maxPrice}
            inputMode="decimal"
            placeholder={`Max ${Math.ceil(range.max / 100)}`}
            className="h-10 w-full rounded-md border border-line px-2"
          />
        </label>
      </div>
    </fieldset>
  );
}
