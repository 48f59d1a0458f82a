/**
 * Journey: a shopper adds a product to the basket from its page. With a branch chosen the mini
 * basket opens for a moment, and the basket page adds it up; with none chosen yet the store
 * selector asks first and the add finishes once a branch is chosen; on a phone a pop-up says it
 * worked (spec/1 §2, §5; spec/2 §2, §4 "Add to basket" and "Opening the selector", §8, §9).
 */
import { expect, test } from "vitest";
import {
  addButton,
  basketDialog,
  basketLines,
  basketLink,
  basketSummary,
  collectFromABranch,
  miniBasket,
  quantityField,
  readBasket,
  suppliedProducts,
} from "../support/basket.ts";
import { screenshot, viewports } from "../support/browser.ts";
import { postcodeWithBranches, storeSelector } from "../support/fulfilment.ts";
import {
  expectAccessible,
  asShopper,
  pounds,
  screenshotBothSizes,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";

const browser = useBrowser();
/** Each step is quick; photographing at two sizes (a phone window visits the page again) adds up. */
const JOURNEY_TIMEOUT_MS = 180_000;

test(
  "with a branch chosen, an add opens the mini basket for a moment and the basket page adds it up",
  () =>
    asShopper(browser(), async (page) => {
      await collectFromABranch(page);
      const [product] = await suppliedProducts(page, 1);
      if (!product) throw new Error("No product to add");
      await visit(page, `/product/${product.slug}`);
      await basketLink(page)
        .and(page.getByRole("link", { name: "Basket, 0 items" }))
        .waitFor();
      await expectAccessible(page, "a product page with its Qty field");
      await screenshotBothSizes(page, "basket-add-1-product");

      await quantityField(page).fill("2");
      await addButton(page).click();
      const panel = miniBasket(page);
      await panel.getByRole("link", { name: product.name }).waitFor();
      await page.getByRole("link", { name: "Basket, 2 items" }).waitFor();
      expect(await basketLink(page).getAttribute("aria-expanded")).toBe("true");
      await panel.getByText("Collection FREE").waitFor();
      // It closes by itself 2.5 s after the add.
      await panel.waitFor({ state: "hidden", timeout: 4_000 });

      // A mouse resting on the basket opens it again, and it stays while the mouse is there.
      await basketLink(page).hover();
      await panel.waitFor();
      const basket = await readBasket(page);
      const line = basket.lines[0];
      if (!line) throw new Error("The basket should hold the product");
      await panel
        .getByText(`${pounds(line.lineTotal.exVat)} ex VAT`, { exact: false })
        .first()
        .waitFor();
      await expectAccessible(page, "the open mini basket");
      await screenshotOpenStateBothSizes(page, "basket-add-2-mini-basket");

      await panel.getByRole("link", { name: "Your Basket" }).click();
      await page.waitForURL("**/basket");
      await basketLines(page).first().waitFor();
      expect(await basketLines(page).count()).toBe(1);
      const figures = await basketSummary(page).locator("dd").allTextContents();
      expect(figures).toEqual([
        pounds(basket.totals.products.exVat),
        "Free",
        pounds(basket.totals.vat),
        pounds(basket.totals.grandTotal),
      ]);
      // The mouse rests where the mini basket's title was: away from the navigation it now sits over.
      await page.mouse.move(640, 700);
      await expectAccessible(page, "the basket page");
      await screenshotBothSizes(page, "basket-add-3-basket-page");
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "with no branch chosen, the add opens the store selector and finishes once a branch is chosen",
  () =>
    asShopper(browser(), async (page) => {
      const { postcode, nearby } = await postcodeWithBranches(page);
      const nearest = nearby.branches[0];
      if (!nearest) throw new Error("No branch near the postcode");
      const [product] = await suppliedProducts(page, 1, { branchId: nearest.id });
      if (!product) throw new Error("No product to add");
      await visit(page, `/product/${product.slug}`);

      await addButton(page).click();
      const selector = storeSelector(page);
      await selector.waitFor();
      expect((await readBasket(page)).lines).toEqual([]);
      await selector.getByRole("textbox").fill(postcode);
      await selector.getByRole("button", { name: "Click & Collect" }).click();
      // The nearest branch is chosen for the shopper; closing the selector finishes the add.
      await selector.getByRole("table").getByText("Selected").waitFor();
      await page.keyboard.press("Escape");
      await selector.waitFor({ state: "hidden" });

      await miniBasket(page).getByRole("link", { name: product.name }).waitFor();
      await page.getByRole("link", { name: "Basket, 1 item" }).waitFor();
      const basket = await readBasket(page);
      expect(basket.branch?.id).toBe(nearest.id);
      expect(basket.lines.map((line) => [line.product.id, line.quantity])).toEqual([[product.id, 1]]);
      // The add's own outcome says it worked: no 'Branch Set' pop-up over it.
      expect(await page.getByRole("dialog").count()).toBe(0);
      await expectAccessible(page, "the product page after the pending add");
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "on a phone, an add says so in a pop-up that closes after 3 seconds",
  () =>
    asShopper(
      browser(),
      async (page) => {
        await collectFromABranch(page);
        const [product] = await suppliedProducts(page, 1);
        if (!product) throw new Error("No product to add");
        await visit(page, `/product/${product.slug}`);
        await addButton(page).tap();
        const popup = basketDialog(page);
        await popup.getByText("The item has been successfully added to your basket!").waitFor();
        // Photographed first: it is gone 3 s after the add.
        await screenshot(page, "basket-add-4-phone-popup-375");
        expect(await miniBasket(page).count()).toBe(0);
        await expectAccessible(page, "the success pop-up on a phone");
        await popup.waitFor({ state: "hidden", timeout: 5_000 });
        await page.getByRole("link", { name: "Basket, 1 item" }).waitFor();
      },
      viewports.phone,
      { hasTouch: true, isMobile: true },
    ),
  JOURNEY_TIMEOUT_MS,
);
