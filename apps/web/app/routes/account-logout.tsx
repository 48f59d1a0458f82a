import { redirect } from "react-router";
import { logOut } from "~/features/account";
import { serverApi } from "~/lib/api.ts";
import type { Route } from "./+types/account-logout";

/**
 * spec/1 §2 `/account/logout`. Signing out happens only on a POST from the account page's
 * "Log out" button, which the origin check lets through only from the shop's own pages; the API
 * call carries the session's CSRF token like every state change. A GET (a link, an image, a
 * prefetch) signs no one out: it leads to the account page, where the button is.
 */
export function loader() {
  throw redirect("/account");
}

export async function action({ context }: Route.ActionArgs) {
  await logOut(serverApi(context));
  throw redirect("/");
}
