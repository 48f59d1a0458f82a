/**
 * Journeys: the site's widgets (issue 16). The footer's app-store link on a desktop says the app
 * is for iOS and Android devices (spec/1 §7, §8 'App Store Error'); an info page's video loads its
 * player only when play is pressed (spec/3 §4).
 */
import { expect, test } from "vitest";
import { main } from "../support/frame.ts";
import { asShopper, expectAccessible, JOURNEY_TIMEOUT_MS, useBrowser, visit } from "../support/shop.ts";

const browser = useBrowser();

test(
  "the app-store link on a desktop says the app is for iOS and Android devices",
  () =>
    asShopper(browser(), async (page) => {
      await visit(page, "/info/about-us");
      await page.getByRole("contentinfo").getByRole("button", { name: "Get our app" }).click();
      const dialog = page.getByRole("dialog", { name: "App Store Error" });
      await dialog
        .getByText("Please make sure you are on an IOS or Android device to go to the App Store.")
        .waitFor();
      await expectAccessible(page, "the 'App Store Error' dialog");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "an info page's video loads its player only when play is pressed",
  () =>
    asShopper(browser(), async (page) => {
      await visit(page, "/info/stove-buying-guide");
      expect(await page.locator("iframe").count()).toBe(0);
      await expectAccessible(page, "the stove buying guide");
      await main(page).getByRole("button", { name: "Play video: Lighting a wood burning stove" }).click();
      const player = main(page).locator("iframe[title='Lighting a wood burning stove']");
      expect(await player.getAttribute("src")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    }),
  JOURNEY_TIMEOUT_MS,
);
