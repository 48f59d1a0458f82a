/**
 * Journey: a shopper adds a product to the basket straight from a category listing or the search
 * results, one of it, by the product page's rules (issue 10 "Add-to-basket forms on product,
 * listing and search pages"; spec/2 §4 "Add to basket" and "Opening the selector"): the mini basket
 * opens after; with no branch the store selector asks first; a product sold by length sends the
 * shopper to its page to choose the length.
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { CategoryNode, ProductListing } from "@merchant/contract";
import {
  basketDialog,
  basketLink,
  collectFromABranch,
  miniBasket,
  readBasket,
  suppliedProducts,
} from "../support/basket.ts";
import { screenshot, viewports } from "../support/browser.ts";
import { main } from "../support/frame.ts";
import { chooseNearestBranch, postcodeWithBranches, storeSelector } from "../support/fulfilment.ts";
import {
  asShopper,
  expectAccessible,
  readApi,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";

const browser = useBrowser();
/** Each step is quick; photographing at two sizes (a phone window visits the page again) adds up. */
const JOURNEY_TIMEOUT_MS = 180_000;

type Product = ProductListing["items"][number];

/** A department whose first page lists a product the shopper's branch can supply. */
async function departmentWithSuppliedProduct(page: Page): Promise<{ slug: string; product: Product }> {
  const { categories } = await readApi<{ categories: CategoryNode[] }>(page, "/api/categories/tree");
  for (const department of categories.filter((category) => category.productCount > 0)) {
    const listing = `/api/categories/${department.slug}/products`;
    const [product] = await suppliedProducts(page, 1, { listing }).catch(() => []);
    if (product) return { slug: department.slug, product };
  }
  throw new Error("No department lists a product the branch can supply on its first page");
}

/** The listing's card of a product, found by its name. */
const card = (page: Page, product: Product) =>
  main(page)
    .getByRole("list", { name: "Products" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: product.name, exact: true }) });

const quickAdd = (page: Page, product: Product) =>
  card(page, product).getByRole("button", { name: `Add to basket: ${product.name}`, exact: true });

test(
  "with a branch chosen, a category listing's card adds one of its product and opens the mini basket",
  () =>
    asShopper(browser(), async (page) => {
      await collectFromABranch(page);
      const { slug, product } = await departmentWithSuppliedProduct(page);
      await visit(page, `/category/${slug}`);
      await quickAdd(page, product).scrollIntoViewIfNeeded();
      await expectAccessible(page, "a category listing with its add buttons");
      await screenshotOpenStateBothSizes(page, "basket-quick-add-1-category-cards");

      await quickAdd(page, product).click();
      const panel = miniBasket(page);
      await panel.getByRole("link", { name: product.name }).waitFor();
      await page.getByRole("link", { name: "Basket, 1 item" }).waitFor();
      expect(page.url()).toContain(`/category/${slug}`);
      const basket = await readBasket(page);
      expect(basket.lines.map((line) => [line.product.id, line.quantity, line.clearance])).toEqual([
        [product.id, 1, false],
      ]);
      await expectAccessible(page, "the mini basket after a quick add");
      // It closes by itself after the add; a mouse resting on the basket opens it again to be photographed.
      await panel.waitFor({ state: "hidden", timeout: 4_000 });
      await basketLink(page).hover();
      await panel.waitFor();
      await screenshot(page, "basket-quick-add-2-mini-basket-1280");
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "with no branch chosen, a search result's add opens the store selector and finishes once one is chosen",
  () =>
    asShopper(browser(), async (page) => {
      const { postcode, nearby } = await postcodeWithBranches(page);
      const nearest = nearby.branches[0];
      if (!nearest) throw new Error("No branch near the postcode");
      const [product] = await suppliedProducts(page, 1, {
        branchId: nearest.id,
        listing: "/api/search?q=screws",
      });
      if (!product) throw new Error("No product to add");
      await visit(page, "/search?q=screws");

      await quickAdd(page, product).click();
      await storeSelector(page).waitFor();
      expect((await readBasket(page)).lines).toEqual([]);
      await chooseNearestBranch(page, postcode);

      await miniBasket(page).getByRole("link", { name: product.name }).waitFor();
      await page.getByRole("link", { name: "Basket, 1 item" }).waitFor();
      expect((await readBasket(page)).lines.map((line) => [line.product.id, line.quantity])).toEqual([
        [product.id, 1],
      ]);
    }),
  JOURNEY_TIMEOUT_MS,
);

test("a product sold by length links to its page to choose the length", () =>
  asShopper(browser(), async (page) => {
    const found = await readApi<ProductListing>(page, "/api/search?q=timber");
    const timber = found.items.find((product) => product.isTally);
    if (!timber) throw new Error("The search for timber should list a product sold by length");
    await visit(page, "/search?q=timber");
    const choose = card(page, timber).getByRole("link", { name: `Choose a length: ${timber.name}` });
    expect(await card(page, timber).getByRole("button").count()).toBe(0);
    await choose.click();
    await page.waitForURL(`**/product/${timber.slug}`);
    await main(page).getByRole("button", { name: "Add to basket", exact: true }).waitFor();
  }));

test(
  "on a phone, a listing's add says so in a pop-up",
  () =>
    asShopper(
      browser(),
      async (page) => {
        await collectFromABranch(page);
        const { slug, product } = await departmentWithSuppliedProduct(page);
        await visit(page, `/category/${slug}`);
        await quickAdd(page, product).scrollIntoViewIfNeeded();
        await screenshot(page, "basket-quick-add-3-phone-cards-375");
        await quickAdd(page, product).tap();
        const popup = basketDialog(page);
        await popup.getByText("The item has been successfully added to your basket!").waitFor();
        await screenshot(page, "basket-quick-add-4-phone-popup-375");
        await expectAccessible(page, "the success pop-up of a listing's add on a phone");
        await page.getByRole("link", { name: "Basket, 1 item" }).waitFor();
      },
      viewports.phone,
      { hasTouch: true, isMobile: true },
    ),
  JOURNEY_TIMEOUT_MS,
);
