import { signedInOnly } from "~/features/account";
import { shopTitle } from "~/features/catalog";
import { ACCOUNT_ORDERS_PATH, accountOrdersOf, OrderHistory } from "~/features/checkout";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/account-orders";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shopTitle("Your orders", matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

/** Signed-in users only: anyone else logs in first and comes back here. */
export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  await signedInOnly(api, ACCOUNT_ORDERS_PATH);
  return { orders: (await accountOrdersOf(api)).orders };
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

/** The account's order history (issue 12), newest first. */
export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  return <OrderHistory orders={loaderData.orders} />;
}
