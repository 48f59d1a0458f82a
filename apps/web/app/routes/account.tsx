import { data } from "react-router";
import {
  AccountSummary,
  ACCOUNT_HOME,
  accountDetails,
  accountPageAction,
  CHANGE_PASSWORD_INTENT,
  ChangePasswordForm,
  DashboardTiles,
  DETAILS_INTENT,
  DetailsForm,
  signedInOnly,
  TradeAccounts,
  tradeAccountsFor,
} from "~/features/account";
import { AccountDocuments, onlineInvoiceRequestsFor } from "~/features/account-documents";
import { shopTitle } from "~/features/catalog";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/account";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shopTitle("Your account", matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
  ];
}

/** Signed-in users only; anyone else logs in first and comes back here. */
export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const user = await signedInOnly(api, ACCOUNT_HOME);
  const [tradeAccounts, onlineInvoiceRequests, details] = await Promise.all([
    tradeAccountsFor(api),
    onlineInvoiceRequestsFor(api),
    accountDetails(api),
  ]);
  return { user, tradeAccounts, onlineInvoiceRequests, details };
}

/** The forms of the account page; signed out by now (the session ended elsewhere), log in again. */
export async function action({ request, context }: Route.ActionArgs) {
  const api = serverApi(context);
  await signedInOnly(api, ACCOUNT_HOME);
  const { intent, result, status } = await accountPageAction(api, await request.formData());
  return data({ intent, result }, { status });
}

/** The account dashboard (spec/1 §2): tiles, the trade accounts and their switch, your details, the password. */
export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  // Each form shows the answer to its own post only.
  const resultOf = (intent: string) => (actionData?.intent === intent ? actionData.result : undefined);
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-8 md:py-12">
      <div>
        <h1 className="mb-6 text-3xl font-bold text-ink">Your account</h1>
        <AccountSummary user={loaderData.user} />
      </div>
      <DashboardTiles tradeAccountHolder={(loaderData.tradeAccounts?.length ?? 0) > 0} />
      <TradeAccounts
        accounts={loaderData.tradeAccounts}
        cardExtras={(account) => (
          <AccountDocuments
            account={account}
            onlineInvoicesRequestedAt={loaderData.onlineInvoiceRequests?.[account.id] ?? null}
          />
        )}
      />
      <section id="details" aria-labelledby="details-heading" className="max-w-md scroll-mt-4">
        <h2 id="details-heading" className="mb-4 text-xl font-bold">
          Your details
        </h2>
        <DetailsForm details={loaderData.details} result={resultOf(DETAILS_INTENT)} />
      </section>
      <section id="password" aria-labelledby="password-heading" className="max-w-md scroll-mt-4">
        <h2 id="password-heading" className="mb-4 text-xl font-bold">
          Change your password
        </h2>
        <ChangePasswordForm result={resultOf(CHANGE_PASSWORD_INTENT)} />
      </section>
    </section>
  );
}
