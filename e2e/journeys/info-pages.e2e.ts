/**
 * Journeys: the info pages (issue 16; spec/2 §2 info pages). A shopper reads the building guides,
 * counts bricks with the calculator in the first tab, sends the aggregate calculator of another
 * tab on to its own page with the bags to buy, opens the about-us sliding panel, and follows a pin
 * on the stove guide's picture to the stoves (spec/1 §2 image pin overlay).
 */
import { expect, test } from "vitest";
import { main } from "../support/frame.ts";
import {
  asShopper,
  expectAccessible,
  JOURNEY_TIMEOUT_MS,
  screenshotBothSizes,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
  waitForHydration,
} from "../support/shop.ts";

const browser = useBrowser();

test(
  "a shopper uses the building guides' calculators and reads the about-us panel",
  () =>
    asShopper(browser(), async (page) => {
      await visit(page, "/info/building-guides");
      await main(page).getByRole("heading", { name: "Building guides", level: 1 }).waitFor();
      const guides = main(page).getByRole("tablist", { name: "Building guides" });
      expect(await guides.getByRole("tab").allTextContents()).toEqual([
        "Bricks and walls",
        "Patios and paths",
        "Measuring",
      ]);
      await main(page)
        .getByRole("combobox", { name: /Brick size/ })
        .selectOption("215-102.5-50");
      await main(page).getByRole("combobox", { name: "Wall area" }).selectOption("5");
      await main(page).getByRole("button", { name: "Calculate" }).click();
      await main(page).getByText("You need 375 bricks").waitFor();
      expect(new URL(page.url()).pathname).toBe("/info/building-guides");
      await expectAccessible(page, "the building guides");
      await screenshotBothSizes(page, "info-pages-1-building-guides");

      await guides.getByRole("tab", { name: "Patios and paths" }).click();
      await main(page).getByRole("combobox", { name: "Aggregate" }).selectOption("gravel");
      await main(page).getByRole("textbox", { name: "Length (mm)" }).fill("3000");
      await main(page).getByRole("textbox", { name: "Width (mm)" }).fill("2000");
      await main(page).getByRole("textbox", { name: "Depth (mm)" }).fill("50");
      await main(page).getByRole("button", { name: "Calculate" }).click();
      await page.waitForURL((url) => url.pathname === "/calculators/aggregate");
      // 3 m × 2 m × 50 mm of gravel weighs 540 kg: one bulk bag.
      await main(page).getByText("About 540 kg of gravel: 1 bulk bag and 0 × 25 kg bags").waitFor();

      await visit(page, "/info/about-us");
      await main(page).getByRole("button", { name: "Our story" }).click();
      const panel = page.getByRole("dialog", { name: "Our story" });
      await panel.waitFor();
      await expectAccessible(page, "the about-us sliding panel");
      await screenshotOpenStateBothSizes(page, "info-pages-2-about-us-panel", panel);
      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "hidden" });
      await main(page).getByText("Do you deliver?").click();
      await main(page)
        .getByText(/from your chosen branch, on its delivery days/)
        .waitFor();
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "a pin on the stove guide's picture opens its card, which leads to the stoves",
  () =>
    asShopper(browser(), async (page) => {
      await visit(page, "/info/stove-buying-guide");
      const pin = main(page).locator("details").filter({ hasText: "Multi-fuel Stoves" }).first();
      await pin.locator("summary").click();
      const shop = pin.getByRole("link", { name: "Shop Multi-fuel Stoves" });
      await shop.waitFor();
      await expectAccessible(page, "the stove guide with a pin open");
      await screenshotOpenStateBothSizes(page, "info-pages-3-pinned-picture", shop);
      await shop.click();
      await page.waitForURL((url) => url.pathname === "/category/multi-fuel-stoves");
      await main(page).getByRole("heading", { name: "Multi-fuel Stoves", level: 1 }).waitFor();
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "an info page that does not exist is the shop's 404",
  () =>
    asShopper(browser(), async (page) => {
      const response = await page.goto("/info/no-such-page");
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
    }),
  JOURNEY_TIMEOUT_MS,
);
