/**
 * Where a form posted without JavaScript sends the shopper back to (`redirectTo`): only a path on
 * this shop is honoured. Anything that could leave the site (`//evil.example`, `/\evil.example`,
 * `https://…`, `javascript:`) gets the fallback, so no form of the shop can be used to bounce a
 * shopper to another site.
 */
const SHOP_ORIGIN = "http://shop.invalid";

export function localPathOr(requested: unknown, fallback: string): string {
  if (typeof requested !== "string" || !requested.startsWith("/")) return fallback;
  // The URL parser drops tabs and newlines and reads "\" as "/", as browsers do, so what it
  // makes of the address is what a browser would follow; one it cannot read ("//") goes nowhere.
  if (!URL.canParse(requested, SHOP_ORIGIN)) return fallback;
  const url = new URL(requested, SHOP_ORIGIN);
  const path = `${url.pathname}${url.search}${url.hash}`;
  const leavesShop = url.origin !== SHOP_ORIGIN || path.startsWith("//");
  return leavesShop ? fallback : path;
}
