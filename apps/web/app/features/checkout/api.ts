/**
 * The checkout's API calls. The pages read in their loaders (in-process): the basket, how the
 * shopper may pay, a placed order and the account's order history. The browser places the order,
 * asks whether a guest's email has an account, and runs the sandbox's 3-D Secure check.
 */
import type { Order, PlaceOrderBody } from "@merchant/contract";
import { answer, browserApi, REQUEST_TIMEOUT_MS, timeout, type ApiClient } from "~/lib/api.ts";

/** For the checkout page's loader: the basket priced now, never a cached copy. */
export const checkoutBasketOf = (api: ApiClient) => answer(api.GET("/api/basket"));

/** For the checkout page's loader: the trade account's credit, saved cards, the user's name and email. */
export const checkoutOptionsOf = (api: ApiClient) => answer(api.GET("/api/checkout/options"));

/** For the confirmation and the account's order page: 404 (the page's own) when it is not the shopper's. */
export const orderOf = (api: ApiClient, reference: string) =>
  answer(api.GET("/api/orders/{reference}", { params: { path: { reference } } }));

/** For the account's order history. */
export const accountOrdersOf = (api: ApiClient) => answer(api.GET("/api/account/orders"));

/** Places the order: placed (201, or 200 for a key already used), or the card's 3-D Secure check first (202). */
export async function placeOrder(body: PlaceOrderBody): Promise<Placed> {
  const reply = await answer(browserApi.POST("/api/checkout/orders", { body, ...timeout() }));
  if ("challengeUrl" in reply) return { kind: "challenge", ...reply };
  return { kind: "placed", order: reply.order };
}

export type Placed =
  { kind: "placed"; order: Order } | { kind: "challenge"; challengeUrl: string; idempotencyKey: string };

/** After the 3-D Secure check: the order placed, or the card's decline (402). */
export const confirmOrder = (idempotencyKey: string) =>
  answer(
    browserApi.POST("/api/checkout/orders/{idempotencyKey}/confirm", {
      params: { path: { idempotencyKey } },
      ...timeout(),
    }),
  );

/** spec/1 §7 GET /ajax/account/{address}: whether an account uses this email. */
export const accountExists = (email: string, signal?: AbortSignal) =>
  answer(
    browserApi.GET("/api/account/exists", {
      params: { query: { email } },
      signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]) : timeout().signal,
    }),
  );

/** The sandbox gateway's 3-D Secure 'Pass'. */
export const passSandboxChallenge = (reference: string) =>
  answer(
    browserApi.POST("/api/payments/sandbox/challenges/{reference}/pass", {
      params: { path: { reference } },
      ...timeout(),
    }),
  );
