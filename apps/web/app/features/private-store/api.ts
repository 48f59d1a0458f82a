/**
 * The private store's calls to the API (decision 167), all from the browser: the store's
 * catalogue, the customer's basket there and its checkout. spec/3 §9: an add or a checkout that
 * takes over 30 s has failed; a search over 20 s.
 */
import type { PrivateStoreCheckoutBody } from "@merchant/contract";
import { REQUEST_TIMEOUT_MS } from "@merchant/domain/van";
import { answer, type ApiClient } from "~/lib/api.ts";

const within = (ms: number) => ({ signal: AbortSignal.timeout(ms) });

/** spec/3 §2 buy: the store's products whose name or part number holds the term. */
export const searchStore = (api: ApiClient, q: string) =>
  answer(
    api.GET("/api/app/private-store/search", {
      params: { query: { q } },
      ...within(REQUEST_TIMEOUT_MS.search),
    }),
  );

/** spec/3 §2 browse: the store's product group menu. */
export const storeMenuOf = (api: ApiClient) => answer(api.GET("/api/app/private-store/menu"));

/** spec/3 §7 browseproductgroup: a group's products the store stocks. */
export const storeGroupOf = (api: ApiClient, groupId: number) =>
  answer(api.GET("/api/app/private-store/menu/{groupId}", { params: { path: { groupId } } }));

/** spec/3 §7 sgloadbasket. */
export const storeBasketOf = (api: ApiClient) => answer(api.GET("/api/app/private-store/basket"));

/** spec/3 §7 privatestoreadd (30 s). */
export const addToStoreBasket = (api: ApiClient, productId: number, quantity: number) =>
  answer(
    api.POST("/api/app/private-store/basket/lines", {
      body: { productId, quantity },
      ...within(REQUEST_TIMEOUT_MS.basketAdd),
    }),
  );

export const removeFromStoreBasket = (api: ApiClient, productId: number) =>
  answer(api.DELETE("/api/app/private-store/basket/lines/{productId}", { params: { path: { productId } } }));

/** spec/3 §4 start over (/ajax/emptybasket). */
export const emptyStoreBasket = (api: ApiClient) => answer(api.DELETE("/api/app/private-store/basket"));

export const checkOutStoreBasket = (api: ApiClient, body: PrivateStoreCheckoutBody) =>
  answer(
    api.POST("/api/app/private-store/basket/checkout", { body, ...within(REQUEST_TIMEOUT_MS.basketAdd) }),
  );
