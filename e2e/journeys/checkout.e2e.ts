/**
 * Journeys through the checkout (issue 12; spec/1 §2, §3, §4 'Checkout submit', §5 Checkout, §9;
 * spec/2 §2 checkout tabs): a guest collects and pays by the sandbox's approving card; a guest has
 * the order delivered to an address found by its postcode on a day from the calendar, and another to
 * an address found by its house number and postcode (spec/1 §3 lookup mode); a declined
 * card keeps the shopper at the checkout with the basket as it was; the trade user pays on account;
 * and a card that asks for 3-D Secure passes the sandbox's check.
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { SANDBOX_CARDS } from "../../apps/server/src/adapters/payments/index.ts";
import { collectFromFirstSellingBranch, logInAsTradeUser } from "../support/accounts.ts";
import { addThroughApi, collectFromABranch, readBasket, send, suppliedProducts } from "../support/basket.ts";
import {
  checkoutForm,
  checkoutSteps,
  deliverTo,
  deliveryDates,
  fillCard,
  fillDetails,
  lookUpAddress,
  lookUpHouse,
  paymentAlert,
  placeOrderButton,
  section,
  typeAddress,
} from "../support/checkout.ts";
import { main } from "../support/frame.ts";
import { postcodeWithBranches } from "../support/fulfilment.ts";
import {
  asShopper,
  expectAccessible,
  JOURNEY_TIMEOUT_MS,
  pounds,
  screenshotBothSizes,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";

const browser = useBrowser();

const CONFIRMATION = /\/checkout\/confirmation\/([A-Z0-9]+)$/;

/** A product the shopper's branch supplies, in the basket: answers the basket. */
async function basketOfOne(page: Page, quantity = 1) {
  const [product] = await suppliedProducts(page, 1);
  return addThroughApi(page, product!.id, quantity);
}

/**
 * A product in the basket, delivered to a postcode with branches near: answers the postcode and
 * the first day the delivering branch can deliver on.
 */
async function deliveringBasket(page: Page) {
  const { postcode } = await postcodeWithBranches(page);
  await deliverTo(page, postcode);
  await basketOfOne(page);
  const { first } = await deliveryDates(page);
  if (!first) throw new Error("The delivering branch offers no delivery day");
  return { postcode, first };
}

/**
 * A guest collecting `quantity` of a product, at the checkout with their name, email and typed
 * invoice address given: answers the basket.
 */
async function guestAtCheckout(
  page: Page,
  guest: { name: string; email: string; address: { line1: string; town: string; postcode: string } },
  quantity = 1,
) {
  await collectFromABranch(page);
  const basket = await basketOfOne(page, quantity);
  await visit(page, "/checkout");
  await fillDetails(page, guest.name, guest.email);
  await typeAddress(page, "Invoice address", guest.address);
  return basket;
}

/** Waits for the confirmation page and answers the order reference it shows. */
async function confirmedReference(page: Page): Promise<string> {
  await page.waitForURL(CONFIRMATION, { timeout: 20_000 });
  await main(page).getByRole("heading", { name: "Thank you for your order" }).waitFor();
  const reference = CONFIRMATION.exec(new URL(page.url()).pathname)?.[1] ?? "";
  await main(page).getByText(`Your order reference is ${reference}.`).waitFor();
  return reference;
}

