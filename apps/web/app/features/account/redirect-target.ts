/**
 * Where the login page sends the user afterwards (`?redirectTo=`, spec/1 §2). Only a path on this
 * shop is honoured: anything that could leave the site (`//evil.example`, `/\evil.example`,
 * `https://…`, `javascript:`) falls back to the account page, so the login link cannot be
 * used to bounce a freshly signed-in user to another site.
 */
export const ACCOUNT_HOME = "/account";

const SHOP_ORIGIN = "http://shop.invalid";

export function redirectTarget(requested: string | null | undefined): string {
  if (!requested?.startsWith("/")) return ACCOUNT_HOME;
  // The URL parser drops tabs and newlines and reads "\" as "/", as browsers do, so what it
  // makes of the address is what a browser would follow; one it cannot read ("//") goes nowhere.
  if (!URL.canParse(requested, SHOP_ORIGIN)) return ACCOUNT_HOME;
  const url = new URL(requested, SHOP_ORIGIN);
  const path = `${url.pathname}${url.search}${url.hash}`;
  const leavesShop = url.origin !== SHOP_ORIGIN || path.startsWith("//");
  return leavesShop ? ACCOUNT_HOME : path;
}

/** The login page's address for a page that needs a signed-in user. */
export function loginPathFor(redirectTo: string): string {
  return `/account/login?${new URLSearchParams({ redirectTo })}`;
}
