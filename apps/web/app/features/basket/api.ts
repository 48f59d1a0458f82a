/**
 * The basket's API calls. The basket page reads the basket in its loader (in-process, never
 * cached); everything else runs in the browser: reading it for the header, adding, changing a
 * quantity, removing a line and emptying it (each state change carrying the CSRF token), and a
 * product's essential extras and stock for the upsell and stock-status dialogs.
 */
import type { AddToBasketBody } from "@merchant/contract";
import { answer, browserApi, timeout, type ApiClient } from "~/lib/api.ts";

/** For the basket page's loader. */
export const basketOf = (api: ApiClient) => answer(api.GET("/api/basket"));

export const readBasket = () => answer(browserApi.GET("/api/basket", timeout()));

export const addToBasket = (body: AddToBasketBody) =>
  answer(browserApi.POST("/api/basket/items", { body, ...timeout() }));

export const setBasketQuantity = (lineId: number, quantity: number) =>
  answer(
    browserApi.PUT("/api/basket/items/{lineId}", {
      params: { path: { lineId } },
      body: { quantity },
      ...timeout(),
    }),
  );

export const removeFromBasket = (lineId: number) =>
  answer(browserApi.DELETE("/api/basket/items/{lineId}", { params: { path: { lineId } }, ...timeout() }));

export const emptyBasket = () => answer(browserApi.POST("/api/basket/empty", timeout()));

/** spec/1 §7 emptybasketrecordpopup: the shopper left the basket page with it empty; sent even as the page goes. */
export const recordBasketExit = () => answer(browserApi.POST("/api/basket/exits", { keepalive: true }));

/** spec/2 §2 upsell: a product's essential extras (its bill of materials), priced live at the branch in force. */
export const essentialsOf = (productId: number) =>
  answer(
    browserApi.GET("/api/products/{id}/essentials", { params: { path: { id: productId } }, ...timeout() }),
  );

/** spec/2 §5 timber options: every length of a timber product's section, priced live at the branch in force. */
export const timberLengthsOf = (productId: number) =>
  answer(browserApi.GET("/api/products/{id}/lengths", { params: { path: { id: productId } }, ...timeout() }));

/** spec/2 §7 getstockstatus: a product's stock at the branch in force, with its texts and when it was reported. */
export const stockOf = (productId: number) =>
  answer(
    browserApi.GET("/api/products/{id}/stock", {
      params: { path: { id: productId }, query: {} },
      ...timeout(),
    }),
  );
