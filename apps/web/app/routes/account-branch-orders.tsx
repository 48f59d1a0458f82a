import { readForTradeAccount, TradeAccountPage } from "~/features/account";
import { BRANCH_ORDERS_PATH, BranchOrderList, branchOrdersOf } from "~/features/branch-orders";
import { shopTitle } from "~/features/catalog";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/account-branch-orders";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shopTitle("Your branch orders", matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
  ];
}

/** Where each order stands is as of now: no copy is kept. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

/**
 * Signed-in users only (anyone else logs in first and comes back); a user without a trade account
 * reads why there are no orders (the API's 403) rather than an error page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const read = await readForTradeAccount(serverApi(context), BRANCH_ORDERS_PATH, branchOrdersOf);
  return { orders: read.found?.orders ?? null, refusal: read.refusal };
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

/** The active trade account's orders placed at a branch, over the counter or by phone (issue 14; decision 137). */
export default function AccountBranchOrders({ loaderData }: Route.ComponentProps) {
  const { orders, refusal } = loaderData;
  return (
    <TradeAccountPage title="Your branch orders" refusal={refusal}>
      {orders && <BranchOrderList orders={orders} />}
    </TradeAccountPage>
  );
}
