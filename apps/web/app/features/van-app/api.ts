/**
 * The van app's calls to the API: the app user and their van's stock for the page's loader, the
 * sign-in and sign-out links and the login form for the server's, and the van and stock changes
 * from the browser (spec/3 §9: an adjustment that takes over 20 s has failed).
 */
import type { StockTransactionType } from "@merchant/domain/van";
import { REQUEST_TIMEOUT_MS } from "@merchant/domain/van";
import { answer, type ApiClient } from "~/lib/api.ts";

export const appUserOf = (api: ApiClient) => answer(api.GET("/api/app/me"));

export const vanStockOf = (api: ApiClient, vanId: number) =>
  answer(api.GET("/api/app/vans/{vanId}/stock", { params: { path: { vanId } } }));

export const appLogIn = (api: ApiClient, email: string, password: string) =>
  answer(api.POST("/api/app/login", { body: { email, password } }));

export type SignInLink = { hash: string; email: string; branchcode: string; networktype?: string };

export const signInByLink = (api: ApiClient, link: SignInLink) =>
  answer(api.POST("/api/app/sulogin", { body: link }));

export const signOutByLink = (api: ApiClient, link: { uid: string; hash: string; appVersion?: string }) =>
  answer(api.POST("/api/app/sglogout", { body: link }));

export const appLogOut = (api: ApiClient) => answer(api.POST("/api/auth/logout"));

/** spec/3 §4: the idle logout empties the basket first. */
export const emptyBasket = (api: ApiClient) => answer(api.POST("/api/basket/empty"));

export const chooseVan = (api: ApiClient, registration: string) =>
  answer(
    api.PUT("/api/app/van", {
      body: { registration },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.adjustStock),
    }),
  );

export const adjustVanStock = (
  api: ApiClient,
  vanId: number,
  body: { productId: number; transactionType: StockTransactionType; quantity: number },
) =>
  answer(
    api.POST("/api/app/vans/{vanId}/adjustments", {
      params: { path: { vanId } },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.adjustStock),
    }),
  );

/** spec/3 §2 Void tab: the void list types to choose from. */
export const voidListsOf = (api: ApiClient) =>
  answer(api.GET("/api/app/void-lists", { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.search) }));

/** spec/3 §7, §9 sgvoidlistselect: a void list's products, given 60 s. */
export const voidListOf = (api: ApiClient, listId: number) =>
  answer(
    api.GET("/api/app/void-lists/{listId}", {
      params: { path: { listId } },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.voidList),
    }),
  );

/** spec/3 §2, §5 stock-and-go search in the van or the void lists (spec/3 §9: 20 s). */
export const searchStock = (api: ApiClient, type: "van" | "void", q: string) =>
  answer(
    api.GET("/api/app/search", {
      params: { query: { type, q } },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS.search),
    }),
  );
