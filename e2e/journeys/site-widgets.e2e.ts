/**
 * Journeys: the site's widgets (issue 16). The footer's app-store link on a desktop says the app
 * is for iOS and Android devices (spec/1 §7, §8 'App Store Error'); an info page's video loads its
 * player only when play is pressed (spec/3 §4); the partner page obeys its partner's three messages
 * and refuses the rest (spec/3 §5); 'Chat with us' loads the chat only when pressed (spec/1 §1).
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

test(
  "the partner page obeys resize and a redirect on this site, and refuses the rest",
  () =>
    asShopper(browser(), async (page) => {
      await visit(page, "/partner");
      const frame = main(page).locator("iframe[title='Partner demo']");
      const partner = page.frameLocator("iframe[title='Partner demo']");
      const heightOf = () => frame.evaluate((element) => element.getBoundingClientRect().height);
      await partner.getByRole("button", { name: "Try an unknown function" }).click();
      await partner.getByRole("button", { name: "Try to leave the site" }).click();
      expect(await heightOf()).toBe(600);
      await partner.getByRole("button", { name: "Grow to 1200 px" }).click();
      await expect.poll(heightOf).toBe(1200);
      // Messages arrive in order: the refused redirect came before this resize, and went nowhere.
      expect(new URL(page.url()).pathname).toBe("/partner");
      await expectAccessible(page, "the partner page");
      await partner.getByRole("button", { name: "Go to the basket" }).click();
      await page.waitForURL((url) => url.pathname === "/basket");
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "'Chat with us' loads the live chat only when pressed",
  () =>
    asShopper(browser(), async (page) => {
      await visit(page, "/calculators");
      expect(await page.locator("script[src*='live-chat']").count()).toBe(0);
      await page.getByRole("contentinfo").getByRole("button", { name: "Chat with us" }).click();
      const chat = page.getByRole("region", { name: "Live chat" });
      await chat.getByText("An adviser will be with you shortly.").waitFor();
      await expectAccessible(page, "the live chat open");
      await chat.getByRole("button", { name: "Close chat" }).click();
      await chat.waitFor({ state: "detached" });
    }),
  JOURNEY_TIMEOUT_MS,
);
