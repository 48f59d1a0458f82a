import { data, redirect } from "react-router";
import {
  AccountPageLoading,
  AccountSummary,
  ACCOUNT_HOME,
  ChangePasswordForm,
  changePasswordAction,
  currentSession,
  DashboardTiles,
  loginPathFor,
  TradeAccounts,
  tradeAccountsFor,
} from "~/features/account";
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
  const { user } = await currentSession(api);
  if (!user) throw redirect(loginPathFor(ACCOUNT_HOME));
  return { user, tradeAccounts: await tradeAccountsFor(api) };
}

/** The forms of the account page; signed out by now (the session ended elsewhere), log in again. */
export async function action({ request, context }: Route.ActionArgs) {
  const api = serverApi(context);
  if (!(await currentSession(api)).user) throw redirect(loginPathFor(ACCOUNT_HOME));
  const answered = await changePasswordAction(api, await request.formData());
  return data(answered?.result ?? {}, { status: answered?.status ?? 200 });
}

/** The account dashboard (spec/1 §2): tiles, the trade accounts and their switch, the password. */
export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-8 md:py-12">
      <AccountPageLoading />
      <div>
        <h1 className="mb-6 text-3xl font-bold text-ink">Your account</h1>
        <AccountSummary user={loaderData.user} />
      </div>
      <DashboardTiles />
      <TradeAccounts accounts={loaderData.tradeAccounts} />
      <section id="password" aria-labelledby="password-heading" className="max-w-md scroll-mt-4">
        <h2 id="password-heading" className="mb-4 text-xl font-bold">
          Change your password
        </h2>
        <ChangePasswordForm result={actionData} />
      </section>
    </section>
  );
}
