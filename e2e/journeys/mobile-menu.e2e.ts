/**
 * Journey at 375 px on a touch phone: the slide-out menu with two levels (spec/1 §2). Opening it
 * locks page scroll; level-2 submenus are active one at a time (spec/1 §4 "Mobile menu"); Escape
 * or the close button shut it and give the page its scroll back.
 */
import { expect, test } from "vitest";
import type { CDPSession, Page } from "playwright-core";
import { screenshot, viewports } from "../support/browser.ts";
import type { CategoryNode } from "@merchant/contract";
import { main, menuButton, mobileMenu } from "../support/frame.ts";
import { expectAccessible, openShop, readApi, useBrowser, visit } from "../support/shop.ts";
import { expectFocusBackOn } from "../support/focus.ts";

const browser = useBrowser();

/** Drags a finger up the middle of the screen, as a shopper scrolls a phone (real touch events). */
async function swipeUp(cdp: CDPSession): Promise<void> {
  const x = viewports.phone.width / 2;
  const startY = viewports.phone.height * 0.7;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y: startY }] });
  for (let step = 1; step <= 10; step++) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x, y: startY - step * 30 }],
    });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** Waits until a fling has stopped: a tap during momentum scrolling only stops the scroll. */
async function scrollSettled(page: Page): Promise<number> {
  let last = await page.evaluate(() => window.scrollY);
  for (;;) {
    await page.waitForTimeout(200);
    const now = await page.evaluate(() => window.scrollY);
    if (now === last) return now;
    last = now;
  }
}

/** Whether a swipe moves the page: the behaviour the scroll lock exists for. */
async function pageScrollsOnSwipe(page: Page, cdp: CDPSession): Promise<boolean> {
  const before = await page.evaluate(() => window.scrollY);
  await swipeUp(cdp);
  return (await scrollSettled(page)) !== before;
}

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

/** The level-2 links of one level-1 category, as the open menu lists them. */
const submenu = (page: Page, level1Name: string) =>
  mobileMenu(page).getByRole("list", { name: level1Name, exact: true });

test("the slide-out menu locks scroll, opens one submenu at a time, follows a link and closes", async () => {
  const { context, page } = await openShop(browser(), viewports.phone, { hasTouch: true, isMobile: true });
  const cdp = await context.newCDPSession(page);
  try {
    const { categories } = await readApi<{ categories: CategoryNode[] }>(page, "/api/categories/tree");
    const [first, second] = categories.filter((category) => category.children.length > 0);
    if (!first || !second) throw new Error("The demo data needs two level-1 categories with sub-categories");

    // A long listing, so there is a page to scroll behind the menu.
    await visit(page, `/category/${first.slug}`);
    expect(await pageScrollsOnSwipe(page, cdp), "the page scrolls before the menu opens").toBe(true);

    await menuButton(page).tap();
    await mobileMenu(page).waitFor();
    expect(await bodyOverflow(page), "body overflow while the menu is open").toBe("hidden");
    expect(await pageScrollsOnSwipe(page, cdp), "the page scrolls behind the open menu").toBe(false);
    await expectAccessible(page, "the open mobile menu");
    await screenshot(page, "mobile-menu-1-open-375");

    // Level 2 slides over level 1: one submenu on screen at a time.
    await mobileMenu(page).getByRole("button", { name: first.name, exact: true }).tap();
    await submenu(page, first.name).waitFor();
    expect(await mobileMenu(page).getByRole("list").count(), "lists on screen with a submenu open").toBe(1);
    await screenshot(page, "mobile-menu-2-submenu-375");

    await mobileMenu(page).getByRole("button", { name: "Back to all categories" }).tap();
    await mobileMenu(page).getByRole("button", { name: second.name, exact: true }).tap();
    await submenu(page, second.name).waitFor();
    expect(await submenu(page, first.name).count(), "the submenu opened before").toBe(0);
    expect(await mobileMenu(page).getByRole("list").count(), "lists on screen with a submenu open").toBe(1);

    const secondChild = second.children[0]!;
    await submenu(page, second.name).getByRole("link", { name: secondChild.name, exact: true }).tap();
    await page.waitForURL(`**/category/${secondChild.slug}`);
    await main(page).getByRole("heading", { level: 1, name: secondChild.name, exact: true }).waitFor();
    await mobileMenu(page).waitFor({ state: "hidden" });
    expect(await bodyOverflow(page), "body overflow after following a link").not.toBe("hidden");

    await menuButton(page).tap();
    await mobileMenu(page).getByRole("button", { name: "Close menu" }).tap();
    await mobileMenu(page).waitFor({ state: "hidden" });
    expect(await bodyOverflow(page), "body overflow after the close button").not.toBe("hidden");
    expect(await pageScrollsOnSwipe(page, cdp), "the page scrolls after the menu closes").toBe(true);

    await menuButton(page).tap();
    await mobileMenu(page).waitFor();
    await page.keyboard.press("Escape");
    await mobileMenu(page).waitFor({ state: "hidden" });
    expect(await bodyOverflow(page), "body overflow after Escape").not.toBe("hidden");
    // Focus goes back to the menu button, not to the top of the document.
    await expectFocusBackOn(menuButton(page), "focus after Escape");
  } finally {
    await context.close();
  }
});
