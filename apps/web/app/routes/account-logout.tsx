import { redirect } from "react-router";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/account-logout";

/**
 * spec/1 §2 `/account/logout`: a plain link that signs out and goes home. A link from another
 * site does not sign anyone out (docs/decisions/080-sign-in-and-out.md); the API call itself
 * carries the session's CSRF token like every state change.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (request.headers.get("sec-fetch-site") === "cross-site") throw redirect("/account");
  await serverApi(context).logOut();
  throw redirect("/");
}
