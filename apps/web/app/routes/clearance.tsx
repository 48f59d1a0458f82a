import { useRouteLoaderData } from "react-router";
import { shopTitle } from "~/features/catalog";
import { ClearanceList, clearanceOf } from "~/features/clearance";
import { selectorWording, useOpenStoreSelector } from "~/features/fulfilment";
import { serverApi } from "~/lib/api.ts";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/clearance";

/**
 * The collection branch's clearance items, read live on every render. A branch change anywhere
 * on the page (the header's selector) runs this loader again, so the list follows the branch
 * (spec/2 §2: the clearance page is reloaded when the location changes).
 */
export async function loader({ context }: Route.LoaderArgs) {
  return clearanceOf(serverApi(context));
}

/** The items and their stock are the shopper's branch's, as of now: no copy is kept. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: shopTitle("Clearance", matches[0]?.data?.brand.name) }];
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

/** spec/1 §2 the clearance page. */
export default function ClearancePage({ loaderData }: Route.ComponentProps) {
  const openStoreSelector = useOpenStoreSelector();
  const brandCode = useRouteLoaderData<typeof rootLoader>("root")?.brand.code ?? "";
  const { place, chooseLabel } = selectorWording(brandCode);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-3xl font-bold">Clearance</h1>
      <ClearanceList
        list={loaderData}
        place={place}
        chooseLabel={chooseLabel}
        onChooseBranch={() => openStoreSelector("collection")}
      />
    </div>
  );
}
