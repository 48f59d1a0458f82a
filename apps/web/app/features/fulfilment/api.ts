/**
 * The fulfilment feature's API calls, all from the browser: finding branches near a place,
 * whether the shopper's trade accounts can be used at a new branch or postcode (and asking that
 * branch for trade terms), what it would change in the basket, setting the collection branch, the
 * delivery postcode or the fulfilment type, delivery charges, a branch's details and the request to
 * the nearest branch from outside every delivery radius.
 * The branch's stock and price come with the product page (its `offer`).
 */
import type { BasketDifferences, BranchRequestBody, Fulfilment, NearbyQueryInput } from "@merchant/contract";
import { answer, browserApi, timeout } from "~/lib/api.ts";
import type { AccountChoice } from "./account-compatibility.ts";
import type { DifferencesQuery } from "./basket-differences.ts";

export const nearbyBranches = (query: NearbyQueryInput) =>
  answer(browserApi.GET("/api/branches/nearby", { params: { query }, ...timeout() }));

/**
 * `confirmDifferences`: the shopper has seen and accepted what the change does to the basket;
 * `account`: the trade account chosen for the new branch, or going on where none can be used.
 */
export const setCollectionBranch = (branchId: number, confirmDifferences: boolean, account: AccountChoice) =>
  answer(
    browserApi.PUT("/api/fulfilment/collection-branch", {
      body: { branchId, confirmDifferences, ...account },
      ...timeout(),
    }),
  );

export const setDeliveryPostcode = (postcode: string, confirmDifferences: boolean, account: AccountChoice) =>
  answer(
    browserApi.PUT("/api/fulfilment/delivery-postcode", {
      body: { postcode, confirmDifferences, ...account },
      ...timeout(),
    }),
  );

/** spec/2 §4: whether the signed-in user's trade accounts can be used there (fine for a visitor). */
export const branchCompatibility = (query: DifferencesQuery) =>
  answer(browserApi.GET("/api/account/branch-compatibility", { params: { query }, ...timeout() }));

/** All the user's trade accounts, the active one marked: whose terms to ask a branch for. */
export const tradeAccounts = () =>
  answer(
    browserApi.GET("/api/account/trade-accounts", { params: { query: { erpFilter: 0 } }, ...timeout() }),
  );

/** Asks the branch (before changing to it) to open trade terms for the account; the reply says so. */
export const requestTradeTerms = (accountId: number, branchId: number) =>
  answer(
    browserApi.POST("/api/account/trade-terms-requests", { body: { accountId, branchId }, ...timeout() }),
  );

/**
 * What collecting from the branch, or delivering to the postcode, would change in the basket. The
 * generated client types the contract's readonly list of changes as a plain object, so the
 * contract's own type stands in for it.
 */
export const basketDifferences = (query: DifferencesQuery) =>
  answer(
    browserApi.GET("/api/basket/differences", { params: { query }, ...timeout() }),
  ) as Promise<unknown> as Promise<BasketDifferences>;

export const setFulfilmentType = (fulfilment: Fulfilment) =>
  answer(browserApi.PUT("/api/fulfilment/type", { body: { fulfilment }, ...timeout() }));

export const deliveryCharges = (postcode: string) =>
  answer(browserApi.GET("/api/delivery/charges", { params: { query: { postcode } }, ...timeout() }));

export const sendBranchRequest = (body: BranchRequestBody) =>
  answer(browserApi.POST("/api/fulfilment/branch-request", { body, ...timeout() }));

/** A branch's full details, for the manager's name in the store-change section's detail row. */
export const branchDetail = (id: number) =>
  answer(browserApi.GET("/api/branches/{id}", { params: { path: { id } }, ...timeout() }));

/**
 * spec/2 §6 loginNoBranch: the user closed the home-branch question without choosing; stop asking.
 * Kept alive: a user who closes it and follows a link at once would otherwise cancel it and be asked again.
 */
export const dismissHomeBranchQuestion = () =>
  answer(browserApi.DELETE("/api/session/login-no-branch", { ...timeout(), keepalive: true }));
