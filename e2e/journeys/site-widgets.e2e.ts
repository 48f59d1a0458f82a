/**
 * Journeys: the site's widgets (issue 16). The footer's app-store link on a desktop says the app
 * is for iOS and Android devices (spec/1 §7, §8 'App Store Error').
 */
import { test } from "vitest";
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
