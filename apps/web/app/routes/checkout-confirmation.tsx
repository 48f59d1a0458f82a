import { currentSession } from "~/features/account";
import { shopTitle } from "~/features/catalog";
import { OrderConfirmation, orderOf } from "~/features/checkout";
import { notFoundWhenRefused, serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/checkout-confirmation";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shopTitle("Thank you for your order", matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
  ];
}

/** A customer's order: nobody keeps a copy. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

/** The order as placed; another shopper's order, or none, is the page's 404 (the API's). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [session, { order }] = await Promise.all([
    currentSession(api),
    orderOf(api, params.reference).catch(notFoundWhenRefused),
  ]);
  return { order, signedIn: session.user !== null };
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

export default function CheckoutConfirmation({ loaderData }: Route.ComponentProps) {
  return <OrderConfirmation order={loaderData.order} signedIn={loaderData.signedIn} />;
}
