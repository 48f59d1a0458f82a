/** Signing in and out, who the session belongs to, and the user's trade accounts. */
import type { AccountDetailsBody, TradeAccount, ValidateFieldBody } from "@merchant/contract";
import type { BrandCode } from "@merchant/contract/constants";
import { answer, ApiError, browserApi, oncePerRender, timeout, type ApiClient } from "~/lib/api.ts";

/** The shopper's session; asked once per render however many loaders need it. */
export const currentSession = oncePerRender((api) => answer(api.GET("/api/session")));

export const logInAs = (api: ApiClient, email: string, password: string) =>
  answer(api.POST("/api/auth/login", { body: { email, password } }));

export const logOut = (api: ApiClient) => answer(api.POST("/api/auth/logout"));

export const register = (
  api: ApiClient,
  body: { name: string; email: string; password: string; branchId?: number },
) => answer(api.POST("/api/auth/register", { body }));

export const askForResetLink = (api: ApiClient, email: string) =>
  answer(api.POST("/api/auth/forgotten-password", { body: { email } }));

export const resetPassword = (api: ApiClient, token: string, password: string) =>
  answer(api.POST("/api/auth/reset-password", { body: { token, password } }));

export const changePassword = (api: ApiClient, currentPassword: string, newPassword: string) =>
  answer(api.PUT("/api/account/password", { body: { currentPassword, newPassword } }));

/** The signed-in user's name, email, phone and company, for the account page's "Your details" form. */
export const accountDetails = (api: ApiClient) => answer(api.GET("/api/account/details"));

export const saveAccountDetails = (api: ApiClient, body: AccountDetailsBody) =>
  answer(api.PUT("/api/account/details", { body }));

/**
 * spec/1 §5: the server's check of one field as it is left; its words go beside the field. From
 * the browser only, with the 30 s time-out.
 */
export const validateField = (body: ValidateFieldBody) =>
  answer(browserApi.POST("/api/forms/validate-field", { body, ...timeout() }));

/**
 * For the account page's loader: the signed-in user's trade accounts, the active one marked.
 * null when the shop could not read them: the rest of the dashboard (the password form, logging
 * out) still works. Signed out (401) is thrown, as the page cannot show itself then.
 */
export async function tradeAccountsFor(api: ApiClient): Promise<TradeAccount[] | null> {
  try {
    return (await answer(api.GET("/api/account/trade-accounts", { params: { query: { erpFilter: 0 } } })))
      .accounts;
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) return null;
    throw error;
  }
}

/** spec/1 §4 account switch: switched, a Trade Terms Enquiry, or terms to request from the branch. */
export const switchAccount = (accountId: number) =>
  answer(browserApi.PUT("/api/account/active-account", { body: { accountId }, ...timeout() }));

/** Asks the shopper's branch to open trade terms for the account; the reply's message says so. */
export const requestTradeTerms = (accountId: number) =>
  answer(browserApi.POST("/api/account/trade-terms-requests", { body: { accountId }, ...timeout() }));

/**
 * spec/2 §7 /delivery/getcollectionstores with registration-form: the branches nearest a postcode,
 * closest first, for the registration form's 'Your nearest branch' step (the store selector's own
 * API call, GET /api/branches/nearby). From the browser only.
 */
export const nearestBranches = (near: string, brand?: BrandCode) =>
  answer(
    browserApi.GET("/api/branches/nearby", {
      params: { query: { near, ...(brand ? { brand } : {}) } },
      ...timeout(),
    }),
  );
