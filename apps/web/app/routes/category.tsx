import { data, Link, redirect } from "react-router";
import { QuickAddToBasket } from "~/features/basket";
import {
  categoryCrumbs,
  CategoryTiles,
  categoryWithListing,
  EmptyListing,
  LISTING_FIELD_LABELS,
  Listing,
  listingSearch,
  parseListingQuery,
  shopTitle,
  toApiQuery,
} from "~/features/catalog";
import { answerOrRefusal, notFoundWhenRefused, serverApi } from "~/lib/api.ts";
import { Breadcrumb } from "~/ui/Breadcrumb.tsx";
import { ReadMore } from "~/ui/ReadMore.tsx";
import type { ProductSummary } from "@merchant/contract";
import type { Route } from "./+types/category";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const query = parseListingQuery(url.searchParams);
  // One call gives the category and its listing. An unknown slug answers 404, which becomes this
  // page's 404; so does a slug the API refuses outright. A listing whose address the API refuses
  // (a page number past any listing) says why in place of the products, with a 400.
  const answer = await answerOrRefusal(categoryWithListing(api, params.slug, toApiQuery(query)), LISTING_FIELD_LABELS);
  if (!answer.ok) {
    const { listing: _default, ...page } = await categoryWithListing(api, params.slug).catch(notFoundWhenRefused);
    return data({ ...page, refusal: answer.refusal }, { status: 400 });
  }
  const { listing, ...page } = answer.value;
  // A shared link to a page that no longer exists (fewer products now) lands on the last one.
  const { pageCount } = listing;
  if (pageCount > 0 && query.page > pageCount) {
    throw redirect(`/category/${params.slug}${listingSearch(query, { page: pageCount })}`);
  }
  return { ...page, listing, query };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return [];
  const { category } = loaded;
  const total = "listing" in loaded ? `${loaded.listing.total} ` : "";
  return [
    { title: shopTitle(category.name, matches[0]?.data?.brand.name) },
    { name: "description", content: category.description || `Shop ${total}products in ${category.name}.` },
  ];
}

/** Each card adds one of its product, as the product page would (issue 10). */
const quickAdd = (product: ProductSummary) => <QuickAddToBasket product={product} />;

// An unknown slug (404) or a failed call shows inside the shop frame, header and navigation intact.
export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, breadcrumb, children } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumb items={categoryCrumbs(breadcrumb, category)} />
      <h1 className="mt-4 text-3xl font-bold">{category.name}</h1>
      {category.description && (
        <div className="mt-3 max-w-3xl text-muted">
          <ReadMore>
            {/* One full line fits the 16 px the collapsed block shows (spec/3 §9). */}
            <p className="text-sm/4">{category.description}</p>
          </ReadMore>
        </div>
      )}
      <CategoryTiles heading={`Shop by ${category.name}`} categories={children} />
      {"refusal" in loaderData ? (
        <RefusedListing path={`/category/${category.slug}`} refusal={loaderData.refusal} />
      ) : (
        <Listing
          query={loaderData.query}
          listing={loaderData.listing}
          cardAction={quickAdd}
          empty={
            <EmptyListing title="There are no products in this category yet.">
              <Link to="/" className="font-semibold text-brand-ink underline">
                Back to the home page
              </Link>
            </EmptyListing>
          }
        />
      )}
    </div>
  );
}

/** Why the API would not list this address's products, and the way back to all of them. */
function RefusedListing({ path, refusal }: { path: string; refusal: string }) {
  return (
    <section aria-label="Products" className="mt-8 flex flex-col items-start gap-3">
      <p role="alert" className="text-lg">
        {refusal}
      </p>
      <Link to={path} className="font-semibold text-brand-ink underline">
        Show all products in this category
      </Link>
    </section>
  );
}
