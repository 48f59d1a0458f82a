/**
 * Journey: on the basket page a shopper opens a line's stock-status dialog from the info button
 * beside its stock text, and reads the branch's stock of it afresh: the stock text, any additional
 * line and when the branch last reported it (spec/1 §2 "a stock-status info dialog"; spec/2 §3
 * stock info, §7 getstockstatus).
 */
import { expect, test } from "vitest";
import type { StockCheck } from "@merchant/contract";
import { addThroughApi, basketLines, collectFromABranch, suppliedProducts } from "../support/basket.ts";
import {
  asShopper,
  expectAccessible,
  readApi,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";
import { expectFocusBackOn } from "../support/focus.ts";

const browser = useBrowser();
const JOURNEY_TIMEOUT_MS = 120_000;

test(
  "a basket line's info button opens its stock at the branch, with when it was last reported",
  () =>
    asShopper(browser(), async (page) => {
      await collectFromABranch(page);
      const [product] = await suppliedProducts(page, 1);
      if (!product) throw new Error("No product to add");
      await addThroughApi(page, product.id, 1);
      const stock = await readApi<StockCheck>(page, `/api/products/${product.id}/stock`);
      if (!stock.branch) throw new Error("The stock check should name the branch in force");

      await visit(page, "/basket");
      await expect.poll(() => basketLines(page).count()).toBe(1);
      await basketLines(page)
        .first()
        .getByRole("button", { name: `Stock details for ${product.name}` })
        .click();

      const dialog = page.getByRole("dialog", { name: `Stock at ${stock.branch.name}` });
      await dialog.getByText(product.name).waitFor();
      await dialog.getByText(stock.stockText).waitFor();
      if (stock.stockTextAdditional) await dialog.getByText(stock.stockTextAdditional).waitFor();
      if (stock.lastUpdated)
        await dialog.getByText(/^Stock last updated \d\d\/\d\d\/\d{4}, \d\d:\d\d$/).waitFor();
      await expectAccessible(page, "the stock-status dialog");
      await screenshotOpenStateBothSizes(page, "basket-stock-status-1-dialog");

      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      await expectFocusBackOn(
        basketLines(page)
          .first()
          .getByRole("button", { name: `Stock details for ${product.name}` }),
        "focus is back on the line's stock button after Escape",
      );
    }),
  JOURNEY_TIMEOUT_MS,
);
