import { readForTradeAccount, TradeAccountPage } from "~/features/account";
import { ACCOUNT_QUOTES_PATH, AccountQuotes, accountQuotesOf } from "~/features/account-quotes";
import { shopTitle } from "~/features/catalog";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/account-quotes";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shopTitle("Your branch quotes", matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
  ];
}

/** Whether each quote is still valid is as of now: no copy is kept. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

/**
 * Signed-in users only (anyone else logs in first and comes back); a user without a trade account
 * reads why there are no quotes (the API's 403) rather than an error page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const read = await readForTradeAccount(serverApi(context), ACCOUNT_QUOTES_PATH, accountQuotesOf);
  return { quotes: read.found?.quotes ?? null, refusal: read.refusal };
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

/** spec/2 §2 page type account-branchquotes: the active trade account's branch quotes (issue 14). */
export default function AccountQuotesPage({ loaderData }: Route.ComponentProps) {
  const { quotes, refusal } = loaderData;
  return (
    <TradeAccountPage title="Your branch quotes" refusal={refusal} pageType="account-branchquotes">
      {quotes && <AccountQuotes quotes={quotes} />}
    </TradeAccountPage>
  );
}
