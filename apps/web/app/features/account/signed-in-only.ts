import { redirect } from "react-router";
import type { Session } from "@merchant/contract";
import { ApiError, type ApiClient } from "~/lib/api.ts";
import { currentSession } from "./api.ts";
import { loginPathFor } from "./redirect-target.ts";

/**
 * The loader of a page for signed-in users only: anyone else logs in first and comes back to
 * `returnTo` (the page's own path, with its query when it has one). Answers who is signed in.
 */
export async function signedInOnly(api: ApiClient, returnTo: string): Promise<NonNullable<Session["user"]>> {
  const { user } = await currentSession(api);
  if (!user) throw redirect(loginPathFor(returnTo));
  return user;
}

/** What a trade-account page read, or why the API refused a user without a trade account. */
export type TradeAccountRead<T> = { found: T; refusal: null } | { found: null; refusal: string };

/**
 * The loader of a signed-in page about the active trade account (`returnTo` as for `signedInOnly`):
 * a user without a trade account reads why there is nothing to show (the API's 403) rather than an
 * error page, and a session that ends on the way (the API's 401) logs in first and comes back.
 */
export async function readForTradeAccount<T>(
  api: ApiClient,
  returnTo: string,
  read: (api: ApiClient) => Promise<T>,
): Promise<TradeAccountRead<T>> {
  await signedInOnly(api, returnTo);
  try {
    return { found: await read(api), refusal: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect(loginPathFor(returnTo));
    if (error instanceof ApiError && error.status === 403) return { found: null, refusal: error.message };
    throw error;
  }
}
