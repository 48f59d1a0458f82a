/** Steps for the trade-account journeys: signing in through the API, and a brand's first selling branch. */
import { expect } from "vitest";
import type { Page } from "playwright-core";
import type { BranchList } from "@merchant/contract";
import { DEMO_PASSWORD } from "../../apps/server/src/modules/demo/seed/users.ts";
import { send } from "./basket.ts";
import { readApi } from "./shop.ts";

export async function logInThroughApi(page: Page, email: string): Promise<void> {
  expect((await send(page, "POST", "/api/auth/login", { email, password: DEMO_PASSWORD })).status()).toBe(
    200,
  );
}

/** The first branch of a brand that takes web baskets: where the demo accounts' extra terms are (decision 116). */
export async function firstSellingBranch(page: Page, brand: string) {
  const { branches } = await readApi<BranchList>(page, `/api/branches?brand=${brand}`);
  const [first] = branches.filter((branch) => branch.basketEcommerceActive).sort((a, b) => a.id - b.id);
  if (!first) throw new Error(`No ${brand} branch takes web baskets`);
  return first;
}
