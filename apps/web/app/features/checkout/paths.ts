/** The checkout's pages. */
export const CHECKOUT_PATH = "/checkout";
export const ACCOUNT_ORDERS_PATH = "/account/orders";

export const confirmationPath = (reference: string) =>
  `/checkout/confirmation/${encodeURIComponent(reference)}`;

export const accountOrderPath = (reference: string) =>
  `${ACCOUNT_ORDERS_PATH}/${encodeURIComponent(reference)}`;

const SHOP = "http://shop.invalid";

/**
 * Where the shopper passes the card's 3-D Secure check: the gateway's address, with the attempt's
 * idempotency key added when it is a page of this shop (the sandbox's), so the page can ask the
 * checkout to confirm that attempt. Another site's address is followed as given.
 */
export function challengePath(challengeUrl: string, idempotencyKey: string): string {
  if (!challengeUrl.startsWith("/") || challengeUrl.startsWith("//")) return challengeUrl;
  const url = new URL(challengeUrl, SHOP);
  if (url.origin !== SHOP) return challengeUrl;
  url.searchParams.set("key", idempotencyKey);
  // A fragment (Stripe's client secret) stays: it is never sent to a server.
  return `${url.pathname}${url.search}${url.hash}`;
}
