import { Link, redirect } from "react-router";
import {
  categoryCrumbs,
  CategoryTiles,
  EmptyListing,
  Listing,
  listingSearch,
  parseListingQuery,
  shopTitle,
  toApiParams,
} from "~/features/catalog";
import { serverApi } from "~/lib/api.ts";
import { Breadcrumb } from "~/ui/Breadcrumb.tsx";
import { ReadMore } from "~/ui/ReadMore.tsx";
import type { Route } from "./+types/category";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const query = parseListingQuery(new URL(request.url).searchParams);
  // An unknown slug answers 404 from either call, which becomes this page's 404.
  const [page, listing] = await Promise.all([
    api.category(params.slug),
    api.categoryProducts(params.slug, toApiParams(query)),
  ]);
  // A shared link to a page that no longer exists (fewer products now) lands on the last one.
  if (listing.pageCount > 0 && query.page > listing.pageCount) {
    throw redirect(`/category/${params.slug}${listingSearch(query, { page: listing.pageCount })}`);
  }
  return { ...page, listing, query };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { category, listing } = data;
  return [
    { title: shopTitle(category.name, matches[0]?.data?.brand.name) },
    {
      name: "description",
      content: category.description || `Shop ${listing.total} products in ${category.name}.`,
    },
  ];
}

// An unknown slug (404) or a failed call shows inside the shop frame, header and navigation intact.
export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, breadcrumb, children, listing, query } = loaderData;
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
      <Listing
        query={query}
        listing={listing}
        empty={
          <EmptyListing title="There are no products in this category yet.">
            <Link to="/" className="font-semibold text-brand underline">
              Back to the home page
            </Link>
          </EmptyListing>
        }
      />
    </div>
  );
}
