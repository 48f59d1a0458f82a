import { EMPTY_SEARCH_MESSAGE, isSubmittableSearch } from "@merchant/domain/search";
import { data, Form, Link } from "react-router";
import { QuickAddToBasket } from "~/features/basket";
import {
  activeFilterCount,
  categoryTree,
  EmptyListing,
  LISTING_FIELD_LABELS,
  Listing,
  parseListingQuery,
  shopTitle,
  toApiQuery,
} from "~/features/catalog";
import { searchProducts } from "~/features/search/api.ts";
import { answerOrRefusal, serverApi } from "~/lib/api.ts";
import { buttonClass } from "~/ui/Button.tsx";
import { Field } from "~/ui/Field.tsx";
import type { ProductSummary } from "@merchant/contract";
import type { Route } from "./+types/search";

/** The search page's inputs as the shopper knows them, for the API's refusals. */
const SEARCH_FIELD_LABELS = { ...LISTING_FIELD_LABELS, q: "Search words" };

export async function loader({ url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const q = (params.get("q") ?? "").trim();
  // spec/1 §5: an empty search is not run; the page says so (the header shows the dialog).
  if (!isSubmittableSearch(q)) return { q, results: null, query: null, suggestions: [] };

  const api = serverApi(context);
  const query = parseListingQuery(params);
  const answer = await answerOrRefusal(searchProducts(api, q, toApiQuery(query)), SEARCH_FIELD_LABELS);
  // Words the API will not search (too long, control characters): say why, and offer the box again.
  if (!answer.ok) return data({ q, refusal: answer.refusal }, { status: 400 });
  const results = answer.value;
  // Nothing found at all: offer the shop's departments as a way on.
  const suggestions =
    results.total === 0 && activeFilterCount(query) === 0 ? (await categoryTree(api)).categories : [];
  return { q, results, query, suggestions };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const q = loaded && !("refusal" in loaded) ? loaded.q : undefined;
  return [
    { title: shopTitle(q ? `Results for "${q}"` : "Search", matches[0]?.data?.brand.name) },
    // Result pages are endless variations of the catalogue; search engines should follow, not list them.
    { name: "robots", content: "noindex, follow" },
  ];
}

/** Each card adds one of its product, as the product page would (issue 10). */
const quickAdd = (product: ProductSummary) => <QuickAddToBasket product={product} />;

// An unknown slug (404) or a failed call shows inside the shop frame, header and navigation intact.
export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  if ("refusal" in loaderData) return <RefusedSearch q={loaderData.q} refusal={loaderData.refusal} />;
  const { q, results, query, suggestions } = loaderData;
  if (!results || !query) return <SearchNotice message={EMPTY_SEARCH_MESSAGE} />;
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
          cardAction={quickAdd}
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
                      className="inline-block rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold hover:border-brand-ink"
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

/** A search page with no results to show: why, and what may follow. */
function SearchNotice({ message, children }: { message: string; children?: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-3xl font-bold">Search</h1>
      <p role="alert" className="mt-4 text-lg">
        {message}
      </p>
      {children}
    </div>
  );
}

/** The API's reason for not searching, with the words in a box to put right. */
function RefusedSearch({ q, refusal }: { q: string; refusal: string }) {
  return (
    <SearchNotice message={refusal}>
      <Form method="get" action="/search" className="mt-6 flex max-w-xl items-end gap-3">
        <Field label="Search words" name="q" type="search" defaultValue={q} className="grow" />
        <button type="submit" className={buttonClass("primary")}>
          Search
        </button>
      </Form>
    </SearchNotice>
  );
}
