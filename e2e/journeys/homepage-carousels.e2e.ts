/**
 * Journeys: the homepage's carousels and the product page's sliders (issue 16; spec/3 §2, §4, §9;
 * spec/2 §9; decision 157). A shopper picks a slide by its numbered tab, watches the carousel move
 * on by itself every 4000 ms until they pause it, moves the sponsors along, and on a phone swipes
 * the main carousel past its 8% threshold; on a product page they slide the alternatives along.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { viewports } from "../support/browser.ts";
import {
  asShopper,
  expectAccessible,
  JOURNEY_TIMEOUT_MS,
  readApi,
  screenshotBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";
import type { HomeContent } from "@merchant/contract";

const browser = useBrowser();

const offers = (page: Page) => page.getByRole("region", { name: "Offers" });
const background = (page: Page) => offers(page).getAttribute("data-background");
const currentTab = (page: Page) =>
  offers(page).locator('[aria-label="Choose a slide"] button[aria-current="true"]:visible').textContent();

/** Takes the pointer and the focus off the carousel, which hold it still while there. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(5, 5);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test(
  "a shopper picks a slide by its tab, watches it move on by itself and pauses it",
  () =>
    asShopper(browser(), async (page) => {
      await page.clock.install();
      await visit(page, "/");
      const { slides } = await readApi<HomeContent>(page, "/api/home");
      expect(await background(page)).toBe(slides[0]!.background);
      expect(await currentTab(page)).toBe("1");

      // Before the change the colour is the next slide's; after it, its tab is highlighted.
      await offers(page)
        .getByRole("button", { name: `Slide 2: ${slides[1]!.title}` })
        .click();
      expect(await background(page)).toBe(slides[1]!.background);
      await page.clock.runFor(600);
      expect(await currentTab(page)).toBe("2");
      await offers(page)
        .getByRole("group", { name: `2 of ${slides.length}: ${slides[1]!.title}` })
        .getByRole("link", { name: /Shop now/ })
        .waitFor();

      // Autoplay: on to the third 4000 ms later.
      await leaveCarousel(page);
      await page.clock.runFor(4100);
      expect(await background(page)).toBe(slides[2]!.background);

      // WCAG 2.2.2: paused, it stays.
      await offers(page).getByRole("button", { name: "Pause offers" }).click();
      await leaveCarousel(page);
      await page.clock.runFor(9000);
      expect(await background(page)).toBe(slides[2]!.background);

      // The sponsor carousel moves one along, and its first sponsor goes out of view.
      const sponsors = page.getByRole("region", { name: "Our sponsors" });
      await sponsors.getByRole("button", { name: "Pause Our sponsors" }).click();
      await sponsors.getByRole("button", { name: "Next slide" }).click();
      await page.clock.runFor(1100);
      expect(await sponsors.getByRole("group", { name: "1 of 8" }).getAttribute("inert")).not.toBeNull();
      expect(await sponsors.getByRole("group", { name: "2 of 8" }).getAttribute("inert")).toBeNull();

      await expectAccessible(page, "the homepage with its carousels");
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshotBothSizes(page, "homepage-carousels-1-home");
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "on a phone a shopper swipes the main carousel along, and a short swipe leaves it",
  () =>
    asShopper(
      browser(),
      async (page) => {
        await page.clock.install();
        await visit(page, "/");
        const { slides } = await readApi<HomeContent>(page, "/api/home");
        // Under 430 px, dots instead of numbered tabs.
        expect(await currentTab(page)).toBe("");
        const box = (await offers(page).locator("[data-carousel-track]").boundingBox())!;
        const swipe = async (distance: number) => {
          const y = box.y + 60;
          await page.mouse.move(300, y);
          await page.mouse.down();
          await page.mouse.move(300 - distance / 2, y, { steps: 3 });
          await page.mouse.move(300 - distance, y, { steps: 3 });
          await page.mouse.up();
          await page.clock.runFor(600);
        };
        await swipe(20); // under 8% of the width: stays
        expect(await background(page)).toBe(slides[0]!.background);
        await swipe(60);
        expect(await background(page)).toBe(slides[1]!.background);
        await expectAccessible(page, "the homepage on a phone");
      },
      viewports.phone,
      { hasTouch: true, isMobile: true },
    ),
  JOURNEY_TIMEOUT_MS,
);

test(
  "on a product page a shopper slides the related products along and turns the stove in its 360° view",
  () =>
    asShopper(browser(), async (page) => {
      const stoves = await readApi<{ items: { slug: string }[] }>(
        page,
        "/api/categories/stoves-and-fireplaces/products?pageSize=1",
      );
      await visit(page, `/product/${stoves.items[0]!.slug}`);
      await page.getByText("360° view", { exact: true }).click();
      const view = page.getByRole("region", { name: "360° view" });
      const frame = () => view.locator("[data-spin-frame]").getAttribute("data-spin-frame");
      expect(await frame()).toBe("1");
      await view.getByRole("button", { name: "Turn right" }).click();
      expect(await frame()).toBe("2");
      const stage = (await view.locator("[data-spin-frame]").boundingBox())!;
      await page.mouse.move(stage.x + stage.width / 2, stage.y + 40);
      await page.mouse.down();
      await page.mouse.move(stage.x + stage.width / 2 - 60, stage.y + 40, { steps: 4 });
      await page.mouse.up();
      expect(await frame()).toBe("7");
      await view.getByRole("img", { name: /turned 90°/ }).waitFor();

      const related = page.getByRole("region", { name: "Related products" });
      const inView = () => related.locator('[aria-roledescription="slide"]:not([inert])').count();
      if ((await related.locator('[aria-roledescription="slide"]').count()) > 3) {
        await related.getByRole("button", { name: "Next slide" }).click();
        expect(await related.getByRole("group", { name: /^1 of / }).getAttribute("inert")).not.toBeNull();
      }
      expect(await inView()).toBeLessThanOrEqual(3);
      await expectAccessible(page, "a product page with its 360° view and sliders");
      await screenshotBothSizes(page, "homepage-carousels-2-product");
    }),
  JOURNEY_TIMEOUT_MS,
);
