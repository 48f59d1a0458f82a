/**
 * Journey: trade users change branch (spec/2 §4 ERP and trade-account compatibility; decision 117).
 * Pat, who holds a BisTrack account only, saves a Counteract branch: told it does not support the
 * account, shown its contact details, asks it for trade terms, goes on anyway and finds the basket
 * emptied and adding refused. Sam, whose active account is not native to the site, is asked which
 * of his accounts to use at the new branch.
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { DEMO_USERS } from "../../apps/server/src/modules/demo/seed/users.ts";
import { addThroughApi, readBasket, send, suppliedProducts } from "../support/basket.ts";
import { firstSellingBranch, logInThroughApi } from "../support/accounts.ts";
import { main } from "../support/frame.ts";
import {
  asShopper,
  expectAccessible,
  readApi,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";

const browser = useBrowser();
const [sam, , pat] = DEMO_USERS;
const JOURNEY_TIMEOUT_MS = 180_000;
const UNSUPPORTED = "We're sorry, the selected branch does not support this type of trade account.";

async function saveAsMyBranch(page: Page, branch: { slug: string; id: number }) {
  await visit(page, `/storefinder/store/${branch.slug}-${branch.id}`);
  await main(page)
    .getByRole("button", { name: /^Save as my branch/ })
    .click();
}

test(
  "a branch that supports none of the trade user's accounts: ask it for terms, go on, and buying stops",
  () =>
    asShopper(browser(), async (page) => {
      if (!pat) throw new Error("The seed names no third demo user");
      await logInThroughApi(page, pat.email);
      const bistrack = await firstSellingBranch(page, "BU");
      expect(
        (await send(page, "PUT", "/api/fulfilment/collection-branch", { branchId: bistrack.id })).status(),
      ).toBe(200);
      const [product] = await suppliedProducts(page, 1);
      await addThroughApi(page, product!.id, 2);

      const counteract = await firstSellingBranch(page, "HB");
      await saveAsMyBranch(page, counteract);
      const dialog = page.getByRole("dialog", { name: "Trade Account Not Supported" });
      await dialog.getByText(UNSUPPORTED).waitFor();
      expect(
        await dialog.getByRole("link", { name: counteract.phone, exact: false }).getAttribute("href"),
      ).toMatch(/^tel:/);
      await expectAccessible(page, "the branch that supports none of the user's accounts");
      await screenshotOpenStateBothSizes(page, "account-branch-change-unsupported");

      await dialog.getByRole("button", { name: "Ask the branch" }).click();
      await dialog.getByText("to set up trade terms for account HUG1001", { exact: false }).waitFor();
      await dialog.getByRole("button", { name: "Use this branch anyway" }).click();
      await dialog.waitFor({ state: "hidden" });
      await expect.poll(async () => (await readBasket(page)).lines.length).toBe(0);

      const refused = await send(page, "POST", "/api/basket/items", {
        items: [{ productId: product!.id, quantity: 1 }],
      });
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(UNSUPPORTED);
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "a trade user whose active account is not native chooses the account to use at the new branch",
  () =>
    asShopper(browser(), async (page) => {
      if (!sam) throw new Error("The seed names no demo user");
      await logInThroughApi(page, sam.email);
      const { accounts } = await readApi<{ accounts: { id: number; accNumber: string }[] }>(
        page,
        "/api/account/trade-accounts?erpFilter=0",
      );
      const account = (number: string) => accounts.find((candidate) => candidate.accNumber === number)!.id;
      // The ax account is not native to the BisTrack site.
      expect(
        (await send(page, "PUT", "/api/account/active-account", { accountId: account("CAR3001") })).status(),
      ).toBe(200);

      const counteract = await firstSellingBranch(page, "HB");
      await saveAsMyBranch(page, counteract);
      const dialog = page.getByRole("dialog", { name: "Choose a Trade Account" });
      await dialog.getByText("Please choose the trade account to use at this branch.").waitFor();
      await expectAccessible(page, "the choice of trade account for the new branch");
      await dialog.getByRole("button", { name: /CAR2001/ }).click();
      await dialog.waitFor({ state: "hidden" });
      await expect
        .poll(async () => {
          const now = await readApi<{ account: { accNumber: string } | null }>(
            page,
            "/api/account/active-account",
          );
          return now.account?.accNumber;
        })
        .toBe("CAR2001");
    }),
  JOURNEY_TIMEOUT_MS,
);
