/**
 * Journey: the trade user switches trade accounts across ERPs on the account dashboard (spec/1
 * §4 account switch, §8; decision 116), reaching each outcome: the 'Trade Terms Enquiry' where an
 * account has no terms at the branch, the request of trade terms where two ERPs cannot share
 * them (sent to the branch), and switches that happen.
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { DEMO_USERS } from "../../apps/server/src/modules/demo/seed/users.ts";
import { send, suppliedProducts } from "../support/basket.ts";
import { firstSellingBranch, logInThroughApi } from "../support/accounts.ts";
import { main } from "../support/frame.ts";
import {
  asShopper,
  expectAccessible,
  screenshotBothSizes,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";

const browser = useBrowser();
const [sam] = DEMO_USERS;
const JOURNEY_TIMEOUT_MS = 180_000;

async function collectFrom(page: Page, branchId: number) {
  expect((await send(page, "PUT", "/api/fulfilment/collection-branch", { branchId })).status()).toBe(200);
}

const activeSelect = (page: Page) => main(page).getByRole("combobox", { name: "Active account" });

test(
  "the trade user switches account, meets the Trade Terms Enquiry and requests terms",
  () =>
    asShopper(browser(), async (page) => {
      if (!sam) throw new Error("The seed names no demo user");
      await logInThroughApi(page, sam.email);
      await visit(page, "/account");
      await main(page).getByText("Account CAR1001", { exact: false }).waitFor();
      await expectAccessible(page, "the account dashboard with four trade accounts");
      await screenshotBothSizes(page, "account-switch-1-dashboard");

      // With no branch chosen yet, any account can be made active.
      await activeSelect(page).selectOption({ label: await optionLabel(page, "CAR4001") });
      await expect.poll(() => activeCard(page).textContent()).toContain("Account CAR4001");
      await activeSelect(page).selectOption({ label: await optionLabel(page, "CAR1001") });
      await expect.poll(() => activeCard(page).textContent()).toContain("Account CAR1001");

      const bistrack = await firstSellingBranch(page, "BU");
      await collectFrom(page, bistrack.id);
      // Issue 11: prices there are on the active account's trade terms, and the product page says so.
      const [product] = await suppliedProducts(page, 1, { branchId: bistrack.id });
      await visit(page, `/product/${product!.slug}`);
      await main(page).getByText(`Your trade price on account CAR1001 at ${bistrack.name}`).waitFor();
      await visit(page, "/account");

      // An opal account at a BisTrack branch where it has no terms.
      await activeSelect(page).selectOption({ label: await optionLabel(page, "CAR4001") });
      const enquiry = page.getByRole("dialog", { name: "Trade Terms Enquiry" });
      await enquiry
        .getByText(
          `You don't currently have trade terms with the ${bistrack.brand.name} ${bistrack.name} branch. Please select another branch.`,
        )
        .waitFor();
      await expectAccessible(page, "the Trade Terms Enquiry dialog");
      await screenshotOpenStateBothSizes(page, "account-switch-2-enquiry");
      await page.keyboard.press("Escape");
      await enquiry.waitFor({ state: "hidden" });

      // A counteract account at the ax branch where it has terms: the ERPs cannot share them.
      // (Choosing the ax branch made the ax account active: spec/2 §4, decision 117.)
      const ax = await firstSellingBranch(page, "TG");
      await collectFrom(page, ax.id);
      await visit(page, "/account");
      await activeSelect(page).selectOption({ label: await optionLabel(page, "CAR2001") });
      const request = page.getByRole("dialog", { name: "Request Trade Terms" });
      await request.getByText("Your Counteract account CAR2001", { exact: false }).waitFor();
      await expectAccessible(page, "the Request Trade Terms dialog");
      await request.getByRole("button", { name: "Send request" }).click();
      await request
        .getByText(
          `We have asked the ${ax.brand.name} ${ax.name} branch to set up trade terms for account CAR2001`,
          {
            exact: false,
          },
        )
        .waitFor();
      await page.keyboard.press("Escape");
      await request.waitFor({ state: "hidden" });

      // Closed, the select is back on the account that stayed active.
      expect(await activeLabel(page)).toContain("CAR3001");
    }),
  JOURNEY_TIMEOUT_MS,
);

/** The select's option for an account number (its label carries the number). */
async function optionLabel(page: Page, accNumber: string): Promise<string> {
  const labels = await activeSelect(page).locator("option").allTextContents();
  const label = labels.find((text) => text.includes(accNumber));
  if (!label) throw new Error(`No option for ${accNumber} in ${labels.join(" | ")}`);
  return label;
}

/** The dashboard's card of the active account. */
const activeCard = (page: Page) => main(page).locator('li[aria-current="true"]');

/** The label of the option selected now. */
const activeLabel = (page: Page) =>
  activeSelect(page).evaluate(
    (select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent ?? "",
  );
