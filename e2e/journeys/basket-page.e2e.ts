/**
 * Journey: a shopper with four products in the basket pages through the header's mini basket
 * (3 at a time, past the end to /basket), then on the basket page changes a quantity, removes
 * a line and empties it; the totals and the header's count follow without a reload, and leaving
 * the emptied basket is recorded (spec/1 §2, §5, §7; spec/2 §2, §4 "Add to basket", §9).
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import {
  addThroughApi,
  basketLines,
  basketLink,
  basketSummary,
  collectFromABranch,
  miniBasket,
  readBasket,
  suppliedProducts,
} from "../support/basket.ts";
import { main } from "../support/frame.ts";
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
const JOURNEY_TIMEOUT_MS = 180_000;

const shownNames = (page: Page) => miniBasket(page).getByRole("listitem").getByRole("link").allTextContents();

/** The summary's figures as the page shows them, against the API's basket. */
async function expectSummaryOf(page: Page) {
  const basket = await readBasket(page);
  await expect
    .poll(() => basketSummary(page).locator("dd").allTextContents())
    .toEqual([
      pounds(basket.totals.products.exVat),
      "Free",
      pounds(basket.totals.vat),
      pounds(basket.totals.grandTotal),
    ]);
  return basket;
}

test(
  "the mini basket pages 3 at a time; the basket page changes a quantity, removes a line and empties",
  () =>
    asShopper(browser(), async (page) => {
      await collectFromABranch(page);
      const products = await suppliedProducts(page, 4);
      for (const product of products) await addThroughApi(page, product.id, 1);
      const names = products.map((product) => product.name);

      await visit(page, "/search?q=screws");
      await page.getByRole("link", { name: "Basket, 4 items" }).waitFor();
      await basketLink(page).click();
      const panel = miniBasket(page);
      await panel.getByText("Page 1 of 2").waitFor();
      expect(await shownNames(page)).toEqual(names.slice(0, 3));
      await expectAccessible(page, "the mini basket's first page");
      await screenshotOpenStateBothSizes(page, "basket-page-1-mini-basket-paging");
      await panel.getByRole("button", { name: "Next" }).click();
      await panel.getByText("Page 2 of 2").waitFor();
      expect(await shownNames(page)).toEqual(names.slice(3));
      await panel.getByRole("button", { name: "Next" }).click();
      await page.waitForURL("**/basket");
      await panel.waitFor({ state: "hidden" });

      // Change a quantity: type it and leave the field.
      await basketLines(page).first().waitFor();
      expect(await basketLines(page).count()).toBe(4);
      const first = main(page).getByRole("textbox", { name: `Qty of ${names[0]}` });
      await first.fill("3");
      await first.press("Tab");
      await page.getByRole("link", { name: "Basket, 6 items" }).waitFor();
      let basket = await expectSummaryOf(page);
      expect(basket.lines[0]?.quantity).toBe(3);
      await basketLines(page)
        .first()
        .getByText(pounds(basket.lines[0]?.lineTotal.incVat ?? 0))
        .waitFor();

      // An emptied field reads 1 again, and is saved so.
      await first.fill("");
      await first.press("Tab");
      await page.getByRole("link", { name: "Basket, 4 items" }).waitFor();
      expect(await first.inputValue()).toBe("1");

      // Remove the second line.
      await main(page)
        .getByRole("button", { name: `Remove ${names[1]}` })
        .click();
      await page.getByRole("link", { name: "Basket, 3 items" }).waitFor();
      expect(await basketLines(page).count()).toBe(3);
      basket = await expectSummaryOf(page);
      expect(basket.lines.map((line) => line.product.name)).toEqual([names[0], names[2], names[3]]);
      await expectAccessible(page, "the basket page after its changes");
      await page.mouse.move(640, 700);
      await screenshotBothSizes(page, "basket-page-2-changed");

      // Empty it (asked once more first), then leave: the empty basket's exit is recorded.
      await main(page).getByRole("button", { name: "Empty basket" }).click();
      const confirm = page.getByRole("dialog", { name: "Empty your basket?" });
      await confirm.getByRole("button", { name: "Empty basket" }).click();
      await main(page).getByText("Your Basket Is Empty!").waitFor();
      await page.getByRole("link", { name: "Basket, 0 items" }).waitFor();
      expect((await readBasket(page)).lines).toEqual([]);
      await expectAccessible(page, "the emptied basket page");
      const exit = page.waitForRequest((request) => request.url().endsWith("/api/basket/exits"));
      await main(page).getByRole("link", { name: "Continue shopping" }).click();
      expect((await exit).method()).toBe("POST");
    }),
  JOURNEY_TIMEOUT_MS,
);
