/**
 * Journey: a shopper adds a stove on its page and is offered its essential extras (the demo
 * data's bill of materials: flue pipe and fire cement); they add one extra with the plus button
 * and the mini basket shows both. On the basket page each line's 'Essential extras' opens the
 * same dialog (spec/2 §2 upsell, §4 "Add to basket"; spec/1 §2, §4).
 */
import { expect, test } from "vitest";
import { addButton, basketLines, collectFromABranch, miniBasket, readBasket } from "../support/basket.ts";
import { extrasDialog, productWithExtras } from "../support/basket-changes.ts";
import {
  asShopper,
  expectAccessible,
  screenshotBothSizes,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";

const browser = useBrowser();
const JOURNEY_TIMEOUT_MS = 180_000;

test(
  "an add offers the product's essential extras; one added with plus goes in with it",
  () =>
    asShopper(browser(), async (page) => {
      await collectFromABranch(page);
      const { product, extra } = await productWithExtras(page);
      await visit(page, `/product/${product.slug}`);
      await addButton(page).click();

      const dialog = extrasDialog(page);
      await dialog.getByText("The item has been successfully added to your basket!").waitFor();
      await dialog.getByText(`To go with ${product.name}:`).waitFor();
      const quantity = dialog.getByRole("status", { name: `Qty of ${extra.product.name}` });
      expect(await quantity.textContent()).toBe("0");
      await dialog.getByRole("button", { name: "No thanks" }).waitFor();
      expect(await dialog.getByRole("link", { name: "view basket" }).getAttribute("href")).toBe("/basket");
      await expectAccessible(page, "the upsell dialog after an add");
      await screenshotOpenStateBothSizes(page, "basket-upsell-1-offered");

      await dialog.getByRole("button", { name: `One more ${extra.product.name}` }).click();
      await dialog.getByRole("button", { name: `One more ${extra.product.name}` }).click();
      await dialog.getByRole("button", { name: `One fewer ${extra.product.name}` }).click();
      expect(await quantity.textContent()).toBe("1");
      await screenshotOpenStateBothSizes(page, "basket-upsell-2-chosen");
      await dialog.getByRole("button", { name: /^Add to basket/ }).click();
      await dialog.waitFor({ state: "hidden" });

      const panel = miniBasket(page);
      await panel.getByRole("link", { name: extra.product.name }).waitFor();
      await page.getByRole("link", { name: "Basket, 2 items" }).waitFor();
      const basket = await readBasket(page);
      expect(basket.lines.map((line) => [line.product.id, line.quantity])).toEqual([
        [product.id, 1],
        [extra.product.id, 1],
      ]);

      // The basket page offers the same dialog for the line's product.
      await visit(page, "/basket");
      await expect.poll(() => basketLines(page).count()).toBe(2);
      await page.getByRole("button", { name: `Essential extras for ${product.name}` }).click();
      await dialog.getByText(`To go with ${product.name}:`).waitFor();
      expect(await dialog.getByText("successfully added").count()).toBe(0);
      await expectAccessible(page, "the upsell dialog on the basket page");
      await screenshotOpenStateBothSizes(page, "basket-upsell-3-basket-page");
      await dialog.getByRole("button", { name: "No thanks" }).click();
      await dialog.waitFor({ state: "hidden" });
      await screenshotBothSizes(page, "basket-upsell-4-basket");
    }),
  JOURNEY_TIMEOUT_MS,
);
