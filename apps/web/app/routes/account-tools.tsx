import { readForTradeAccount, TradeAccountPage } from "~/features/account";
import { ACCOUNT_TOOLS_PATH, ReportingKeys, reportingKeysOf, VanPanel } from "~/features/account-tools";
import { shopTitle } from "~/features/catalog";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/account-tools";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shopTitle("Vans and reporting keys", matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
  ];
}

/** The keys change from this page: never a kept copy. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

/** Signed-in users only; a user without a trade account reads why there is nothing here (the API's 403). */
export async function loader({ context }: Route.LoaderArgs) {
  const read = await readForTradeAccount(serverApi(context), ACCOUNT_TOOLS_PATH, reportingKeysOf);
  return { keys: read.found?.keys ?? null, refusal: read.refusal };
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

/** spec/3 §2 web account area: the van management panel and the database reporting keys. */
export default function AccountToolsPage({ loaderData }: Route.ComponentProps) {
  const { keys, refusal } = loaderData;
  return (
    <TradeAccountPage title="Vans and reporting keys" refusal={refusal}>
      {keys && (
        <>
          <VanPanel />
          <ReportingKeys initialKeys={keys} />
        </>
      )}
    </TradeAccountPage>
  );
}
