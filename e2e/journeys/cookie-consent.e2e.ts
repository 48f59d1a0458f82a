/**
 * Journey: the cookie banner (spec/1 §2 "accept cookies"; issue 15). A first visit is asked, above
 * the header and in the page's flow, so on a phone it never covers the product page's Add to
 * basket. Until an answer, and after Reject non-essential, nothing reaches the analytics data
 * layer; after Accept all the basket's events do. Without JavaScript the banner is a form post
 * that comes back to the same page, and the cookies page shows and changes the choice.
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import {
  addButton,
  basketDialog,
  collectFromABranch,
  quantityField,
  suppliedProducts,
} from "../support/basket.ts";
import { screenshot, viewports } from "../support/browser.ts";
import { main } from "../support/frame.ts";
import {
  expectAccessible,
  expectAccessibleWithoutScripts,
  JOURNEY_TIMEOUT_MS,
  openShop,
  reloadPage,
  useBrowser,
  visit,
  withoutJavaScript,
} from "../support/shop.ts";

const browser = useBrowser();

const cookieBanner = (page: Page) => page.getByRole("region", { name: "Cookies on this shop" });

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as { dataLayer?: { event?: string }[] }).dataLayer ?? null);

const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "cookie_consent")?.value ?? null;

/** Adds one more of the product from its page and waits until the header counts it. */
async function addOne(page: Page, count: number): Promise<void> {
  await quantityField(page).fill("1");
  await addButton(page).click();
  await page.getByRole("link", { name: `Basket, ${count} item${count === 1 ? "" : "s"}` }).waitFor();
  // Under 980 px a popup says so for a moment; it goes by itself.
  await basketDialog(page).waitFor({ state: "hidden", timeout: 6_000 });
}

/** Whether the element's middle is what a finger there would touch: nothing lies over it. */
const onTop = (page: Page, selector: ReturnType<typeof addButton>) =>
  selector.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

test(
  "on a phone the banner asks without covering Add to basket; nothing is pushed before an answer or after Reject",
  async () => {
    const { context, page } = await openShop(browser(), viewports.phone, {
      hasTouch: true,
      isMobile: true,
      cookieBanner: true,
    });
    try {
      await collectFromABranch(page);
      const [product] = await suppliedProducts(page, 1);
      await visit(page, `/product/${product!.slug}`);
      const banner = cookieBanner(page);
      await banner.waitFor();
      expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe("static");
      await addButton(page).scrollIntoViewIfNeeded();
      expect(await onTop(page, addButton(page)), "Add to basket is not covered").toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectAccessible(page, "a product page with the cookie banner at 375 px");
      await screenshot(page, "cookie-banner-product-375");

      await addOne(page, 1);
      expect(await dataLayer(page), "the data layer before an answer").toBeNull();

      await banner.getByRole("button", { name: "Reject non-essential" }).tap();
      await banner.waitFor({ state: "detached" });
      // The banner closes at once; the answer is kept as the API answers.
      await expect.poll(() => consentCookie(page)).toBe("essential");
      expect(await page.evaluate(() => document.activeElement?.id), "focus moves on to the page").toBe(
        "main",
      );
      await addOne(page, 2);
      expect(await dataLayer(page), "the data layer after Reject non-essential").toBeNull();

      await reloadPage(page);
      expect(await cookieBanner(page).count(), "the banner after an answer").toBe(0);
    } finally {
      await context.close();
    }
  },
  JOURNEY_TIMEOUT_MS,
);

test(
  "after Accept all the basket's events reach the data layer",
  async () => {
    const { context, page } = await openShop(browser(), viewports.desktop, { cookieBanner: true });
    try {
      await collectFromABranch(page);
      const [product] = await suppliedProducts(page, 1);
      await visit(page, `/product/${product!.slug}`);
      await expectAccessible(page, "a product page with the cookie banner at 1280 px");
      await screenshot(page, "cookie-banner-product-1280");
      await cookieBanner(page).getByRole("button", { name: "Accept all" }).click();
      await cookieBanner(page).waitFor({ state: "detached" });
      await expect.poll(() => consentCookie(page)).toBe("all");
      await addOne(page, 1);
      await expect
        .poll(async () => (await dataLayer(page))?.map((entry) => entry.event).filter(Boolean))
        .toEqual(["add_to_cart"]);
    } finally {
      await context.close();
    }
  },
  JOURNEY_TIMEOUT_MS,
);

test(
  "without JavaScript the banner's buttons post the answer and come back to the page; the cookies page changes it",
  async () => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      await withoutJavaScript(
        browser(),
        async (page) => {
          const size = viewport.width;
          expect((await page.goto("/help/delivery"))?.status()).toBe(200);
          const banner = cookieBanner(page);
          await banner.waitFor();
          await expectAccessibleWithoutScripts(page, `the cookie banner without JavaScript at ${size} px`);
          await screenshot(page, `cookie-banner-nojs-${size}`);
          await banner.getByRole("button", { name: "Reject non-essential" }).click();
          await page.waitForURL((url) => url.pathname === "/help/delivery");
          expect(await cookieBanner(page).count()).toBe(0);
          expect(await consentCookie(page)).toBe("essential");

          await page.goto("/help/cookies");
          const choice = main(page).getByRole("region", { name: "Changing your mind" });
          expect(await choice.getByRole("status").textContent()).toBe(
            "You chose Reject non-essential: nothing is recorded for analytics.",
          );
          await choice.getByRole("button", { name: "Accept all" }).click();
          await page.waitForURL((url) => url.pathname === "/help/cookies");
          expect(await consentCookie(page)).toBe("all");
          expect(await choice.getByRole("status").textContent()).toBe(
            "You chose Accept all: shopping events are recorded for analytics.",
          );
          await expectAccessibleWithoutScripts(page, `the cookies page without JavaScript at ${size} px`);
          await screenshot(page, `cookie-page-nojs-${size}`);
        },
        { viewport, cookieBanner: true },
      );
    }
  },
  JOURNEY_TIMEOUT_MS,
);
