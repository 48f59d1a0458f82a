import { data } from "react-router";
import { ACCOUNT_HOME, signedInOnly } from "~/features/account";
import { OnlineInvoicesOutcome, requestOnlineInvoicesFromPage } from "~/features/account-documents";
import { shopTitle } from "~/features/catalog";
import { ApiError, serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/account-online-invoices";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shopTitle("Online invoices", matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * Where the dashboard's 'Activate online invoices' form posts without JavaScript (or before the
 * page has woken): spec/1 §4's 'Request Sent', or 'Request Failed' whatever went wrong.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const api = serverApi(context);
  await signedInOnly(api, ACCOUNT_HOME);
  const accountId = Number((await request.formData()).get("accountId"));
  try {
    await requestOnlineInvoicesFromPage(api, accountId);
    return data({ sent: true }, { status: 202 });
  } catch (error) {
    // The in-process client answers an API 404 (an account the user does not hold) as the page's own.
    if (error instanceof Response && error.status === 404) return data({ sent: false }, { status: 404 });
    if (error instanceof ApiError) return data({ sent: false }, { status: error.status });
    throw error;
  }
}

export default function AccountOnlineInvoices({ actionData }: Route.ComponentProps) {
  // Opened rather than posted to (no loader: one that redirected would hide the action's answer).
  return <OnlineInvoicesOutcome sent={actionData ? actionData.sent : null} />;
}
