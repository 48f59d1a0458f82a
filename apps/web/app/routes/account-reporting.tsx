import { readForTradeAccount, TradeAccountPage } from "~/features/account";
import { REPORTING_DASHBOARD_PATH, ReportingDashboard, reportingKeysOf } from "~/features/account-tools";
import { shopTitle } from "~/features/catalog";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/account-reporting";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shopTitle("Reporting", matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * Signed-in trade users only (the account's keys are read to ask, as the tools page does); each
 * widget then loads its own numbers from the browser.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const read = await readForTradeAccount(serverApi(context), REPORTING_DASHBOARD_PATH, reportingKeysOf);
  return { refusal: read.refusal };
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

/** spec/3 §2 reporting dashboard: tabs of widgets with numbered pages. */
export default function AccountReportingPage({ loaderData }: Route.ComponentProps) {
  return (
    <TradeAccountPage title="Reporting" refusal={loaderData.refusal}>
      <ReportingDashboard />
    </TradeAccountPage>
  );
}
