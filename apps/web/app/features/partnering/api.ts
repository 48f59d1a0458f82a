/**
 * The partnering catalogue's API calls. Its page reads the catalogue in its loader and removes an
 * item from its action (in-process); the product page's button runs in the browser: whether the
 * shopper has an active trade account, and the add itself with spec/2 §7's 10 s timeout.
 */
import type { TradeAccount } from "@merchant/contract";
import { PARTNERING_ADD_TIMEOUT_MS } from "@merchant/domain/partnering";
import { answer, browserApi, timeout, type ApiClient } from "~/lib/api.ts";

/** Where the account's partnering catalogue is shown. */
export const PARTNERING_CATALOGUE_PATH = "/account/partnering-catalogue";

/** For the page's loader: the active trade account's catalogue, priced at the shopper's branch. */
export const partneringCatalogueOf = (api: ApiClient) => answer(api.GET("/api/account/partnering-catalogue"));

/** For the page's action. */
export const removeFromPartneringCatalogue = (api: ApiClient, productId: number) =>
  answer(
    api.DELETE("/api/account/partnering-catalogue/items/{productId}", { params: { path: { productId } } }),
  );

/** spec/2 §7 POST /partneringcatalogues/add: the product and its usual quantity, given 10 s. */
export const addToPartneringCatalogue = (productId: number, quantity: number) =>
  answer(
    browserApi.POST("/api/account/partnering-catalogue/items", {
      body: { productId, quantity },
      signal: AbortSignal.timeout(PARTNERING_ADD_TIMEOUT_MS),
    }),
  );

/** The signed-in user's active trade account; null for a consumer. */
export async function activeTradeAccount(): Promise<TradeAccount | null> {
  const { accounts } = await answer(browserApi.GET("/api/account/trade-accounts", timeout()));
  return accounts.find((account) => account.active) ?? null;
}
