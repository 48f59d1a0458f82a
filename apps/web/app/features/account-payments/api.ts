/**
 * The account payment screen's API calls (spec/1 §7 InvoicePaymentAmount, ClearSelectedInvoices;
 * decision 126). The page reads the account, its limits and open invoices in its loader; the ticks,
 * the total and the payments are made from the browser, each given the shop's 30 s.
 */
import type { AccountPaymentBody, InvoicePaymentBody } from "@merchant/contract";
import { answer, browserApi, timeout, type ApiClient } from "~/lib/api.ts";

/** Where the account payment screen is. */
export const ACCOUNT_PAYMENTS_PATH = "/account/payments";

/** For the page's loader: the active trade account's balance, payment limits and open invoices. */
export const accountPaymentsOf = (api: ApiClient) => answer(api.GET("/api/account/payments"));

/** Ticks or unticks an invoice on the server, which keeps the selection. */
export const tickInvoice = (invoiceId: number, ticked: boolean) => {
  const options = { params: { path: { invoiceId } }, ...timeout() };
  return answer(
    ticked
      ? browserApi.PUT("/api/account/invoice-selection/{invoiceId}", options)
      : browserApi.DELETE("/api/account/invoice-selection/{invoiceId}", options),
  );
};

/** spec/1 §7 ClearSelectedInvoices: unticks every invoice on the server. */
export const clearInvoiceTicks = () => answer(browserApi.DELETE("/api/account/invoice-selection", timeout()));

/** spec/1 §7 InvoicePaymentAmount: the ticked invoices' total as the ERP confirms them. */
export const confirmInvoiceSelection = () =>
  answer(browserApi.POST("/api/account/invoice-selection/confirmation", timeout()));

export const payOnAccount = (body: AccountPaymentBody) =>
  answer(browserApi.POST("/api/account/payments", { body, ...timeout() }));

export const payInvoices = (body: InvoicePaymentBody) =>
  answer(browserApi.POST("/api/account/invoice-payments", { body, ...timeout() }));
