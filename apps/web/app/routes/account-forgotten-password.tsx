import { data } from "react-router";
import { ForgottenPasswordForm, forgottenPasswordAction } from "~/features/account";
import { shopTitle } from "~/features/catalog";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/account-forgotten-password";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shopTitle("Forgotten password", matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
  ];
}

export async function action({ request, context }: Route.ActionArgs) {
  const { result, status } = await forgottenPasswordAction(serverApi(context), await request.formData());
  return data(result, { status });
}

export default function AccountForgottenPassword({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-2 text-3xl font-bold text-ink">Forgotten password</h1>
      <p className="mb-6 text-muted">
        Enter your account's email address and we will email you a link to set a new password.
      </p>
      <ForgottenPasswordForm result={actionData} />
    </section>
  );
}
