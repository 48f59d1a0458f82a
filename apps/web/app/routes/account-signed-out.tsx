import { SIGNED_OUT_MESSAGE, SIGNED_OUT_TITLE } from "@merchant/domain/accounts";
import { Link } from "react-router";
import { loginPathFor, signedOutOnly } from "~/features/account";
import { shopTitle } from "~/features/catalog";
import { serverApi } from "~/lib/api.ts";
import { buttonClass } from "~/ui/Button.tsx";
import type { Route } from "./+types/account-signed-out";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shopTitle(SIGNED_OUT_TITLE, matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
  ];
}

/** Someone signed in again meanwhile goes straight on to where the login would have led. */
export const loader = ({ url, context }: Route.LoaderArgs) => signedOutOnly(serverApi(context), url);

/**
 * Where an expired session lands, through `/account/logout` (decision 121): it says so, and its
 * login link leads back to the page the shopper was on.
 */
export default function AccountSignedOut({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-4 text-3xl font-bold text-ink">{SIGNED_OUT_TITLE}</h1>
      <p className="mb-6 text-lg">{SIGNED_OUT_MESSAGE}</p>
      <div className="flex flex-wrap items-center gap-4">
        <Link to={loginPathFor(loaderData.redirectTo)} className={buttonClass("primary")}>
          Log in
        </Link>
        <Link to="/" className="font-semibold text-brand-ink underline underline-offset-2 hover:decoration-2">
          Carry on shopping
        </Link>
      </div>
    </section>
  );
}
