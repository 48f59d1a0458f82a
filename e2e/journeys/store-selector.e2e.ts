/**
 * Journey: a shopper on a product page opens the store selector from the header, searches a
 * postcode, gets the nearest branch chosen for them, then picks another; the header and the
 * product's stock and price follow the branch (spec/2 §2 store selector, §4 opening the selector
 * and after a set; decision 109).
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { ProductListing, ProductPage } from "@merchant/contract";
import {
  fulfilmentPanel,
  fulfilmentState,
  headerBranch,
  postcodeWithBranches,
  storeButton,
  storeSelector,
} from "../support/fulfilment.ts";
import { screenshot, viewports } from "../support/browser.ts";
import {
  expectAccessible,
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
/** Each step is quick; photographing at two sizes (a phone window visits the page again) adds up. */
const JOURNEY_TIMEOUT_MS = 180_000;

async function someProduct(page: Page): Promise<string> {
  const found = await readApi<ProductListing>(page, "/api/search?q=timber");
  const product = found.items[0];
  if (!product) throw new Error("The demo data has no timber to search for");
  return product.slug;
}

/** The product page's fulfilment tabs with the branch's stock, scrolled into view at each width. */
async function photographStock(page: Page) {
  for (const [label, size] of [
    ["375", viewports.phone],
    ["1280", viewports.desktop],
  ] as const) {
    await page.setViewportSize(size);
    await fulfilmentPanel(page).scrollIntoViewIfNeeded();
    await screenshot(page, `store-selector-6-product-stock-${label}`);
  }
}

/** The branch names of the selector's results, in order, and which one reads 'Selected'. */
async function shownResults(page: Page) {
  // The results' table, not the chosen branch's opening times beside it.
  const rows = storeSelector(page)
    .getByRole("table", { name: /^Nearest to/ })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader") });
  return rows.evaluateAll((items) =>
    items.map((row) => ({
      name: row.querySelector("th")?.firstChild?.textContent ?? "",
      selected: row.lastElementChild?.textContent === "Selected",
    })),
  );
}

test(
  "a shopper chooses a branch in the store selector and the header, stock and price follow it",
  async () => {
    const { context, page } = await openShop(browser());
    try {
      const slug = await someProduct(page);
      const { postcode, nearby } = await postcodeWithBranches(page);
      const [nearest, other] = nearby.branches;
      if (!nearest || !other) throw new Error("Two branches were expected near the postcode");

      await visit(page, `/product/${slug}`);
      await storeButton(page).getByText("Choose a branch").waitFor();
      await expectAccessible(page, "a product page before a branch is chosen");
      await screenshotBothSizes(page, "store-selector-1-no-branch");

      await storeButton(page).click();
      const selector = storeSelector(page);
      await selector.waitFor();
      await expectAccessible(page, "the open store selector");
      await screenshotOpenStateBothSizes(page, "store-selector-2-empty");
      await page.keyboard.press("Escape");
      await selector.waitFor({ state: "hidden" });
      await expectFocusBackOn(storeButton(page), "focus is back on the store button after Escape");

      await storeButton(page).click();
      // Marked disabled while the box is empty, yet a press says what is missing (spec/2 §5, BU).
      await selector.getByRole("button", { name: "Click & Collect" }).click({ force: true });
      await selector.getByRole("alert").getByText("Please enter a valid postcode").waitFor();
      await screenshotOpenStateBothSizes(page, "store-selector-3-error");

      await selector.getByRole("textbox").fill(postcode.toLowerCase());
      await selector.getByRole("button", { name: "Click & Collect" }).click();
      await selector.getByRole("table", { name: /^Nearest to/ }).waitFor();
      await expect
        .poll(() => shownResults(page))
        .toEqual(
          nearby.branches.map((branch) => ({ name: branch.name, selected: branch.id === nearest.id })),
        );
      // With no branch yet, the nearest became the collection branch, with no pop-up.
      await expect.poll(async () => (await fulfilmentState(page)).collectionBranch?.id).toBe(nearest.id);
      expect(await page.getByRole("dialog").count(), "no pop-up for the automatic choice").toBe(1);
      await expectAccessible(page, `the store selector's results for ${postcode}`);
      await screenshotOpenStateBothSizes(page, "store-selector-4-results");

      await selector.getByRole("button", { name: `Select ${other.fullName}` }).click();
      const branchSet = page.getByRole("dialog", { name: "Branch Set" });
      await branchSet.getByText(`${other.fullName} is now your branch.`).waitFor();
      await selector.waitFor({ state: "hidden" });
      await branchSet.waitFor({ state: "hidden", timeout: 5_000 });

      const { offer } = await readApi<ProductPage>(page, `/api/products/${slug}`);
      if (!offer) throw new Error("The product page should carry the chosen branch's offer");
      expect(offer.branch.id).toBe(other.id);
      await headerBranch(page, other.name).waitFor();
      await fulfilmentPanel(page).getByText(`Collect from ${other.fullName}`).waitFor();
      const stockText =
        offer.stock.status === "unavailable"
          ? "Currently unavailable at your selected branch."
          : offer.stock.stockText;
      await fulfilmentPanel(page).getByText(stockText).waitFor();
      await page.getByText(pounds(offer.price.incVat)).first().waitFor();
      await expectAccessible(page, `the product page collecting from ${other.fullName}`);
      await screenshotBothSizes(page, "store-selector-5-branch-chosen");
      await photographStock(page);

      // The store-change section under the Collection tab: Enter searches, each store opens its details.
      await fulfilmentPanel(page).getByText("Change branch").click();
      const location = fulfilmentPanel(page).getByRole("textbox", { name: "Location, address or postcode" });
      await location.fill(postcode);
      await location.press("Enter");
      const details = fulfilmentPanel(page).getByRole("button", { name: `Details of ${nearest.fullName}` });
      await details.click();
      expect(await details.getAttribute("aria-expanded")).toBe("true");
      const row = page.locator(`#${await details.getAttribute("aria-controls")}`);
      await row.getByText(nearest.email).waitFor();
      await row.getByText(`/storefinder/store/${nearest.slug}-${nearest.id}`, { exact: false }).waitFor();
      await expectAccessible(page, "the store-change section with a store's details open");
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, "store-selector-7-store-change-1280");
    } finally {
      await context.close();
    }
  },
  JOURNEY_TIMEOUT_MS,
);
