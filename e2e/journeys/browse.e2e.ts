/**
 * Journey: home → a level-1 category from the top navigation → a sub-category → a product, then
 * the product's pictures in the lightbox (issue 2 §4 and §5; spec/3 §4 top navigation and
 * breadcrumb; spec/1 §2 "clicking an image opens a lightbox").
 */
import { expect, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { CategoryNode, Crumb, ProductDetail, ProductListing } from "@merchant/contract";
import { breadcrumb, main, topNavigation } from "../support/frame.ts";
import {
  expectAccessible,
  namedStartingWith,
  openShop,
  pounds,
  readApi,
  screenshotBothSizes,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";
import { expectFocusBackOn } from "../support/focus.ts";

const browser = useBrowser();

/** A level-1 category whose first sub-category has products, so the journey can go all the way down. */
async function categoryPath(page: Page): Promise<{ level1: CategoryNode; level2: CategoryNode }> {
  const { categories } = await readApi<{ categories: CategoryNode[] }>(page, "/api/categories/tree");
  for (const level1 of categories) {
    const level2 = level1.children.find((child) => child.productCount > 0);
    if (level2) return { level1, level2 };
  }
  throw new Error("The demo data has no level-1 category with a stocked sub-category");
}

async function heading(page: Page, name: string): Promise<void> {
  await main(page).getByRole("heading", { level: 1, name, exact: true }).waitFor();
}

/** True when focus sits inside the element (the lightbox keeps it there). */
const holdsFocus = (element: Locator) => element.evaluate((node) => node.contains(document.activeElement));

test("a shopper browses from the home page down to a product and looks at its pictures", async () => {
  const { context, page } = await openShop(browser());
  try {
    await visit(page, "/");
    await expectAccessible(page, "the home page");
    await screenshotBothSizes(page, "browse-1-home");

    const { level1, level2 } = await categoryPath(page);
    await topNavigation(page).getByRole("link", { name: level1.name, exact: true }).click();
    await page.waitForURL(`**/category/${level1.slug}`);
    await heading(page, level1.name);
    await expectAccessible(page, `category ${level1.slug}`);
    await screenshotBothSizes(page, "browse-2-category");

    await main(page)
      .getByRole("link", { name: namedStartingWith(level2.name) })
      .first()
      .click();
    await page.waitForURL(`**/category/${level2.slug}`);
    await heading(page, level2.name);
    await expectAccessible(page, `sub-category ${level2.slug}`);
    await screenshotBothSizes(page, "browse-3-sub-category");

    const listing = await readApi<ProductListing>(page, `/api/categories/${level2.slug}/products`);
    const listed = listing.items[0];
    if (!listed) throw new Error(`The API lists no products in ${level2.slug}`);
    await main(page).getByRole("link", { name: listed.name, exact: true }).first().click();
    await page.waitForURL(`**/product/${listed.slug}`);
    await heading(page, listed.name);

    const { product, breadcrumb: crumbs } = await readApi<{ product: ProductDetail; breadcrumb: Crumb[] }>(
      page,
      `/api/products/${listed.slug}`,
    );

    // The breadcrumb walks the category path the API gives, each step a link to its category,
    // and ends with the product itself as the current page.
    const trail = breadcrumb(page);
    const categoryNames = crumbs.map((crumb) => crumb.name);
    expect(categoryNames.slice(0, 2)).toEqual([level1.name, level2.name]);
    for (const crumb of crumbs) {
      expect(await trail.getByRole("link", { name: crumb.name, exact: true }).getAttribute("href")).toBe(
        `/category/${crumb.slug}`,
      );
    }
    const steps = (await trail.getByRole("listitem").allInnerTexts()).map((text) => text.trim());
    expect(steps.slice(-crumbs.length - 1)).toEqual([...categoryNames, product.name]);
    expect(await trail.locator('[aria-current="page"]').innerText()).toBe(product.name);

    // The price in pounds, inc VAT until the shopper chooses otherwise (decision 010).
    await main(page).getByText(pounds(product.price.incVat)).first().waitFor();

    // The main picture: one of the product's images (it moves on every 6 s), loaded, not a broken box.
    const mainPicture = main(page).getByRole("button", { name: /^enlarge image/i });
    const shownImage = mainPicture.locator("img");
    await shownImage.waitFor();
    expect(product.images.map((image) => image.alt)).toContain(await shownImage.getAttribute("alt"));
    await expect
      .poll(() =>
        shownImage.evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await expectAccessible(page, `product ${product.slug}`);
    await screenshotBothSizes(page, "browse-4-product");

    await mainPicture.click();
    const lightbox = page.getByRole("dialog", { name: product.name });
    await lightbox.waitFor();
    await lightbox.getByRole("img").first().waitFor();
    expect(await holdsFocus(lightbox)).toBe(true);
    // The arrow keys work at once, without a Tab first: focus starts on the lightbox itself.
    const count = product.images.length;
    const shownPosition = async () =>
      Number(/Image (\d+) of/.exec(await lightbox.getByText(/^Image \d+ of \d+$/).innerText())?.[1]);
    const opened = await shownPosition();
    await page.keyboard.press("ArrowRight");
    await expect.poll(shownPosition).toBe((opened % count) + 1);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(shownPosition).toBe(opened);
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await holdsFocus(lightbox), `focus after ${key}`).toBe(true);
    }
    await expectAccessible(page, "the lightbox");
    await screenshotOpenStateBothSizes(page, "browse-5-lightbox");

    await page.keyboard.press("Escape");
    await lightbox.waitFor({ state: "hidden" });
    // Focus goes back to the picture that opened the lightbox, so a keyboard user keeps their place.
    await expectFocusBackOn(mainPicture, "focus is back on the main picture after Escape");
  } finally {
    await context.close();
  }
});
