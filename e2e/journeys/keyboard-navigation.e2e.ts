/**
 * Journey with the keyboard alone: at 1280 px the top navigation's level-1 panels (spec/3 §4) and
 * the to-top button after 250 px (spec/3 §4); on a phone the breadcrumb's collapse toggle, which
 * only a trail too long for its line has (spec/3 §4).
 */
import { expect, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import { screenshot, viewports } from "../support/browser.ts";
import type { CategoryNode, ProductListing } from "@merchant/contract";
import { breadcrumb, toTopButton, topNavigation } from "../support/frame.ts";
import { expectAccessible, openShop, readApi, useBrowser, visit } from "../support/shop.ts";

const browser = useBrowser();

const hasFocus = (element: Locator) => element.evaluate((node) => node === document.activeElement);
const holdsFocus = (element: Locator) => element.evaluate((node) => node.contains(document.activeElement));

/** Presses Tab until the element has focus; a page that needs more than this is a maze. */
async function tabTo(page: Page, element: Locator, maxPresses = 60): Promise<void> {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press("Tab");
    if (await hasFocus(element)) return;
  }
  throw new Error(`Tab did not reach ${element} in ${maxPresses} presses`);
}

async function firstLevel1WithPanel(page: Page): Promise<CategoryNode> {
  const { categories } = await readApi<{ categories: CategoryNode[] }>(page, "/api/categories/tree");
  const level1 = categories.find((category) => category.children.length > 0);
  if (!level1) throw new Error("The demo data has no level-1 category with sub-categories");
  return level1;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test("Tab reaches the top navigation, Enter opens a level-1 panel and Escape closes it", async () => {
  const { context, page } = await openShop(browser());
  try {
    await visit(page, "/");
    const level1 = await firstLevel1WithPanel(page);
    const level1Link = topNavigation(page).getByRole("link", { name: level1.name, exact: true });
    await tabTo(page, level1Link);

    await page.keyboard.press("Enter");
    const panelId = await level1Link.getAttribute("aria-controls");
    expect(panelId, "the level-1 link names the panel it opens").toBeTruthy();
    const panel = page.locator(`[id="${panelId}"]`);
    await panel.waitFor();
    expect(await level1Link.getAttribute("aria-expanded")).toBe("true");
    expect(page.url(), "Enter opens the panel instead of following the link").not.toContain("/category/");
    await expect.poll(() => holdsFocus(panel), { timeout: 2_000 }).toBe(true);

    await page.keyboard.press("Tab");
    expect(await holdsFocus(panel), "Tab moves on inside the panel").toBe(true);
    // Focus is on the first range: its level 3 links, read once the bar was used (decision 173).
    const line = level1.children[0]?.children[0];
    if (!line) throw new Error("The demo data's first range has no level 3 categories");
    await panel.getByRole("link", { name: line.name, exact: true }).waitFor();
    await expectAccessible(page, "the home page with a level-1 panel open");
    await screenshot(page, "keyboard-navigation-panel-1280");

    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "hidden" });
    expect(await level1Link.getAttribute("aria-expanded")).toBe("false");
    expect(await hasFocus(level1Link), "Escape gives focus back to the level-1 link").toBe(true);
  } finally {
    await context.close();
  }
});

test("the to-top button shows after 250 px of scrolling and takes the shopper back up", async () => {
  const { context, page } = await openShop(browser());
  try {
    const level1 = await firstLevel1WithPanel(page);
    await visit(page, `/category/${level1.slug}`);
    expect(await toTopButton(page).isVisible(), "to-top at the top of the page").toBe(false);

    // Scrolled, and the page has had the scroll event and drawn a frame after it: the button's answer is final.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.addEventListener(
            "scroll",
            () => requestAnimationFrame(() => requestAnimationFrame(resolve)),
            {
              once: true,
            },
          );
          window.scrollTo(0, 200);
        }),
    );
    expect(await toTopButton(page).isVisible(), "to-top after 200 px").toBe(false);

    await page.evaluate(() => window.scrollTo(0, 600));
    await toTopButton(page).waitFor();
    await toTopButton(page).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => scrollY(page), { timeout: 3_000 }).toBe(0);
    await toTopButton(page).waitFor({ state: "hidden" });
    await screenshot(page, "keyboard-navigation-back-at-top-1280");
  } finally {
    await context.close();
  }
});

test("the breadcrumb is shortened where it does not fit on a line, and its toggle works from the keyboard", async () => {
  const { context, page } = await openShop(browser(), viewports.phone);
  try {
    const level1 = await firstLevel1WithPanel(page);
    const listing = await readApi<ProductListing>(page, `/api/categories/${level1.slug}/products`);
    const product = listing.items[0];
    if (!product) throw new Error(`The API lists no products in ${level1.slug}`);
    await visit(page, `/product/${product.slug}`);

    // On a phone a product's trail is longer than a line: it shows the product alone, and '…'.
    const trail = breadcrumb(page);
    const toggle = trail.getByRole("button", { name: "Show the full path" });
    const steps = trail.getByRole("listitem");
    const allSteps = await trail.locator("li").count();
    expect(allSteps, "steps of a product's breadcrumb").toBeGreaterThan(2);
    await toggle.waitFor();
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => steps.count()).toBe(1);
    expect(await steps.innerText()).toBe(product.name);
    await screenshot(page, "keyboard-navigation-breadcrumb-collapsed-375");

    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    await expect.poll(() => steps.count()).toBe(allSteps);
    const opened = trail.getByRole("button", { name: "Show only this page" });
    expect(await opened.getAttribute("aria-expanded")).toBe("true");

    await page.keyboard.press("Space");
    await expect.poll(() => steps.count()).toBe(1);

    // On a desktop the same trail fits on a line: shown whole, with no toggle.
    await page.setViewportSize(viewports.desktop);
    await expect.poll(() => steps.count()).toBe(allSteps);
    expect(await trail.getByRole("button").count()).toBe(0);
  } finally {
    await context.close();
  }
});
