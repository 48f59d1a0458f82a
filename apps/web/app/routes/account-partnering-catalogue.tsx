import { data, redirect } from "react-router";
import { loginPathFor, readForTradeAccount, TradeAccountPage } from "~/features/account";
import { QuickAddToBasket } from "~/features/basket";
import { shopTitle } from "~/features/catalog";
import {
  PARTNERING_CATALOGUE_PATH,
  PartneringCatalogueView,
  partneringCatalogueOf,
  removeFromPartneringCatalogue,
  type RemoveResult,
} from "~/features/partnering";
import { ApiError, serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/account-partnering-catalogue";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shopTitle("Partnering catalogue", matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
  ];
}

/** The account's own list at the shopper's branch's prices, as of now: no copy is kept. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

/**
 * Signed-in users only (anyone else logs in first and comes back); a user without a trade account
 * reads why there is no catalogue (the API's 403) rather than an error page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const read = await readForTradeAccount(
    serverApi(context),
    PARTNERING_CATALOGUE_PATH,
    partneringCatalogueOf,
  );
  return { catalogue: read.found, refusal: read.refusal };
}

/** Remove: the list is read again after it. An item already gone (a second click) is gone: no error. */
export async function action({ request, context }: Route.ActionArgs) {
  const api = serverApi(context);
  const productId = Number((await request.formData()).get("productId"));
  try {
    await removeFromPartneringCatalogue(api, productId);
    return {} satisfies RemoveResult;
  } catch (error) {
    // The in-process client answers an API 404 as the page's own 404 (lib/api.ts).
    if (error instanceof Response && error.status === 404) return {} satisfies RemoveResult;
    if (error instanceof ApiError && error.status === 401)
      throw redirect(loginPathFor(PARTNERING_CATALOGUE_PATH));
    if (error instanceof ApiError && error.status < 500) {
      return data({ error: error.message } satisfies RemoveResult, { status: error.status });
    }
    throw error;
  }
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

/** spec/2 §7 partnering catalogues: the active trade account's regular products (decision 119). */
export default function PartneringCataloguePage({ loaderData }: Route.ComponentProps) {
  const { catalogue, refusal } = loaderData;
  return (
    <TradeAccountPage title="Partnering catalogue" refusal={refusal}>
      {catalogue && (
        <PartneringCatalogueView
          catalogue={catalogue}
          addToBasket={(item) => <QuickAddToBasket product={item.product} quantity={item.quantity} />}
        />
      )}
    </TradeAccountPage>
  );
}
