/**
 * Journey: a private-store customer on a phone (375 × 812, touch) buys from the app's store
 * (issue 18; spec/3 §1 "Private-store mode: basket and checkout", §2 Private store tabs; decision
 * 167). Signed in at the app's login page they see the private store's tabs; on Buy they search for
 * a product and add it, on Browse they open a department and a category and add another; the Basket
 * tab shows both with the count and total; they check out for collection and read the order's
 * confirmation. Axe runs on each new screen.
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { screenshot } from "../support/browser.ts";
import { asShopper, expectAccessible, JOURNEY_TIMEOUT_MS, readApi, useBrowser } from "../support/shop.ts";
import { phone, signInToTheApp } from "../support/van-app.ts";

const browser = useBrowser();
const CUSTOMER = "store@example.co.uk";

type Menu = { menu: { name: string; groups: { uid: string; name: string }[] }[] };
type Group = { products: { name: string }[] };

const closeAdded = async (page: Page, name: string) => {
  const added = page.getByRole("dialog", { name: "Added to basket" });
  await added.getByText(`${name} is in your basket.`, { exact: false }).waitFor();
  await added.getByRole("button", { name: "OK" }).tap();
  await added.waitFor({ state: "detached" });
};

test(
  "the private-store customer searches and adds, browses and adds, sees the basket and checks out",
  () =>
    asShopper(
      browser(),
      async (page) => {
        await signInToTheApp(page, CUSTOMER);
        // The app's screen renders just after the address changes: its tabs are read once they show.
        await expect
          .poll(() => page.getByRole("tab").allTextContents())
          .toEqual(["Buy", "Browse", "Basket", "Delivery options", "Change store"]);
        // What the store stocks, read as the page reads it: the first category's first two products.
        const { menu } = await readApi<Menu>(page, "/api/app/private-store/menu");
        const department = menu[0]!;
        const category = department.groups[0]!;
        const { products } = await readApi<Group>(page, `/api/app/private-store/menu/${category.uid}`);
        const searched = products[0]!.name;
        const browsed = (products[1] ?? products[0]!).name;

        await page.getByLabel("Search the store").fill(searched);
        await page.getByRole("button", { name: "Search" }).tap();
        const results = page.getByRole("list", { name: `Products matching ${searched}` });
        await results.waitFor();
        await expectAccessible(page, "the Buy tab's results");
        await screenshot(page, "van-private-store-buy-375");
        await results
          .getByRole("listitem")
          .filter({ hasText: searched })
          .first()
          .getByRole("button", { name: "Add to basket" })
          .tap();
        await closeAdded(page, searched);

        await page.getByRole("tab", { name: "Browse", exact: true }).tap();
        await page.getByRole("button", { name: department.name }).tap();
        await page.getByRole("button", { name: new RegExp(`^${category.name}`) }).tap();
        const shelf = page.getByRole("list", { name: category.name });
        await shelf.waitFor();
        await expectAccessible(page, "the Browse tab's products");
        await screenshot(page, "van-private-store-browse-375");
        await shelf
          .getByRole("listitem")
          .filter({ hasText: browsed })
          .first()
          .getByRole("button", { name: "Add to basket" })
          .tap();
        await closeAdded(page, browsed);

        await page.getByRole("tab", { name: "Basket", exact: true }).tap();
        const lines = page.getByRole("list", { name: "Basket lines" });
        await lines.getByText(searched).first().waitFor();
        await lines.getByText(browsed).first().waitFor();
        await expectAccessible(page, "the private store's basket");
        await screenshot(page, "van-private-store-basket-375");
        await page.getByRole("button", { name: "Start checkout" }).tap();
        await page.getByRole("button", { name: "Place order" }).waitFor();
        await expectAccessible(page, "the private store's checkout");
        await page.getByLabel("Your reference (optional)").fill("JOB 42");
        await page.getByRole("button", { name: "Place order" }).tap();
        await page.getByRole("heading", { name: "Order placed" }).waitFor();
        await page.getByText(/^Order PS-\d{7} has been sent to .+ for collection\.$/).waitFor();
        await expectAccessible(page, "the order's confirmation");
        await screenshot(page, "van-private-store-confirmation-375");
      },
      ...phone,
    ),
  JOURNEY_TIMEOUT_MS,
);
