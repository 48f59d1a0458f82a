/**
 * Journey: a van operator on a phone (375 × 812, touch) collects a branch order and books a
 * delivery slot (issue 18; spec/3 §2, §4, §8). Signed in by the shell's link, on the Orders tab
 * they set an order naming their spare van to status 60, choose to change its registration to the
 * van they are in, read 'The status of order … has been set to …' and see it leave the list. On the
 * Delivery calendar they pick a date, select a slot, book it ('Success: Your Selected Slot has
 * been booked.'), see it reserved by them and cancel it. Axe runs on each new screen.
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, viewports } from "../support/browser.ts";
import { asShopper, expectAccessible, JOURNEY_TIMEOUT_MS, useBrowser } from "../support/shop.ts";
import { OPERATOR, signInByLink } from "../support/van-app.ts";

const browser = useBrowser();

const closeMessage = async (page: Page, title: string) => {
  await page.keyboard.press("Escape");
  await page.getByRole("dialog", { name: title }).waitFor({ state: "detached" });
};

test(
  "the operator sets an order to status 60 with a registration change, then books and cancels a delivery slot",
  () =>
    asShopper(
      browser(),
      async (page) => {
        await signInByLink(page, OPERATOR);
        await page.getByRole("tab", { name: "Orders", exact: true }).tap();
        const order = page
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: "Order VO-100102" }) });
        await order.getByRole("button", { name: "Goods collected" }).tap();
        const choose = page.getByRole("dialog", { name: "Which vehicle receives the items?" });
        await expectAccessible(page, "the choice of vehicle");
        await screenshot(page, "van-orders-choose-vehicle-375");
        await choose.getByRole("button", { name: "Change the order to VN24 BLD" }).tap();
        await page
          .getByRole("dialog", { name: "Order collected" })
          .getByText(
            "The status of order VO-100102 has been set to Goods collected. This order has been removed from your van stock order list.",
          )
          .waitFor();
        await closeMessage(page, "Order collected");
        await page.getByRole("heading", { name: "Order VO-100102" }).waitFor({ state: "detached" });
        await expectAccessible(page, "the Orders tab");
        await screenshot(page, "van-orders-375");

        await page.getByRole("tab", { name: "Delivery calendar", exact: true }).tap();
        const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
        await page.getByLabel("Delivery date").fill(date);
        await page.getByRole("button", { name: "Show slots" }).tap();
        await page.getByRole("button", { name: "Select 10:00-12:00" }).tap();
        await page.getByRole("button", { name: "Book selected slot" }).tap();
        await page
          .getByRole("dialog", { name: "Slot booked" })
          .getByText("Success: Your Selected Slot has been booked.")
          .waitFor();
        await closeMessage(page, "Slot booked");
        await page.getByText(/^Slot reserved by you on \d\d\/\d\d\/\d{4}\.$/).waitFor();
        await expectAccessible(page, "the Delivery calendar with a booked slot");
        await screenshot(page, "van-orders-calendar-375");
        await page.setViewportSize(viewports.desktop);
        await screenshot(page, "van-orders-calendar-1280");
        await page.getByRole("button", { name: "Cancel booking 10:00-12:00" }).click();
        await page.getByRole("button", { name: "Select 10:00-12:00" }).waitFor();
        expect(await page.getByText(/^Slot reserved by you/).count()).toBe(0);
      },
      viewports.phone,
      { hasTouch: true, isMobile: true },
    ),
  JOURNEY_TIMEOUT_MS,
);
