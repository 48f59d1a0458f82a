import { data, useRouteLoaderData } from "react-router";
import { signedInOnly } from "~/features/account";
import { StatementOfAccount, statementFor } from "~/features/account-documents";
import { shopTitle } from "~/features/catalog";
import { notFoundWhenRefused, serverApi } from "~/lib/api.ts";
import type { loader as rootLoader } from "../root.tsx";
import type { Route } from "./+types/account-statement";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: shopTitle("Statement of account", matches[0]?.data?.brand.name) },
    { name: "robots", content: "noindex" },
  ];
}

/** The figures as of now: no copy is kept. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

/**
 * `/account/statement?account=<id>`: signed-in users only (anyone else logs in first and comes
 * back here); an account the user does not hold, or no account named, is the page's 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const url = new URL(request.url);
  await signedInOnly(api, `${url.pathname}${url.search}`);
  const accountId = url.searchParams.get("account");
  if (accountId === null || !/^\d{1,10}$/.test(accountId)) throw data("Not Found", { status: 404 });
  return { statement: await statementFor(api, Number(accountId)).catch(notFoundWhenRefused) };
}

export { PageErrorBoundary as ErrorBoundary } from "~/ui/PageError.tsx";

export default function AccountStatement({ loaderData }: Route.ComponentProps) {
  const shopName = useRouteLoaderData<typeof rootLoader>("root")?.brand.name;
  return <StatementOfAccount statement={loaderData.statement} shopName={shopName} />;
}
