/**
 * Journey: timber sold by length. The shopper asks for more than the saw-to-size maximum and is
 * told so; types the total length they need, which fills the Qty field in whole metres; adds it;
 * then asks for more than the maximum allows beside what the basket holds (spec/1 §5 Quantities
 * and Timber length; decisions 012, 013, 113). Then several lengths of a section are added in one
 * go from the timber options grid (spec/2 §5).
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { PricedProducts, ProductPage, StockCheck } from "@merchant/contract";
import {
  addButton,
  basketDialog,
  collectFromABranch,
  miniBasket,
  quantityField,
  readBasket,
  suppliedProducts,
} from "../support/basket.ts";
import { main } from "../support/frame.ts";
import {
  expectAccessible,
  asShopper,
  readApi,
  screenshotBothSizes,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";

const browser = useBrowser();

/** The first timber sold by length that the shopper's branch holds at least its saw-to-size maximum of. */
async function timberToCut(page: Page) {
  for (const timber of await suppliedProducts(page, 6, { query: "timber", tally: true })) {
    const { product } = await readApi<ProductPage>(page, `/api/products/${timber.slug}`);
    const max = product.tally?.sawToSizeMax;
    if (!max) throw new Error(`${product.name} should carry a saw-to-size maximum`);
    const stock = await readApi<StockCheck>(page, `/api/products/${timber.id}/stock`);
    if ((stock.tallyStock ?? stock.localStock) >= max) return { timber, product, max };
  }
  throw new Error("No timber held in lengths enough to cut");
}
const JOURNEY_TIMEOUT_MS = 180_000;

test(
  "a tally product is held to its saw-to-size maximum, and a length fills the Qty field",
  () =>
    asShopper(browser(), async (page) => {
      await collectFromABranch(page);
      // Timber the branch holds enough of to cut its saw-to-size maximum, whatever the search ranks first.
      const { timber, max } = await timberToCut(page);
      await visit(page, `/product/${timber.slug}`);
      await screenshotBothSizes(page, "basket-tally-1-product");

      await quantityField(page).fill(String(max + 1));
      await addButton(page).click();
      const refusal = basketDialog(page);
      await refusal
        .getByText(`Sorry, there is a maximum order quantity of ${max} of this product.`)
        .waitFor();
      await expectAccessible(page, "the saw-to-size refusal");
      await screenshotOpenStateBothSizes(page, "basket-tally-2-over-maximum");
      await page.keyboard.press("Escape");
      await refusal.waitFor({ state: "hidden" });
      expect((await readBasket(page)).lines).toEqual([]);

      // Timber by length: a part metre is rounded up to whole metres (decision 013).
      const length = main(page).getByRole("textbox", { name: "Total length required (metres)" });
      await length.fill("two");
      await main(page).getByRole("button", { name: "Fill Qty" }).click();
      await main(page).getByText("Please enter a valid total length to proceed.").waitFor();
      await length.fill(`${max - 1}.5`);
      await length.press("Enter");
      await main(page)
        .getByText(
          `${max} metres have been added to the Qty field opposite, please add to basket to proceed.`,
        )
        .waitFor();
      expect(await quantityField(page).inputValue()).toBe(String(max));
      await expectAccessible(page, "the timber length filled into the Qty field");

      await addButton(page).click();
      // Timber with essential extras offers them first (spec/1 §5); the shopper declines.
      const extras = page.getByRole("dialog", { name: "Essential extras" });
      await Promise.race([miniBasket(page).getByText(`Qty: ${max}`).waitFor(), extras.waitFor()]);
      if (await extras.isVisible()) await extras.getByRole("button", { name: "No thanks" }).click();
      expect((await readBasket(page)).lines.map((line) => line.quantity)).toEqual([max]);

      // One more is too many beside what the basket holds: both lines of the message.
      await quantityField(page).fill("1");
      await addButton(page).click();
      await refusal.getByText(`Sorry you already have a quantity of ${max} in your basket`).waitFor();
      await refusal.getByText(`a maximum of ${max} is allowed for this product.`, { exact: false }).waitFor();
      await screenshotOpenStateBothSizes(page, "basket-tally-3-with-basket");
      expect((await readBasket(page)).lines.map((line) => line.quantity)).toEqual([max]);
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "several lengths of a section go into the basket in one go from the timber options grid",
  () =>
    asShopper(browser(), async (page) => {
      await collectFromABranch(page);
      let section: { slug: string; lengths: PricedProducts["items"] } | undefined;
      for (const timber of await suppliedProducts(page, 4, { query: "timber", tally: true })) {
        const { items } = await readApi<PricedProducts>(page, `/api/products/${timber.id}/lengths`);
        const sold = items.filter((item) => item.inStock);
        if (sold.length >= 2) section = { slug: timber.slug, lengths: sold };
        if (section) break;
      }
      if (!section) throw new Error("No timber section sold in two lengths at the branch");
      await visit(page, `/product/${section.slug}`);
      const grid = main(page).getByRole("form", { name: "Add lengths to basket" });
      const addLengths = grid.getByRole("button", { name: "Add lengths to basket" });

      await addLengths.click();
      await grid
        .getByRole("alert")
        .getByText("Sorry, we have encountered an error, please set a product quantity to continue.")
        .waitFor();
      expect((await readBasket(page)).lines).toEqual([]);

      const [first, second] = section.lengths;
      await grid.getByRole("textbox", { name: `Qty of ${first!.length ?? first!.product.name}` }).fill("2");
      await grid.getByRole("textbox", { name: `Qty of ${second!.length ?? second!.product.name}` }).fill("1");
      await expectAccessible(page, "the timber options grid");
      await screenshotOpenStateBothSizes(page, "basket-tally-4-options", grid);
      await addLengths.click();
      await miniBasket(page).waitFor();
      await expect
        .poll(async () =>
          Object.fromEntries((await readBasket(page)).lines.map((line) => [line.product.id, line.quantity])),
        )
        .toEqual({ [first!.product.id]: 2, [second!.product.id]: 1 });
    }),
  JOURNEY_TIMEOUT_MS,
);
