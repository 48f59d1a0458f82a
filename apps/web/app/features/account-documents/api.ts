/**
 * The account documents' API calls: online-invoice requests (read by the dashboard's loader, made
 * from the browser or, without JavaScript, from the page's action), a trade account's statement,
 * and the beacon that logs a document being opened.
 */
import type { AccountDocumentType, OnlineInvoiceRequest } from "@merchant/contract";
import { answer, ApiError, browserApi, timeout, type ApiClient } from "~/lib/api.ts";

/**
 * For the dashboard's loader: when each of the user's trade accounts asked for online invoices,
 * by account id. null when the shop could not read them: the buttons show, and asking again is
 * harmless. Signed out (401) is thrown, as the page cannot show itself then.
 */
export async function onlineInvoiceRequestsFor(api: ApiClient): Promise<Record<number, string> | null> {
  try {
    const { requests } = await answer(api.GET("/api/account/online-invoices"));
    return Object.fromEntries(
      requests.map((request: OnlineInvoiceRequest) => [request.accountId, request.requestedAt]),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) return null;
    throw error;
  }
}

/** spec/1 §4 online-invoice activation, from the dashboard once it has woken. */
export const requestOnlineInvoices = (accountId: number) =>
  answer(browserApi.POST("/api/account/online-invoices", { body: { accountId }, ...timeout() }));

/** The same, for the page's action: a form posted without JavaScript (or before the page woke). */
export const requestOnlineInvoicesFromPage = (api: ApiClient, accountId: number) =>
  answer(api.POST("/api/account/online-invoices", { body: { accountId } }));

/** For the statement page's loader: an account the user does not hold is the page's 404. */
export const statementFor = (api: ApiClient, accountId: number) =>
  answer(api.GET("/api/account/statements/{accountId}", { params: { path: { accountId } } }));

/**
 * spec/1 §7 logdocumentclick: tells the shop a document was opened. Fire and forget: `keepalive`
 * lets it finish while the document loads in place of the page, and whatever the answer (the spec
 * shows none), it never stands in the way of the link.
 */
export function logDocumentClick(type: AccountDocumentType, accountId?: number): void {
  try {
    const body = accountId === undefined ? { type } : { type, accountId };
    void browserApi.POST("/api/account/document-clicks", { body, keepalive: true }).catch(() => undefined);
  } catch {
    // Not even sent (no fetch in this browser): the link still opens.
  }
}
