/**
 * Journey: the timed 'Please Choose Your Branch' popup (spec/2 §4 forced store popup): on the front
 * page after the server's delay, once per visitor (the forcedSetStore cookie), and not on a phone.
 */
import { expect, test } from "vitest";
import type { Site } from "@merchant/contract";
import { viewports } from "../support/browser.ts";
import {
  expectAccessible,
  openShop,
  readApi,
  reloadPage,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";

const browser = useBrowser();
const JOURNEY_TIMEOUT_MS = 120_000;

test(
  "a new visitor is asked to choose a branch once, after the server's delay",
  async () => {
    const { context, page } = await openShop(browser(), viewports.desktop, { forcedStorePopup: true });
    try {
      const { storePopup } = await readApi<Site>(page, "/api/site");
      expect(storePopup.type, "the test server switches the popup on").toBe("popup");
      await visit(page, "/");
      const popup = page.getByRole("dialog", { name: "Please Choose Your Branch" });
      await popup.waitFor({ timeout: storePopup.delayMs + 10_000 });
      expect((await context.cookies()).some((cookie) => cookie.name === "forcedSetStore")).toBe(true);
      await popup.getByRole("button", { name: "Click & Collect" }).waitFor();
      await expectAccessible(page, "the forced store popup");
      await screenshotOpenStateBothSizes(page, "forced-store-popup");
      await page.keyboard.press("Escape");
      await popup.waitFor({ state: "hidden" });

      await reloadPage(page);
      await page.waitForTimeout(storePopup.delayMs + 1_000);
      expect(await popup.count(), "shown once per visitor").toBe(0);
    } finally {
      await context.close();
    }
  },
  JOURNEY_TIMEOUT_MS,
);

test(
  "a phone is never interrupted by it",
  async () => {
    const { context, page } = await openShop(browser(), viewports.phone, {
      forcedStorePopup: true,
      hasTouch: true,
      isMobile: true,
    });
    try {
      const { storePopup } = await readApi<Site>(page, "/api/site");
      await visit(page, "/");
      await page.waitForTimeout(storePopup.delayMs + 1_000);
      expect(await page.getByRole("dialog", { name: "Please Choose Your Branch" }).count()).toBe(0);
    } finally {
      await context.close();
    }
  },
  JOURNEY_TIMEOUT_MS,
);
