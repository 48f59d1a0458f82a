/**
 * Journey: a shopper with a basket changes branch from the basket page. The new branch cannot
 * supply one line and prices another differently, so the 'Branch differences' dialog lists both
 * over the store selector: Cancel keeps branch and basket as they were; Change Branch makes the
 * change, the line goes, the other takes the new branch's price, and the page and header follow
 * without a reload (spec/2 §3, §4 "Branch or postcode change and basket differences", §8).
 */
import { expect, test } from "vitest";
import { addThroughApi, basketLines, collectFromABranch, readBasket } from "../support/basket.ts";
import { aMoveThatLosesALine, differencesDialog, readDifferences } from "../support/basket-changes.ts";
import {
  fulfilmentState,
  headerBranch,
  postcodeWithBranches,
  storeButton,
  storeSelector,
} from "../support/fulfilment.ts";
import {
  asShopper,
  expectAccessible,
  pounds,
  screenshotBothSizes,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";

const browser = useBrowser();
const JOURNEY_TIMEOUT_MS = 240_000;

test(
  "changing branch lists what the basket loses and what it costs there; Cancel keeps it, Change Branch applies it",
  () =>
    asShopper(browser(), async (page) => {
      const { postcode, nearby } = await postcodeWithBranches(page);
      const selling = nearby.branches.filter((branch) => branch.basketEcommerceActive);
      const move = await aMoveThatLosesALine(
        page,
        selling.map((branch) => branch.id),
      );
      const { from, lost, kept } = move;
      const to = selling[move.toIndex]!;
      expect(await collectFromABranch(page, nearby.branches.indexOf(selling[move.fromIndex]!))).toBe(from);
      await addThroughApi(page, lost.id, 2);
      await addThroughApi(page, kept.id, 1);

      // What the server says the move does: the page must list exactly this.
      const differences = await readDifferences(page, to.id);
      const lostItem = differences.items.find((item) => item.description === lost.name);
      const keptItem = differences.items.find((item) => item.description === kept.name);
      expect(lostItem?.diff, `${lost.name} at ${to.name}`).toBeNull();
      const change = Array.isArray(keptItem?.diff) ? keptItem.diff[0] : undefined;
      if (!change || change.oldPriceSaleExclusive === change.newPriceSaleExclusive) {
        throw new Error(`${kept.name} should change price at ${to.name}: ${JSON.stringify(keptItem)}`);
      }
      const expectedLines = [
        `${lost.name} is not available from this branch.`,
        `The price of ${kept.name} will change from ${pounds(change.oldPriceSaleExclusive)} to ${pounds(change.newPriceSaleExclusive)} ex VAT.`,
      ];
      const before = await readBasket(page);

      await visit(page, "/basket");
      await expect.poll(() => basketLines(page).count()).toBe(2);
      await page.getByRole("link", { name: "Basket, 3 items" }).waitFor();
      await screenshotBothSizes(page, "basket-branch-differences-1-basket");

      // The header's store button opens the selector; the other branch's Select asks first.
      const chooseTo = async () => {
        await storeButton(page).click();
        const selector = storeSelector(page);
        await selector.getByRole("textbox").fill(postcode);
        await selector.getByRole("button", { name: "Click & Collect" }).click();
        await selector.getByRole("button", { name: `Select ${to.fullName}` }).click();
        await differencesDialog(page).waitFor();
      };
      await chooseTo();
      const dialog = differencesDialog(page);
      await dialog.getByText(`changes your basket:`, { exact: false }).waitFor();
      expect(
        await dialog
          .getByRole("list", { name: "Changes to your basket" })
          .getByRole("listitem")
          .allTextContents(),
      ).toEqual(expectedLines);
      await expectAccessible(page, "the 'Branch differences' dialog over the store selector");
      await screenshotOpenStateBothSizes(page, "basket-branch-differences-2-dialog");

      // Cancel: the dialog goes, the selector stays, nothing changed.
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "hidden" });
      await storeSelector(page).waitFor();
      expect((await fulfilmentState(page)).collectionBranch?.id).toBe(from);
      const afterCancel = await readBasket(page);
      expect(afterCancel.lines.map((line) => [line.product.id, line.quantity, line.unitPrice])).toEqual(
        before.lines.map((line) => [line.product.id, line.quantity, line.unitPrice]),
      );
      await page.keyboard.press("Escape");
      await storeSelector(page).waitFor({ state: "hidden" });
      expect(await basketLines(page).count()).toBe(2);

      // Change Branch: the change is made with the basket's differences.
      await chooseTo();
      await dialog.getByRole("button", { name: "Change Branch" }).click();
      await dialog.waitFor({ state: "hidden" });
      await page
        .getByRole("dialog", { name: "Branch Set" })
        .getByText(`${to.fullName} is now your branch.`)
        .waitFor();
      await expect.poll(async () => (await fulfilmentState(page)).collectionBranch?.id).toBe(to.id);
      const after = await readBasket(page);
      expect(after.lines.map((line) => line.product.id)).toEqual([kept.id]);
      expect(after.lines[0]?.unitPrice.exVat).toBe(change.newPriceSaleExclusive);

      // The page refreshed in place: the lost line is gone, the kept one shows its new price.
      await screenshotOpenStateBothSizes(page, "basket-branch-differences-3-branch-set");
      await page.getByRole("dialog", { name: "Branch Set" }).waitFor({ state: "hidden", timeout: 5_000 });
      await expect.poll(() => basketLines(page).count()).toBe(1);
      const line = basketLines(page).first();
      await line.getByRole("heading", { name: kept.name }).waitFor();
      await line.getByText(pounds(after.lines[0]!.unitPrice.incVat)).first().waitFor();
      await page.getByRole("link", { name: "Basket, 1 item" }).waitFor();
      await headerBranch(page, to.name).waitFor();
      await expectAccessible(page, "the basket page after the branch change");
      await screenshotBothSizes(page, "basket-branch-differences-4-changed");
    }),
  JOURNEY_TIMEOUT_MS,
);
