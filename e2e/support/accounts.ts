/** Steps for the trade-account journeys: signing in through the API, and a brand's first selling branch. */
import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { BranchList } from "@merchant/contract";
import { DEMO_PASSWORD, DEMO_USERS } from "../../apps/server/src/modules/demo/seed/users.ts";
import { send } from "./basket.ts";
import { readApi } from "./shop.ts";

/**
 * Signs a demo user in as a journey's first step. Journeys share one server, and a branch one of
 * them chose as this user would come back with the login (the home branch, decision 121): the
 * user starts without one, and the question it leaves (spec/2 §6 loginNoBranch) is answered as
 * closing it would, so the journey's pages open without it. The account's basket, which an earlier
 * journey may have filled, starts empty too: a branch change would otherwise meet its differences.
 */
export async function logInThroughApi(page: Page, email: string): Promise<void> {
  await forgetHomeBranch(page, email);
  expect((await send(page, "POST", "/api/auth/login", { email, password: DEMO_PASSWORD })).status()).toBe(
    200,
  );
  expect((await send(page, "DELETE", "/api/session/login-no-branch")).status()).toBe(204);
  expect((await send(page, "POST", "/api/basket/empty")).status()).toBe(200);
}

/** Signs the demo trade user (Sam: four trade accounts, CAR1001 active) in as `logInThroughApi` does; answers who they are. */
export async function logInAsTradeUser(page: Page): Promise<(typeof DEMO_USERS)[number]> {
  const [sam] = DEMO_USERS;
  if (!sam) throw new Error("The seed names no demo user");
  await logInThroughApi(page, sam.email);
  return sam;
}

/** The first branch of a brand that takes web baskets: where the demo accounts' extra terms are (decision 116). */
export async function firstSellingBranch(page: Page, brand: string) {
  const { branches } = await readApi<BranchList>(page, `/api/branches?brand=${brand}`);
  const [first] = branches.filter((branch) => branch.basketEcommerceActive).sort((a, b) => a.id - b.id);
  if (!first) throw new Error(`No ${brand} branch takes web baskets`);
  return first;
}

/** Collects from a brand's first selling branch, chosen through the API: answers the branch. */
export async function collectFromFirstSellingBranch(page: Page, brand: string) {
  const branch = await firstSellingBranch(page, brand);
  expect(
    (await send(page, "PUT", "/api/fulfilment/collection-branch", { branchId: branch.id })).status(),
  ).toBe(200);
  return branch;
}

/** Development and tests only: the user has no home branch, whatever an earlier journey chose as them. */
export async function forgetHomeBranch(page: Page, email: string): Promise<void> {
  expect((await send(page, "POST", "/api/dev/forget-home-branch", { email })).status()).toBe(204);
}

/** The store selector asking a just-logged-in user for a home branch (spec/2 §6 loginNoBranch). */
export const homeBranchQuestion = (page: Page): Locator =>
  page.getByRole("dialog", { name: "Choose your home branch" });

/**
 * Closes the question a login with no branch asks, as a shopper who does not want to answer would,
 * and waits for the server to have heard it: a page opened sooner would be asked again.
 */
export async function closeHomeBranchQuestion(page: Page): Promise<void> {
  await homeBranchQuestion(page).waitFor();
  const heard = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === "/api/session/login-no-branch" &&
      response.request().method() === "DELETE",
  );
  await page.keyboard.press("Escape");
  await homeBranchQuestion(page).waitFor({ state: "hidden" });
  expect((await heard).status(), "the server stops asking").toBe(204);
}