test(
  "a guest collects: details, an address found by postcode, the approving card, Enter to place it; the basket is empty after",
  () =>
    asShopper(browser(), async (page) => {
      await collectFromABranch(page);
      const basket = await basketOfOne(page, 2);
      const branch = basket.branch!;

      // From the basket page's Checkout button.
      await visit(page, "/basket");
      await main(page).getByRole("link", { name: "Checkout", exact: true }).click();
      await page.waitForURL("**/checkout");
      await main(page).getByRole("heading", { name: "Checkout", level: 1 }).waitFor();
      const tabs = main(page).getByRole("tablist", { name: "Collection or home delivery" });
      expect(await tabs.getByRole("tab", { name: "Collection" }).getAttribute("aria-selected")).toBe("true");
      await main(page).getByRole("tabpanel").getByText(`Collect from`).waitFor();
      await main(page)
        .getByRole("complementary")
        .getByText(pounds(basket.totals.grandTotal))
        .first()
        .waitFor();

      // The rules show all at once on a submit with nothing filled in, the first field focused.
      await placeOrderButton(page).click();
      await section(page, "Your details").getByText("Please enter your name").waitFor();
      await section(page, "Payment").getByText("Invalid card number").waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("Name");

      await fillDetails(page, "Jo Mason", "jo.mason.guest@example.co.uk");
      await lookUpAddress(page, "Invoice address", "IP1 1AA");
      await fillCard(page, SANDBOX_CARDS.approved);
      await expectAccessible(page, "the checkout, collecting, filled in");
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshotBothSizes(page, "checkout-1-collection");

      // spec/1 §4: Enter in a field submits the form as the button does.
      await section(page, "Payment").getByLabel("Cardholder name").press("Enter");
      const reference = await confirmedReference(page);
      await main(page).getByRole("region", { name: "Collection" }).getByText(branch.name).waitFor();
      await main(page).getByText("Paid by Visa card ending 4242").waitFor();
      await main(page).getByText(pounds(basket.totals.grandTotal)).first().waitFor();
      await page.getByRole("link", { name: "Basket, 0 items" }).waitFor();
      expect((await readBasket(page)).lines).toEqual([]);
      expect(await checkoutSteps(page)).toEqual([1, 2, 3, 4]);
      await expectAccessible(page, "the order confirmation");
      await screenshotBothSizes(page, "checkout-2-confirmation");

      // The order is the shopper's alone: another window has no such page.
      const stranger = await browser().newContext();
      try {
        const other = await stranger.newPage();
        const response = await other.goto(new URL(`/checkout/confirmation/${reference}`, page.url()).href);
        expect(response?.status()).toBe(404);
      } finally {
        await stranger.close();
      }
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "a guest has the order delivered to an address found by postcode, on a day chosen from the calendar",
  () =>
    asShopper(browser(), async (page) => {
      const { postcode, first } = await deliveringBasket(page);
      const [year, month, day] = first.split("-");
      const shown = `${day}/${month}/${year}`;

      await visit(page, "/checkout");
      const tabs = main(page).getByRole("tablist", { name: "Collection or home delivery" });
      expect(await tabs.getByRole("tab", { name: "Home Delivery" }).getAttribute("aria-selected")).toBe(
        "true",
      );
      await fillDetails(page, "Sam Delivery", "sam.delivery@example.co.uk");
      await lookUpAddress(page, "Invoice address", "IP1 1AA");
      const line1 = await lookUpAddress(page, "Delivery address", postcode);
      const delivery = section(page, "Delivery");
      await delivery.locator(`button[data-date="${first}"]`).click();
      await delivery.getByText(`Your order will be delivered on ${shown}`).waitFor();
      await fillCard(page, SANDBOX_CARDS.approved, "Sam Delivery");
      await expectAccessible(page, "the checkout, delivering, filled in");
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshotBothSizes(page, "checkout-3-delivery");

      await placeOrderButton(page).click();
      await confirmedReference(page);
      const deliveryPanel = main(page).getByRole("region", { name: "Delivery" });
      await deliveryPanel.getByText(line1).waitFor();
      await deliveryPanel.getByText(postcode).waitFor();
      await deliveryPanel.getByText(`Your order will be delivered on ${shown}`).waitFor();
      await screenshotBothSizes(page, "checkout-4-delivery-confirmation");
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "a guest has the order delivered to an address found by house number and postcode (lookup mode)",
  () =>
    asShopper(browser(), async (page) => {
      const { postcode, first } = await deliveringBasket(page);
      // One of the postcode's addresses, by its house ("Unit 7" of "Unit 7, Riverside Estate").
      const lookup = await send(page, "POST", "/api/address/lookup", { postcode });
      const labels = ((await lookup.json()) as { list: { label: string }[] }).list.map(
        (choice) => choice.label,
      );
      const house = labels
        .map((label) => label.split(",")[0]!)
        .find((start, _i, all) => all.filter((other) => other === start).length === 1);
      if (!house) throw new Error(`No house at ${postcode} stands for one address`);

      await visit(page, "/checkout");
      await fillDetails(page, "Ali House", "ali.house@example.co.uk");
      await lookUpAddress(page, "Invoice address", "IP1 1AA");
      const line1 = await lookUpHouse(page, "Delivery address", postcode, house);
      expect(line1.startsWith(`${house},`) || line1 === house).toBe(true);
      await section(page, "Delivery").locator(`button[data-date="${first}"]`).click();
      await fillCard(page, SANDBOX_CARDS.approved, "Ali House");
      await expectAccessible(page, "the checkout, an address found by house number");
      // The address found is this page's state, not an address's: photographed as it stands.
      await screenshotOpenStateBothSizes(
        page,
        "checkout-7-house-lookup",
        checkoutForm(page).getByRole("group", { name: "Delivery address" }),
      );

      await placeOrderButton(page).click();
      await confirmedReference(page);
      const deliveryPanel = main(page).getByRole("region", { name: "Delivery" });
      await deliveryPanel.getByText(line1).waitFor();
      await deliveryPanel.getByText(postcode).waitFor();
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "a declined card keeps the shopper at the checkout with the decline's words and the basket as it was",
  () =>
    asShopper(browser(), async (page) => {
      const basket = await guestAtCheckout(
        page,
        {
          name: "Lee Declined",
          email: "lee.declined@example.co.uk",
          address: { line1: "4 Mill Lane", town: "Ipswich", postcode: "IP1 1AA" },
        },
        3,
      );
      await fillCard(page, SANDBOX_CARDS.declined, "Lee Declined");
      await placeOrderButton(page).click();
      await paymentAlert(page).getByText("Your card was declined. Please try another card.").waitFor();
      expect(new URL(page.url()).pathname).toBe("/checkout");
      const after = await readBasket(page);
      expect(after.lines.map((line) => [line.product.id, line.quantity])).toEqual(
        basket.lines.map((line) => [line.product.id, line.quantity]),
      );
      await expectAccessible(page, "the checkout after a declined card");

      // Another card: a new attempt, placed.
      await section(page, "Payment").getByLabel("Card number").fill(SANDBOX_CARDS.approved);
      await placeOrderButton(page).click();
      await confirmedReference(page);
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "the trade user pays on account, and the confirmation and order history say so",
  () =>
    asShopper(browser(), async (page) => {
      const sam = await logInAsTradeUser(page);
      expect((await send(page, "POST", "/api/basket/empty")).status()).toBe(200);
      const branch = await collectFromFirstSellingBranch(page, "BU");
      const [product] = await suppliedProducts(page, 1, { branchId: branch.id });
      await addThroughApi(page, product!.id, 1);

      await visit(page, "/checkout");
      const details = section(page, "Your details");
      expect(await details.getByLabel("Full name").inputValue()).toBe(sam.name);
      expect(await details.getByLabel("Email address", { exact: true }).inputValue()).toBe(sam.email);
      const onAccount = section(page, "Payment").getByRole("radio", { name: "Pay on account CAR1001" });
      expect(await onAccount.isChecked()).toBe(true);
      await typeAddress(page, "Invoice address", {
        line1: "1 Builders Yard",
        town: "Ipswich",
        postcode: "IP1 1AA",
      });
      await expectAccessible(page, "the checkout of a trade user");
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshotBothSizes(page, "checkout-5-on-account");

      await placeOrderButton(page).click();
      const reference = await confirmedReference(page);
      await main(page).getByText("Charged to account CAR1001").waitFor();

      await main(page).getByRole("link", { name: "Your orders" }).click();
      await main(page).getByRole("heading", { name: "Your orders", level: 1 }).waitFor();
      await main(page).getByRole("link", { name: reference }).click();
      await main(page)
        .getByRole("heading", { name: `Order ${reference}` })
        .waitFor();
      await main(page).getByText("Charged to account CAR1001").waitFor();
      await expectAccessible(page, "an order of the account's history");
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "a card that asks for 3-D Secure passes the sandbox's check and the order is placed",
  () =>
    asShopper(browser(), async (page) => {
      await guestAtCheckout(page, {
        name: "Kim Secure",
        email: "kim.secure@example.co.uk",
        address: { line1: "7 Quay Street", town: "Ipswich", postcode: "IP4 2BX" },
      });
      await fillCard(page, SANDBOX_CARDS.challenge, "Kim Secure");
      await placeOrderButton(page).click();
      await page.waitForURL(/\/checkout\/challenge\?reference=.+&key=.+/);
      await main(page).getByRole("heading", { name: "Card check" }).waitFor();
      await expectAccessible(page, "the sandbox's 3-D Secure check");
      await screenshotBothSizes(page, "checkout-6-challenge");
      await main(page).getByRole("button", { name: "Pass" }).click();
      await confirmedReference(page);
      await main(page).getByText("Paid by Visa card ending 3220").waitFor();
      expect((await readBasket(page)).lines).toEqual([]);
    }),
  JOURNEY_TIMEOUT_MS,
);
