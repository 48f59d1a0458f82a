import { redirect } from "react-router";
import { currentSession, logOut, redirectTarget } from "~/features/account";
import { serverApi } from "~/lib/api.ts";
import { signedOutPath } from "~/lib/session-expiry.ts";
import type { Route } from "./+types/account-logout";

/**
 * spec/1 §2 `/account/logout`. Signing out happens only on a POST from the account page's
 * "Log out" button, which the origin check lets through only from the shop's own pages; the API
 * call carries the session's CSRF token like every state change. A GET (a link, an image, a
 * prefetch) signs no one out: a signed-in user is led to the account page, where the button is.
 * A GET without a live session (it expired, or ended elsewhere: the page that found it sent the
 * shopper here) clears the dead cookie and lands on the signed-out page (decision 121).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const session = await currentSession(api);
  if (session.user) throw redirect("/account");
  // Ends nothing live: the cookie names no session; logging out tells the browser to drop it.
  if (session.expired) await logOut(api);
  throw redirect(signedOutPath(redirectTarget(url.searchParams.get("redirectTo"))));
}

export async function action({ context }: Route.ActionArgs) {
  await logOut(serverApi(context));
  throw redirect("/");
}
