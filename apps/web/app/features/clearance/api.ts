/**
 * The clearance feature's API calls: the clearance page reads its branch's items in its loader;
 * the product page's clearance section reads a product's once the page wakes (so the page's own
 * render stays at two calls), and adding an item runs in the browser with the CSRF token.
 */
import { answer, browserApi, timeout, type ApiClient } from "~/lib/api.ts";

/** For the clearance page's loader: the collection branch's items, read live (never cached). */
export const clearanceOf = (api: ApiClient) => answer(api.GET("/api/clearance"));

export const productClearance = (productId: number) =>
  answer(
    browserApi.GET("/api/products/{id}/clearance", {
      params: { path: { id: productId } },
      ...timeout(),
    }),
  );

export const addClearance = (clearanceId: number, quantity: number) =>
  answer(
    browserApi.POST("/api/basket/clearance", {
      body: { clearanceId, quantity },
      ...timeout(),
    }),
  );
