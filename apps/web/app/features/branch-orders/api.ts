/** The account's branch order pages' calls, made by their loaders in the server's render, and their addresses. */
import { answer, type ApiClient } from "~/lib/api.ts";

export const BRANCH_ORDERS_PATH = "/account/branch-orders";

export const branchOrderPath = (orderNumber: string) =>
  `${BRANCH_ORDERS_PATH}/${encodeURIComponent(orderNumber)}`;

/** The active trade account's branch orders, newest first. */
export const branchOrdersOf = (api: ApiClient) => answer(api.GET("/api/account/branch-orders"));

/** One of them; another account's, or none, is the API's 404 and so the page's. */
export const branchOrderOf = (api: ApiClient, orderNumber: string) =>
  answer(api.GET("/api/account/branch-orders/{orderNumber}", { params: { path: { orderNumber } } }));
