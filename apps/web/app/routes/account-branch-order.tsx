import { readForTradeAccount, TradeAccountPage } from "~/features/account";
import { BranchOrderDetail, branchOrderOf, branchOrderPageType } from "~/features/branch-orders";
import { shopTitle } from "~/features/catalog";
import { notFoundWhenRefused, serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/account-branch-order";

export function meta({ matches, params }: Route.MetaArgs) {
  return [
    { title: shopTitle(`Branch order ${params.orderNumber}`, matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

/**
 * Signed-in users only (anyone else logs in and comes back); a user without a trade account reads
 * why (the API's 403); another account's order, or a number that cannot be one, is the page's 404.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const read = await readForTradeAccount(serverApi(context), new URL(request.url).pathname, (api) =>
    branchOrderOf(api, params.orderNumber),
  ).catch(notFoundWhenRefused);
  return { order: read.found?.order ?? null, refusal: read.refusal };
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

/** spec/2 §2 page types account-branchorderdetail and, for AX, account-ax-branchorderdetail. */
export default function AccountBranchOrder({ loaderData, params }: Route.ComponentProps) {
  const { order, refusal } = loaderData;
  return (
    <TradeAccountPage
      title={
        <>
          Branch order <span className="whitespace-nowrap">{order?.orderNumber ?? params.orderNumber}</span>
        </>
      }
      refusal={refusal}
      pageType={branchOrderPageType(order ?? { ax: null })}
    >
      {order && <BranchOrderDetail order={order} />}
    </TradeAccountPage>
  );
}
