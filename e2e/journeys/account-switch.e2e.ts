/**
 * Journey: the trade user switches trade accounts across ERPs on the account dashboard (spec/1
 * §4 account switch, §8; decision 116), reaching each outcome: the 'Trade Terms Enquiry' where an
 * account has no terms at the branch, the request of trade terms where two ERPs cannot share
 * them (sent to the branch), and a switch that happens.
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { BranchList } from "@merchant/contract";
import { DEMO_PASSWORD, DEMO_USERS } from "../../apps/server/src/modules/demo/seed/users.ts";
import { send } from "../support/basket.ts";
import { main } from "../support/frame.ts";
import {
  asShopper,
  expectAccessible,
  readApi,
  screenshotBothSizes,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";

const browser = useBrowser();
const [sam] = DEMO_USERS;
const JOURNEY_TIMEOUT_MS = 180_000;

/** The first branch of a brand that takes web baskets (where the demo accounts' extra terms are). */
async function firstSellingBranch(page: Page, brand: string) {
  const { branches } = await readApi<BranchList>(page, `/api/branches?brand=${brand}`);
  const [first] = branches.filter((branch) => branch.basketEcommerceActive).sort((a, b) => a.id - b.id);
  if (!first) throw new Error(`No ${brand} branch takes web baskets`);
  return first;
}

async function collectFrom(page: Page, branchId: number) {
  expect((await send(page, "PUT", "/api/fulfilment/collection-branch", { branchId })).status()).toBe(200);
}

const activeSelect = (page: Page) => main(page).getByRole("combobox", { name: "Active account" });

test(
  "the trade user meets the Trade Terms Enquiry, requests terms, and switches account",
  () =>
    asShopper(browser(), async (page) => {
      if (!sam) throw new Error("The seed names no demo user");
      expect(
        (await send(page, "POST", "/api/auth/login", { email: sam.email, password: DEMO_PASSWORD })).status(),
      ).toBe(200);
      const bistrack = await firstSellingBranch(page, "BU");
      await collectFrom(page, bistrack.id);
      await visit(page, "/account");
      await main(page).getByText("Account CAR1001", { exact: false }).waitFor();
      await expectAccessible(page, "the account dashboard with four trade accounts");
      await screenshotBothSizes(page, "account-switch-1-dashboard");

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

      // The ax account at its own ERP's branch: switched.
      await activeSelect(page).selectOption({ label: await optionLabel(page, "CAR3001") });
      const active = main(page).locator('li[aria-current="true"]');
      await expect.poll(() => active.textContent()).toContain("Account CAR3001");
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

/** The label of the option selected now. */
const activeLabel = (page: Page) =>
  activeSelect(page).evaluate(
    (select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent ?? "",
  );
