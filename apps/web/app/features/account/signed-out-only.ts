import { redirect } from "react-router";
import type { ApiClient } from "~/lib/api.ts";
import { currentSession } from "./api.ts";
import { redirectTarget } from "./redirect-target.ts";

/**
 * The loader of a page for the signed out (logging in, opening an account): someone already signed
 * in goes straight on to where the page would have sent them (`?redirectTo=`, same-site only).
 */
export async function signedOutOnly(api: ApiClient, url: URL): Promise<{ redirectTo: string }> {
  const redirectTo = redirectTarget(url.searchParams.get("redirectTo"));
  if ((await currentSession(api)).user) throw redirect(redirectTo);
  return { redirectTo };
}
