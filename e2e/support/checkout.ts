/**
 * The checkout as a shopper finds it (spec/1 §2, §3; issue 12): the form's sections by their
 * headings and labels, filled as a person would, and the API steps that set a journey's basket up.
 */
import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { DeliveryDates } from "@merchant/contract";
import { main } from "./frame.ts";
import { readApi } from "./shop.ts";
import { send } from "./basket.ts";

export const checkoutForm = (page: Page): Locator => main(page).getByRole("form", { name: "Checkout" });

export const section = (page: Page, heading: string): Locator =>
  checkoutForm(page).getByRole("region", { name: heading });

export const placeOrderButton = (page: Page): Locator =>
  checkoutForm(page).getByRole("button", { name: "Place order" });

/** The words the payment section shows (the card's decline). */
export const paymentAlert = (page: Page): Locator => section(page, "Payment").getByRole("alert");

/** Name, email twice: the details a guest gives. */
export async function fillDetails(page: Page, name: string, email: string): Promise<void> {
  const details = section(page, "Your details");
  await details.getByLabel("Full name").fill(name);
  await details.getByLabel("Email address", { exact: true }).fill(email);
  await details.getByLabel("Confirm email address").fill(email);
}

/**
 * An address found by its postcode in the address lookup of the group named `legend`: the
 * postcode typed, Find address, and the first address of the list chosen. Answers the line 1 filled.
 */
export async function lookUpAddress(page: Page, legend: string, postcode: string): Promise<string> {
  const group = checkoutForm(page).getByRole("group", { name: legend });
  await group.getByLabel("Find your address by postcode").fill(postcode);
  await group.getByRole("button", { name: "Find address" }).click();
  const choices = group.getByRole("combobox", { name: "Choose your address" });
  await choices.waitFor();
  const first = (await choices.locator("option").nth(1).getAttribute("value")) ?? "";
  await choices.selectOption(first);
  const line1 = group.getByLabel("Address line 1");
  await expect.poll(() => line1.inputValue()).not.toBe("");
  return line1.inputValue();
}

/**
 * An address found by a house number or name at its postcode (spec/1 §3 lookup mode) in the address
 * lookup of the group named `legend`: both typed, Enter in the house box finds, and the one address
 * fills the fields with no list to choose from. Answers the line 1 filled.
 */
export async function lookUpHouse(
  page: Page,
  legend: string,
  postcode: string,
  house: string,
): Promise<string> {
  const group = checkoutForm(page).getByRole("group", { name: legend });
  await group.getByLabel("Find your address by postcode").fill(postcode);
  await group.getByLabel("House number or name (optional)").fill(house);
  await group.getByLabel("House number or name (optional)").press("Enter");
  const line1 = group.getByLabel("Address line 1");
  await expect.poll(() => line1.inputValue()).not.toBe("");
  expect(await group.getByRole("combobox", { name: "Choose your address" }).count()).toBe(0);
  return line1.inputValue();
}

/** An address typed by hand into the group named `legend`. */
export async function typeAddress(
  page: Page,
  legend: string,
  address: { line1: string; town: string; postcode: string },
): Promise<void> {
  const group = checkoutForm(page).getByRole("group", { name: legend });
  await group.getByLabel("Address line 1").fill(address.line1);
  await group.getByLabel("Town or city").fill(address.town);
  await group.getByLabel("Postcode", { exact: true }).fill(address.postcode);
}

/** A new card's fields: the number, an expiry three years on, a security code and the cardholder. */
export async function fillCard(page: Page, number: string, holder = "Jo Mason"): Promise<void> {
  const payment = section(page, "Payment");
  await payment.getByLabel("Card number").fill(number);
  const expiry = payment.getByRole("group", { name: "Expiry date" });
  await expiry.getByLabel("Month (MM)").selectOption("08");
  await expiry.getByLabel("Year (YYYY)").selectOption(String(new Date().getFullYear() + 3));
  await payment.getByLabel("Security code").fill("737");
  await payment.getByLabel("Cardholder name").fill(holder);
}

/** Makes a postcode the shopper's delivery postcode, through the API. */
export async function deliverTo(page: Page, postcode: string): Promise<void> {
  const response = await send(page, "PUT", "/api/fulfilment/delivery-postcode", { postcode });
  expect(response.status(), `delivering to ${postcode}`).toBe(200);
}

export const deliveryDates = (page: Page) => readApi<DeliveryDates>(page, "/api/checkout/delivery-dates");

/** What the page pushed to the data layer's checkout steps, in order. */
export async function checkoutSteps(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: { event?: string; step?: number }[] }).dataLayer ?? [])
      .filter((entry) => entry.event === "checkout_progress")
      .map((entry) => entry.step ?? 0),
  );
}
