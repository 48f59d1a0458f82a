/**
 * Journey: the store selector on brand SG, the older layout (spec/2 §1 brand codes change the
 * wording and layout; §5 empty search): 'Choose Your Store', an empty search answered by the
 * 'Oops!' alert rather than an error line, and a static map of the current store instead of
 * its card (decision 109).
 */
import { expect, test } from "vitest";
import type { BranchList, NearbyBranches, ProductListing } from "@merchant/contract";
import { header } from "../support/frame.ts";
import {
  expectAccessible,
  openShop,
  readApi,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";
import { shopAddress } from "../support/shop-address.ts";

const browser = useBrowser();
const JOURNEY_TIMEOUT_MS = 180_000;

test(
  "on SG the selector says 'Oops!' for an empty search and maps the chosen store",
  async () => {
    const { context, page } = await openShop(browser());
    try {
      const { items } = await readApi<ProductListing>(page, "/api/search?q=timber");
      const { branches } = await readApi<BranchList>(page, "/api/branches?brand=SG");
      const postcode = branches[0]!.postcode;
      const nearby = await readApi<NearbyBranches>(
        page,
        `/api/branches/nearby?near=${encodeURIComponent(postcode)}&brand=SG`,
      );
      // The same server answers each brand's host name; Chromium sends any *.localhost name here.
      const sgBase = shopAddress().replace("127.0.0.1", "sg.localhost");

      await visit(page, `${sgBase}/product/${items[0]!.slug}`);
      await header(page).getByRole("link", { name: "Choose a store" }).click();
      const selector = page.getByRole("dialog", { name: "Choose Your Store" });
      await selector.getByRole("button", { name: "Click & Collect" }).click({ force: true });
      const oops = page.getByRole("dialog", { name: "Oops!" });
      await oops.getByText("Please enter a search term.").waitFor();
      expect(await selector.getByText("Please enter a valid postcode").count()).toBe(0);
      await screenshotOpenStateBothSizes(page, "store-selector-sg-1-oops");
      await oops.getByRole("button", { name: "Close" }).click();

      await selector.getByRole("textbox").fill(postcode);
      await selector.getByRole("button", { name: "Click & Collect" }).click();
      const yourStore = selector.getByRole("region", { name: "Your store" });
      await yourStore
        .getByRole("img", {
          name: `Map of the nearest branches to ${nearby.origin.label}; your store, ${nearby.branches[0]!.name}, is marked with a pin`,
        })
        .waitFor();
      expect(await yourStore.getByRole("table", { name: "Opening times" }).count()).toBe(0);
      // The whole page, the dialog over it: SG's colours pass AA since decision 138.
      await expectAccessible(page, "the SG store selector with its map");
      await screenshotOpenStateBothSizes(page, "store-selector-sg-2-map");
    } finally {
      await context.close();
    }
  },
  JOURNEY_TIMEOUT_MS,
);
