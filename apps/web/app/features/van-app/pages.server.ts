/**
 * What the app's route modules do on the server (their loaders and action): each asks the API and
 * answers with page data or a redirect within the app's own prefix (spec/3 §2 paths).
 */
import { redirect } from "react-router";
import { chosenTab, NOT_AN_APP_USER, SIGN_IN_LINK_REFUSED } from "@merchant/domain/van";
import { ApiError, type ApiClient } from "~/lib/api.ts";
import {
  appLogIn,
  appLogOut,
  appUserOf,
  signInByLink,
  signOutByLink,
  vanBasketOf,
  vanStockOf,
} from "./api.ts";
import type { SignInResult } from "./components/AppSignIn.tsx";
import { appPath, variantOf } from "./variants.ts";

/** Why the sign-in page was sent to: its words, by the `notice` the redirect names. */
const NOTICES = { link: SIGN_IN_LINK_REFUSED, role: NOT_AN_APP_USER } as const;
type Notice = keyof typeof NOTICES;

const signInPath = (url: URL, notice?: Notice) =>
  appPath(variantOf(url.pathname), notice ? `/login?notice=${notice}` : "/login");

const status = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/** The signed-in app user, or off to sign in (a visitor), or out and to sign in (a shop user). */
async function appUserOrSignIn(api: ApiClient, url: URL) {
  try {
    return await appUserOf(api);
  } catch (error) {
    if (status(error) === 401) throw redirect(signInPath(url));
    if (status(error) !== 403) throw error;
    await appLogOut(api);
    throw redirect(signInPath(url, "role"));
  }
}

/**
 * The app: the user, their van's stock and basket, and the tab to open. spec/3 §2: `selectTab` chooses the
 * tab and is then taken out of the address.
 */
export async function appHome(api: ApiClient, url: URL) {
  const appUser = await appUserOrSignIn(api, url);
  const vanId = appUser.van?.id;
  const [stock, basket] = vanId
    ? await Promise.all([vanStockOf(api, vanId), vanBasketOf(api, vanId)])
    : [null, null];
  const selectTab = url.searchParams.get("selectTab");
  return {
    variantId: variantOf(url.pathname).id,
    appUser,
    menu: stock?.menu ?? null,
    basket,
    initialTab: chosenTab(appUser.role, selectTab),
    dropSelectTab: selectTab !== null,
  };
}

/** The sign-in page: a signed-in app user goes straight into the app. */
export async function signInPage(api: ApiClient, url: URL) {
  const variant = variantOf(url.pathname);
  const signedIn = await appUserOf(api).catch(() => null);
  if (signedIn) throw redirect(variant.prefix);
  const notice = url.searchParams.get("notice");
  return { variantId: variant.id, notice: notice && notice in NOTICES ? NOTICES[notice as Notice] : null };
}

/** The sign-in form's action: into the app, or the form again with the API's words. */
export async function signIn(api: ApiClient, url: URL, form: FormData): Promise<SignInResult> {
  const email = String(form.get("email") ?? "");
  try {
    await appLogIn(api, email, String(form.get("password") ?? ""));
  } catch (error) {
    if (!(error instanceof ApiError) || status(error) >= 500) throw error;
    return { message: status(error) === 400 ? null : error.message, fields: error.fields, email };
  }
  throw redirect(variantOf(url.pathname).prefix);
}

/** spec/3 §2 `/app/sulogin?hash&email&branchcode&networktype`: starts over, signs in, opens the app. */
export async function signInFromLink(api: ApiClient, url: URL): Promise<never> {
  const query = url.searchParams;
  const networktype = query.get("networktype");
  try {
    await signInByLink(api, {
      hash: query.get("hash") ?? "",
      email: query.get("email") ?? "",
      branchcode: query.get("branchcode") ?? "",
      ...(networktype ? { networktype } : {}),
    });
  } catch (error) {
    if (status(error) === 400 || status(error) === 401) throw redirect(signInPath(url, "link"));
    throw error;
  }
  throw redirect(variantOf(url.pathname).prefix);
}

/** spec/3 §2 `/app/sglogout?UID&APPVERSION&hash`: signs out when the link holds, else reloads the app. */
export async function signOutFromLink(api: ApiClient, url: URL): Promise<never> {
  const query = url.searchParams;
  const appVersion = query.get("APPVERSION");
  const { outcome } = await signOutByLink(api, {
    uid: query.get("UID") ?? "",
    hash: query.get("hash") ?? "",
    ...(appVersion ? { appVersion } : {}),
  }).catch((error: unknown) => {
    if (status(error) === 400) return { outcome: "reload" as const };
    throw error;
  });
  throw redirect(outcome === "signed_out" ? signInPath(url) : variantOf(url.pathname).prefix);
}

/** spec/3 §2 `/app/logout`: the idle logout's target and the header's Sign out (decision 144). */
export async function logOut(api: ApiClient, url: URL): Promise<never> {
  await appLogOut(api);
  throw redirect(signInPath(url));
}
