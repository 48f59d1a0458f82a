import { useRevalidator } from "react-router";
import { readForTradeAccount, TradeAccountPage } from "~/features/account";
import { ACCOUNT_PAYMENTS_PATH, AccountPaymentsView, accountPaymentsOf } from "~/features/account-payments";
import { shopTitle } from "~/features/catalog";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/account-payments";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shopTitle("Account payments", matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
  ];
}

/** Balances and invoices as they are now: no copy is kept. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

/**
 * Signed-in users only (anyone else logs in first and comes back); a user without a trade account
 * reads why there is nothing to pay (the API's 403) rather than an error page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const read = await readForTradeAccount(serverApi(context), ACCOUNT_PAYMENTS_PATH, accountPaymentsOf);
  return { overview: read.found, refusal: read.refusal };
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

/** spec/1 §2 account payment screen: a single amount, or the account's invoices (decision 126). */
export default function AccountPaymentsPage({ loaderData }: Route.ComponentProps) {
  const { overview, refusal } = loaderData;
  const { revalidate } = useRevalidator();
  return (
    <TradeAccountPage title="Account payments" refusal={refusal}>
      {overview && <AccountPaymentsView overview={overview} onPaid={() => void revalidate()} />}
    </TradeAccountPage>
  );
}
