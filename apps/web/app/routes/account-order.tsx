import { signedInOnly } from "~/features/account";
import { shopTitle } from "~/features/catalog";
import { orderOf, OrderView } from "~/features/checkout";
import { notFoundWhenRefused, serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/account-order";

export function meta({ matches, params }: Route.MetaArgs) {
  return [
    { title: shopTitle(`Order ${params.reference}`, matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

/**
 * One of the account's orders, as its confirmation showed it. Signed-in users only (anyone else
 * logs in and comes back); another customer's order is the page's 404 (the API's).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const api = serverApi(context);
  await signedInOnly(api, new URL(request.url).pathname);
  const { order } = await orderOf(api, params.reference).catch(notFoundWhenRefused);
  return { order };
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  return <OrderView order={loaderData.order} variant="account" signedIn />;
}
