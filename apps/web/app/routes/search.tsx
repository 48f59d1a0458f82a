import { EMPTY_SEARCH_MESSAGE, isSubmittableSearch } from "@merchant/domain/search";
import { Link } from "react-router";
import {
  activeFilterCount,
  EmptyListing,
  Listing,
  parseListingQuery,
  shopTitle,
  toApiParams,
} from "~/features/catalog";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim();
  // spec/1 §5: an empty search is not run; the page says so (the header shows the dialog).
  if (!isSubmittableSearch(q)) return { q, results: null, query: null, suggestions: [] };

  const api = serverApi(context);
  const query = parseListingQuery(params);
  const apiParams = toApiParams(query);
  apiParams.set("q", q);
  const results = await api.search(apiParams);
  // Nothing found at all: offer the shop's departments as a way on.
  const suggestions =
    results.total === 0 && activeFilterCount(query) === 0 ? (await api.categoryTree()).categories : [];
  return { q, results, query, suggestions };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const q = data?.q;
  return [
    { title: shopTitle(q ? `Results for "${q}"` : "Search", matches[0]?.data?.brand.name) },
    // Result pages are endless variations of the catalogue; search engines should follow, not list them.
    { name: "robots", content: "noindex, follow" },
  ];
}

// An unknown slug (404) or a failed call shows inside the shop frame, header and navigation intact.
export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, results, query, suggestions } = loaderData;
  if (!results || !query) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-6">
        <h1 className="text-3xl font-bold">Search</h1>
        <p role="alert" className="mt-4 text-lg">
          {EMPTY_SEARCH_MESSAGE}
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-3xl font-bold">Results for &ldquo;{q}&rdquo;</h1>
      {results.correctedFrom && (
        // The API searched a corrected spelling because the words as typed found nothing.
        <p className="mt-2 text-muted">
          Showing results for <strong className="text-ink">&ldquo;{results.query}&rdquo;</strong>
        </p>
      )}
      <div className="mt-6">
        <Listing
          query={query}
          listing={results}
          kept={new URLSearchParams({ q })}
          empty={
            <EmptyListing title={`Sorry, no products matched “${q}”.`}>
              <p className="max-w-md text-muted">
                Check the spelling, try fewer or more general words, or browse:
              </p>
              <ul className="flex flex-wrap justify-center gap-2">
                {suggestions.map((category) => (
                  <li key={category.slug}>
                    <Link
                      to={`/category/${category.slug}`}
                      className="inline-block rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold hover:border-brand"
                    >
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </EmptyListing>
          }
        />
      </div>
    </div>
  );
}
