import { data, useLocation } from "react-router";
import { BranchFinderForm, BranchResults, finderApiQuery, findBranches, readFinderQuery } from "~/features/branches";
import { shopTitle } from "~/features/catalog";
import { ApiError, serverApi } from "~/lib/api.ts";
import { Breadcrumb } from "~/ui/Breadcrumb.tsx";
import type { Route } from "./+types/storefinder";

/**
 * spec/2 §2 Store finder page: branches of every brand (issue 2 §4), searched by town, postcode
 * or branch code and filtered by feature. Distances, fulfilment and 'Save as my branch' come
 * with the store selector (spec/2).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const query = readFinderQuery(url.searchParams);
  try {
    const { branches, features } = await findBranches(api, finderApiQuery(query));
    return { query, branches, features, error: undefined };
  } catch (error) {
    // A hand-edited address (an over-long search, a feature the shop has not got): say which
    // part is wrong beside the box and keep the page usable.
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const { features } = await findBranches(api);
    return data({ query, branches: null, features, error: error.fields.q ?? error.message }, { status: 400 });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: shopTitle("Find a branch", matches[0]?.data?.brand.name) }];
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

export default function StoreFinderPage({ loaderData }: Route.ComponentProps) {
  const { query, branches, features, error } = loaderData;
  // A new search (or 'Show all branches') starts the form afresh from the address.
  const { search } = useLocation();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <Breadcrumb
        items={[
          { label: "Home", to: "/" },
          { label: "Find a branch", to: "/storefinder" },
        ]}
      />
      <h1 className="text-3xl font-bold">Find a branch</h1>
      <BranchFinderForm key={search} query={query} features={features} error={error} />
      {branches && <BranchResults branches={branches} query={query} />}
    </div>
  );
}
