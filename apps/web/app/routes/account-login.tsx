import { data, redirect } from "react-router";
import { LoginForm, logIn, redirectTarget, signedOutOnly } from "~/features/account";
import { shopTitle } from "~/features/catalog";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/account-login";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shopTitle("Log in", matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
  ];
}

export const loader = ({ url, context }: Route.LoaderArgs) => signedOutOnly(serverApi(context), url);

/** The API renews the session; the web host hands its new cookie to the browser with this redirect. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const refused = await logIn(serverApi(context), form);
  if (refused) return data(refused.result, { status: refused.status });
  throw redirect(redirectTarget(String(form.get("redirectTo") ?? "")));
}

export default function AccountLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold text-ink">Log in</h1>
      <LoginForm redirectTo={loaderData.redirectTo} result={actionData} />
    </section>
  );
}
