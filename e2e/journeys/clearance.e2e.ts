/**
 * Journey: a shopper buys from the clearance of their collection branch (spec/1 §2, §5, §8; spec/2
 * §2). With no branch the clearance page asks for one; choosing it, then another, reloads the
 * list; more than the branch has is the 'Quantity Issue'; an added item goes to the basket at its
 * clearance price. On a product page the branch's clearance of that product shows beside the
 * fulfilment tabs, and an item of a branch no longer chosen is refused in the 'Basket Report'.
 */
import { expect, test } from "vitest";
import type { ClearanceItem } from "@merchant/contract";
import { basketLines, collectFromABranch, readBasket } from "../support/basket.ts";
import {
  basketReport,
  clearanceAddButton,
  clearanceList,
  clearanceQuantity,
  clearanceSection,
  quantityIssue,
  readClearance,
} from "../support/clearance.ts";
import { main } from "../support/frame.ts";
import {
  chooseNearestBranch,
  fulfilmentState,
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
/** Each step is quick; photographing at two sizes (a phone window visits the page again) adds up. */
const JOURNEY_TIMEOUT_MS = 180_000;

/** The branch's first item, as its list gives it. */
async function firstItem(page: Parameters<typeof readClearance>[0]): Promise<ClearanceItem> {
  const { items } = await readClearance(page);
  const item = items[0];
  if (!item) throw new Error("The demo data should give every branch clearance items");
  return item;
}

test(
  "the clearance page follows the chosen branch, refuses more than it has and adds an item at its clearance price",
  () =>
    asShopper(browser(), async (page) => {
      const { postcode, nearby } = await postcodeWithBranches(page);
      const [nearest, other] = nearby.branches;
      if (!nearest || !other) throw new Error("Two branches were expected near the postcode");

      await visit(page, "/clearance");
      await main(page).getByText("Choose your branch to see its clearance items.").waitFor();
      await expectAccessible(page, "the clearance page before a branch is chosen");
      await screenshotBothSizes(page, "clearance-1-no-branch");

      // The page's button opens the store selector for collection (one search button, no Delivery);
      // the nearest branch is chosen.
      await main(page).getByRole("button", { name: "Choose a branch" }).click();
      const selector = storeSelector(page);
      await selector.getByRole("textbox", { name: "Postcode or town of your branch" }).waitFor();
      expect(await selector.getByRole("button", { name: "Delivery" }).count()).toBe(0);
      await chooseNearestBranch(page, postcode, "Search");
      expect((await fulfilmentState(page)).fulfilment).toBe("collection");
      // The loader ran again: the list is the branch's, without the shopper reloading the page.
      await clearanceList(page, nearest.name).waitFor();

      // Another branch from the header's selector: the list follows it.
      await storeButton(page).click();
      await selector.getByRole("textbox").fill(postcode);
      await selector.getByRole("button", { name: "Click & Collect" }).click();
      await selector.getByRole("button", { name: `Select ${other.fullName}` }).click();
      await selector.waitFor({ state: "hidden" });
      const list = clearanceList(page, other.name);
      await list.waitFor();
      const { branch, items } = await readClearance(page);
      expect(branch?.id).toBe(other.id);
      await expect.poll(() => list.getByRole("listitem").count()).toBe(items.length);
      const item = items[0];
      if (!item) throw new Error("The demo data should give every branch clearance items");
      const card = list.getByRole("listitem").first();
      await card.getByRole("link", { name: item.product.name }).waitFor();
      await card.getByText(item.note, { exact: true }).waitFor();
      await card.getByText(pounds(item.price.incVat), { exact: true }).waitFor();
      await card.getByText(`Was ${pounds(item.wasPrice.incVat)} inc VAT`).waitFor();
      await card.getByText(`${item.available} available`).waitFor();
      // A 'Branch Set' pop-up may still be fading: the page is checked without it.
      await page.getByRole("dialog").waitFor({ state: "hidden", timeout: 5_000 });
      await expectAccessible(page, `the clearance page of ${other.name}`);
      await screenshotBothSizes(page, "clearance-2-list");

      await clearanceQuantity(page, item).fill(String(item.available + 1));
      await clearanceAddButton(page, item).click();
      await quantityIssue(page).getByText(`We only have ${item.available} of that item available!`).waitFor();
      await expectAccessible(page, "the 'Quantity Issue' dialog");
      await screenshotOpenStateBothSizes(page, "clearance-3-quantity-issue");
      await page.keyboard.press("Escape");
      await quantityIssue(page).waitFor({ state: "hidden" });
      expect((await readBasket(page)).lines).toEqual([]);

      await clearanceQuantity(page, item).fill("1");
      await clearanceAddButton(page, item).click();
      await page.waitForURL("**/basket");
      const line = basketLines(page).first();
      await line.getByRole("link", { name: item.product.name }).waitFor();
      await line.getByText("Clearance", { exact: true }).waitFor();
      await line.getByText(pounds(item.price.incVat)).first().waitFor();
      const basket = await readBasket(page);
      expect(
        basket.lines.map((added) => [added.product.id, added.clearance, added.quantity, added.unitPrice]),
      ).toEqual([[item.product.id, true, 1, item.price]]);
      await expectAccessible(page, "the basket with the clearance item");
      await screenshotBothSizes(page, "clearance-4-basket");
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "a product page shows its branch's clearance, and an item of a branch no longer chosen is refused",
  () =>
    asShopper(browser(), async (page) => {
      await collectFromABranch(page);
      const item = await firstItem(page);
      await visit(page, `/product/${item.product.slug}`);
      const section = clearanceSection(page);
      await section.waitFor();
      await section.getByText(item.note, { exact: true }).first().waitFor();
      await section.getByText(pounds(item.price.incVat), { exact: true }).first().waitFor();
      await section
        .getByText(`Was ${pounds(item.wasPrice.incVat)} inc VAT`)
        .first()
        .waitFor();
      await section.getByText(`${item.available} available`).first().waitFor();
      await expectAccessible(page, "a product page with its clearance");
      await screenshotOpenStateBothSizes(page, "clearance-5-product-page", section);

      // The shopper chooses another branch elsewhere (another tab): this page still offers the old item.
      await collectFromABranch(page, 1);
      await clearanceAddButton(page, item).click();
      const report = basketReport(page);
      await report
        .getByText(
          "The item was not added to your basket!\nYou can't buy a clearance item from another branch.",
        )
        .waitFor();
      await expectAccessible(page, "the 'Basket Report' dialog");
      await screenshotOpenStateBothSizes(page, "clearance-6-basket-report");
      await page.keyboard.press("Escape");
      await report.waitFor({ state: "hidden" });
      expect(page.url()).toContain(`/product/${item.product.slug}`);
      expect((await readBasket(page)).lines).toEqual([]);
    }),
  JOURNEY_TIMEOUT_MS,
);
