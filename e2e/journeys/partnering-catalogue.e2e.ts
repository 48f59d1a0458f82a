/**
 * Journey: the trade user keeps a product they buy regularly in their account's partnering
 * catalogue (spec/2 §7 POST /partneringcatalogues/add; decision 119): from the product page with
 * the quantity typed for the basket, then from the catalogue page adds it to the basket in that
 * quantity and removes it. A consumer is never offered the button.
 */
import { expect, test } from "vitest";
import type { PartneringCatalogue, ProductListing } from "@merchant/contract";
import { DEMO_USERS } from "../../apps/server/src/modules/demo/seed/users.ts";
import { collectFromFirstSellingBranch, logInAsTradeUser, logInThroughApi } from "../support/accounts.ts";
import { quantityField, readBasket, suppliedProducts } from "../support/basket.ts";
import { main } from "../support/frame.ts";
import {
  asShopper,
  expectAccessible,
  JOURNEY_TIMEOUT_MS,
  readApi,
  screenshotBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";

const browser = useBrowser();
const [, alex, pat] = DEMO_USERS;

const partneringButton = (page: Parameters<typeof main>[0]) =>
  main(page).getByRole("button", { name: "Add to partnering catalogue" });

test(
  "the trade user adds a product to the partnering catalogue with its quantity, buys it from there and removes it",
  () =>
    asShopper(browser(), async (page) => {
      await logInAsTradeUser(page);
      // A branch of the active account's own ERP, so its basket adds need no question.
      await collectFromFirstSellingBranch(page, "BU");
      const held = new Set(
        (await readApi<PartneringCatalogue>(page, "/api/account/partnering-catalogue")).items.map(
          (item) => item.product.id,
        ),
      );
      const [product] = (await suppliedProducts(page, 6)).filter((candidate) => !held.has(candidate.id));
      if (!product) throw new Error("Every product found is in the catalogue already");

      await visit(page, `/product/${product.slug}`);
      await quantityField(page).fill("3");
      await partneringButton(page).click();
      await main(page).getByText("Added to your partnering catalogue", { exact: true }).waitFor();
      await expectAccessible(page, "the product page after adding to the partnering catalogue");
      await screenshotBothSizes(page, "partnering-catalogue-1-product");

      await main(page).getByRole("link", { name: "view your partnering catalogue" }).click();
      await main(page).getByRole("heading", { name: "Partnering catalogue", level: 1 }).waitFor();
      const items = main(page)
        .getByRole("list", { name: "Products in your partnering catalogue" })
        .getByRole("listitem");
      const card = items.filter({ has: page.getByRole("link", { name: product.name, exact: true }) });
      // The newest first: the product just added.
      expect(await items.first().getByRole("link", { name: product.name, exact: true }).count()).toBe(1);
      expect(
        await card.getByText("Usual quantity:").locator("xpath=following-sibling::*[1]").textContent(),
      ).toBe("3");
      expect(await card.getByText(`Part no. ${product.partNumber}`).count()).toBe(1);
      await expectAccessible(page, "the partnering catalogue page");
      await screenshotBothSizes(page, "partnering-catalogue-2-page");

      await card.getByRole("button", { name: `Add to basket: ${product.name}` }).click();
      await expect
        .poll(
          async () => (await readBasket(page)).lines.find((line) => line.product.id === product.id)?.quantity,
        )
        .toBe(3);

      await card.getByRole("button", { name: `Remove: ${product.name}` }).click();
      await card.waitFor({ state: "detached" });
      const after = await readApi<PartneringCatalogue>(page, "/api/account/partnering-catalogue");
      expect(after.items.map((item) => item.product.id)).not.toContain(product.id);
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "a consumer is not offered the partnering catalogue, and its page says why",
  () =>
    asShopper(browser(), async (page) => {
      if (!alex) throw new Error("The seed names no consumer");
      await logInThroughApi(page, alex.email);
      const [product] = (await readApi<ProductListing>(page, "/api/search?q=screws")).items;
      await visit(page, `/product/${product!.slug}`);
      // The add to basket is there; the trade accounts are read once the page wakes.
      await main(page).getByRole("button", { name: "Add to basket", exact: true }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(await partneringButton(page).count()).toBe(0);

      await visit(page, "/account/partnering-catalogue");
      await main(page)
        .getByText("Partnering catalogues are kept for trade accounts, and you have no trade account.")
        .waitFor();
      await screenshotBothSizes(page, "partnering-catalogue-3-consumer");
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "a trade user with an empty catalogue is told how to fill it",
  () =>
    asShopper(browser(), async (page) => {
      if (!pat) throw new Error("The seed names no second trade user");
      await logInThroughApi(page, pat.email);
      await visit(page, "/account");
      await main(page).getByRole("link", { name: "Partnering catalogue" }).click();
      await main(page).getByText("Your partnering catalogue is empty.").waitFor();
      await main(page).getByText("To add a product, open its page", { exact: false }).waitFor();
      await expectAccessible(page, "the empty partnering catalogue");
      await screenshotBothSizes(page, "partnering-catalogue-4-empty");
    }),
  JOURNEY_TIMEOUT_MS,
);
