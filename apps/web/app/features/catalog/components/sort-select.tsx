import { LISTING_PARAM, LISTING_SORTS, SORT_LABELS, type ListingSort } from "../listing-query.ts";
import { LISTING_FORM_ID } from "./listing-form.tsx";

/**
 * Sorting for a listing. With JavaScript a choice applies at once; without it the 'Sort'
 * button submits the listing form.
 */
export function SortSelect({ sort }: { sort: ListingSort }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="listing-sort" className="text-sm font-medium">
        Sort by
      </label>
      <select
        id="listing-sort"
        name={LISTING_PARAM.sort}
        form={LISTING_FORM_ID}
        defaultValue={sort}
        key={sort}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="h-10 rounded-md border border-line bg-white px-2 text-sm"
      >
        {LISTING_SORTS.map((value) => (
          <option key={value} value={value}>
            {SORT_LABELS[value]}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          form={LISTING_FORM_ID}
          className="h-10 rounded-md border border-line px-3 text-sm"
        >
          Sort
        </button>
      </noscript>
    </div>
  );
}
