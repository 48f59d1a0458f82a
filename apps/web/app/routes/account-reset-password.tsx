import { data, Link, redirect } from "react-router";
import { ACCOUNT_HOME, ResetPasswordForm, resetPasswordAction } from "~/features/account";
import { shopTitle } from "~/features/catalog";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/account-reset-password";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shopTitle("Set a new password", matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
    // The address holds the link's secret: no page it leads to is told it.
    { name: "referrer", content: "no-referrer" },
  ];
}

export function loader({ url }: Route.LoaderArgs) {
  return { token: url.searchParams.get("token") ?? "" };
}

/** Set, the password signs in (the new session cookie goes with this redirect). */
export async function action({ request, context }: Route.ActionArgs) {
  const refused = await resetPasswordAction(serverApi(context), await request.formData());
  if (refused) return data(refused.result, { status: refused.status });
  throw redirect(ACCOUNT_HOME);
}

export default function AccountResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold text-ink">Set a new password</h1>
      <ResetPasswordForm token={loaderData.token} result={actionData} />
      <p className="mt-6">
        <Link to="/account/forgotten-password" className="text-brand-ink underline">
          Ask for a new link
        </Link>
      </p>
    </section>
  );
}
