import { redirect } from "react-router";
import { AccountSummary, ACCOUNT_HOME, currentSession, loginPathFor } from "~/features/account";
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
  const { user } = await currentSession(serverApi(context));
  if (!user) throw redirect(loginPathFor(ACCOUNT_HOME));
  return { user };
}

/** The account dashboard (trade accounts, switching) arrives in a later issue. */
export default function Account({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold text-ink">Your account</h1>
      <AccountSummary user={loaderData.user} />
    </section>
  );
}
