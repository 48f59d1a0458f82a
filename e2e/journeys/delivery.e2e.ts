/**
 * Journey: a shopper switches the product page to delivery and gives a postcode; the delivery
 * charges table marks their band. Another, outside every delivery radius, sends their details to
 * the nearest branch (spec/2 §2 fulfilment tabs, delivery charges and 'Please Provide Your
 * Details', §4 fulfilment type; decision 109).
 */
import { expect, test } from "vitest";
import type { DeliveryCharges, ProductListing } from "@merchant/contract";
import { header, main } from "../support/frame.ts";
import {
  fulfilmentPanel,
  fulfilmentState,
  fulfilmentTab,
  postcodeOutsideEveryRadius,
  postcodeWithBranches,
  storeButton,
  storeSelector,
} from "../support/fulfilment.ts";
import {
  expectAccessible,
  openShop,
  readApi,
  screenshotBothSizes,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";

const browser = useBrowser();
/** Each step is quick; photographing at two sizes (a phone window visits the page again) adds up. */
const JOURNEY_TIMEOUT_MS = 180_000;

async function productPath(page: Parameters<typeof readApi>[0]) {
  const found = await readApi<ProductListing>(page, "/api/search?q=timber");
  return `/product/${found.items[0]!.slug}`;
}

test(
  "switching the product page to delivery asks for the postcode, then shows delivery and its charges",
  async () => {
    const { context, page } = await openShop(browser());
    try {
      const { postcode } = await postcodeWithBranches(page);
      await visit(page, await productPath(page));

      await fulfilmentTab(page, "Delivery").click();
      const selector = storeSelector(page);
      // Opened for one fulfilment type: a single Search button.
      await selector.getByRole("button", { name: "Search", exact: true }).waitFor();
      expect(await selector.getByRole("button", { name: "Click & Collect" }).count()).toBe(0);
      await selector.getByRole("textbox", { name: "Delivery postcode" }).fill(postcode);
      await selector.getByRole("button", { name: "Search", exact: true }).click();

      const set = page.getByRole("dialog", { name: "Delivery Postcode Set" });
      await set.getByText(`We will deliver to ${postcode}`, { exact: false }).waitFor();
      const state = await fulfilmentState(page);
      expect(state).toMatchObject({ fulfilment: "delivery", deliveryPostcode: postcode, deliverable: true });
      await set.waitFor({ state: "hidden", timeout: 5_000 });
      await header(page)
        .getByRole("link", { name: new RegExp(`^Delivering to ${postcode} from `) })
        .waitFor();
      expect(await fulfilmentTab(page, "Delivery").getAttribute("aria-selected")).toBe("true");
      await fulfilmentPanel(page)
        .getByText(`Delivering to ${postcode} from ${state.deliveryBranch!.fullName}`)
        .waitFor();

      const charges = await readApi<DeliveryCharges>(
        page,
        `/api/delivery/charges?postcode=${encodeURIComponent(postcode)}`,
      );
      await main(page).getByRole("button", { name: "Show delivery charges" }).click();
      const table = main(page).getByRole("table", { name: /^Delivery from/ });
      await table.waitFor();
      const applying = charges.bands.find((band) => band.applies)!;
      const marked = table.getByRole("row").filter({ hasText: "Your postcode" });
      expect(await marked.count()).toBe(1);
      expect(await marked.getByRole("rowheader").innerText()).toContain(`${applying.upToMiles} miles`);
      await expectAccessible(page, `the product page delivering to ${postcode}`);
      await screenshotBothSizes(page, "delivery-1-postcode-set");
    } finally {
      await context.close();
    }
  },
  JOURNEY_TIMEOUT_MS,
);

test(
  "outside every delivery radius, the shopper's details go to the nearest branch",
  async () => {
    const { context, page } = await openShop(browser());
    try {
      const postcode = await postcodeOutsideEveryRadius(page);
      await visit(page, await productPath(page));
      await storeButton(page).click();
      const selector = storeSelector(page);
      await selector.getByRole("textbox").fill(postcode);
      await selector.getByRole("button", { name: "Delivery" }).click();

      const form = page.getByRole("dialog", { name: "Please Provide Your Details" });
      await form.waitFor();
      const { deliveryBranch, deliverable } = await fulfilmentState(page);
      expect(deliverable).toBe(false);
      await form.getByText(`${postcode} is outside our delivery area.`, { exact: false }).waitFor();
      await expectAccessible(page, "the 'Please Provide Your Details' form");

      await form.getByRole("button", { name: "Send my details" }).click();
      await form.getByText("Please enter your first name").waitFor();
      expect(await form.getByLabel("First name").evaluate((input) => input === document.activeElement)).toBe(
        true,
      );
      await screenshotOpenStateBothSizes(page, "delivery-2-details-errors");

      await form.getByLabel("First name").fill("Sam");
      await form.getByLabel("Last name").fill("Carter");
      await form.getByLabel("Email address").fill("sam.carter@example.co.uk");
      await form.getByLabel("Address line 1").fill("1 Harbour Road");
      await form.getByLabel("Town or city").fill("Lerwick");
      await form.getByRole("button", { name: "Send my details" }).click();
      const sent = page.getByRole("dialog", { name: "Details sent" });
      await sent.getByText(`Thank you, order details have been sent to ${deliveryBranch!.name}!`).waitFor();
      await screenshotOpenStateBothSizes(page, "delivery-3-details-sent");

      await visit(page, "/dev/mail?kind=branch-request");
      await main(page).getByText(deliveryBranch!.email).first().waitFor();
      await main(page).getByText("sam.carter@example.co.uk").first().waitFor();
    } finally {
      await context.close();
    }
  },
  JOURNEY_TIMEOUT_MS,
);
