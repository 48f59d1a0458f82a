import { data, Link, redirect, useRouteLoaderData } from "react-router";
import { RegisterForm, redirectTarget, registerAction, signedOutOnly } from "~/features/account";
import { shopTitle } from "~/features/catalog";
import { serverApi } from "~/lib/api.ts";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/account-register";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shopTitle("Open an account", matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
  ];
}

export const loader = ({ url, context }: Route.LoaderArgs) => signedOutOnly(serverApi(context), url);

/** Opened, the account is signed in (its new session cookie goes with this redirect). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const refused = await registerAction(serverApi(context), form);
  if (refused) return data(refused.result, { status: refused.status });
  throw redirect(redirectTarget(String(form.get("redirectTo") ?? "")));
}

export default function AccountRegister({ loaderData, actionData }: Route.ComponentProps) {
  const login = `/account/login?${new URLSearchParams({ redirectTo: loaderData.redirectTo })}`;
  // The site's brand: the branch step offers its branches.
  const brandCode = useRouteLoaderData<typeof rootLoader>("root")?.brand.code;
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-2 text-3xl font-bold text-ink">Open an account</h1>
      <p className="mb-6 text-muted">
        Already have one?{" "}
        <Link to={login} className="text-brand-ink underline">
          Log in
        </Link>
      </p>
      <RegisterForm redirectTo={loaderData.redirectTo} result={actionData} brandCode={brandCode} />
    </section>
  );
}
