/**
 * Journey: fields checked by the server as they are left, and the account page's "Your details"
 * form (issue 11; spec/1 §3 field validation request and generic form response, §4 repeat
 * clicks, §5 server-side field validation on change or blur; decision 120). A new customer's
 * mismatched password confirmation is called out on leaving it, before any submit; on the
 * account page a bad phone number is called out beside it on leaving it, and once fixed the
 * details save with the success words. Without JavaScript the same form saves through the page.
 */
import { expect, test } from "vitest";
import type { AccountDetails } from "@merchant/contract";
import type { Locator, Page } from "playwright-core";
import { header, main } from "../support/frame.ts";
import {
  asShopper,
  expectAccessible,
  JOURNEY_TIMEOUT_MS,
  readApi,
  screenshotBothSizes,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
  withoutJavaScript,
} from "../support/shop.ts";

const browser = useBrowser();
const PHONE_MESSAGE = "Please enter a UK phone number, such as 01234 567890.";
const PASSWORD = "Oak-Beams-2024!";

/** The words an input's aria-describedby points at that are its problem (the Field's `-error` line), or null. */
const messageBeside = (input: Locator): Promise<string | null> =>
  input.evaluate((element) => {
    const ids = (element.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .filter((id) => id.endsWith("-error"));
    return ids.map((id) => document.getElementById(id)?.textContent ?? "").find(Boolean) ?? null;
  });

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.co.uk`;

/** Fills the registration form and opens the account; the page lands on /account. */
async function openAccount(page: Page, email: string) {
  const form = main(page).getByRole("form", { name: "Open an account" });
  await form.getByLabel("Name").fill("Jo Builder");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm password").fill(PASSWORD);
  await form.getByRole("button", { name: "Open my account" }).click();
  await page.waitForURL((url) => url.pathname === "/account");
}

test(
  "a mismatched confirmation is called out on leaving it; a bad phone too, and fixed, the details save",
  () =>
    asShopper(browser(), async (page) => {
      const email = uniqueEmail("details");
      await visit(page, "/account/register");
      const register = main(page).getByRole("form", { name: "Open an account" });
      await register.getByLabel("Name").fill("Jo Builder");
      await register.getByLabel("Email").fill(email);
      await register.getByLabel("Password", { exact: true }).fill(PASSWORD);
      const confirm = register.getByLabel("Confirm password");
      await confirm.fill("Oak-Beams-2025!");
      await confirm.blur();
      // Beside the field, before any submit.
      await expect.poll(() => messageBeside(confirm)).toBe("The two passwords do not match.");
      expect(await confirm.getAttribute("aria-invalid")).toBe("true");
      expect(page.url()).toContain("/account/register");
      await expectAccessible(page, "the registration form with a confirmation called out on blur");
      await screenshotOpenStateBothSizes(page, "account-register-blur-check", confirm);

      await confirm.fill(PASSWORD);
      await confirm.blur();
      await expect.poll(() => messageBeside(confirm)).toBeNull();
      await register.getByRole("button", { name: "Open my account" }).click();
      await page.waitForURL((url) => url.pathname === "/account");

      const details = main(page).getByRole("form", { name: "Your details" });
      await details.getByText(email).waitFor();
      const phone = details.getByLabel("Phone (optional)");
      await phone.fill("12345");
      await phone.blur();
      await expect.poll(() => messageBeside(phone)).toBe(PHONE_MESSAGE);
      expect(await phone.getAttribute("aria-invalid")).toBe("true");
      await expectAccessible(page, "the details form with a phone called out on blur");
      await screenshotOpenStateBothSizes(page, "account-details-blur-check", phone);

      await phone.fill("01234 567890");
      await phone.blur();
      await expect.poll(() => messageBeside(phone)).toBeNull();
      await details.getByLabel("Name").fill("Jo Carpenter");
      await details.getByLabel("Company (optional)").fill("Carpenter & Sons");
      await details.getByRole("button", { name: "Save my details" }).click();
      await details.getByRole("status").getByText("Your details have been saved.").waitFor();
      await header(page).getByRole("link", { name: "Account, Jo" }).waitFor();
      expect(await readApi<AccountDetails>(page, "/api/account/details")).toEqual({
        name: "Jo Carpenter",
        email,
        phone: "01234 567890",
        company: "Carpenter & Sons",
      });
      // The form holds what was saved.
      expect(await details.getByLabel("Name").inputValue()).toBe("Jo Carpenter");
      expect(await phone.inputValue()).toBe("01234 567890");
      await expectAccessible(page, "the account page once the details are saved");
      await screenshotBothSizes(page, "account-details-saved");
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "without JavaScript the details form refuses a bad phone beside the field, keeps what was typed, and saves once fixed",
  () =>
    withoutJavaScript(browser(), async (page) => {
      await page.goto("/account/register");
      await openAccount(page, uniqueEmail("nojs.details"));
      const details = main(page).getByRole("form", { name: "Your details" });
      await details.getByLabel("Phone (optional)").fill("12345");
      await details.getByLabel("Company (optional)").fill("Oak Ltd");
      await details.getByRole("button", { name: "Save my details" }).click();
      const phone = details.getByLabel("Phone (optional)");
      await expect.poll(() => messageBeside(phone)).toBe(PHONE_MESSAGE);
      // What was typed is kept.
      expect(await details.getByLabel("Company (optional)").inputValue()).toBe("Oak Ltd");

      await phone.fill("020 7946 0958");
      await details.getByRole("button", { name: "Save my details" }).click();
      await details.getByRole("status").getByText("Your details have been saved.").waitFor();
      expect(await phone.inputValue()).toBe("020 7946 0958");
      expect(await details.getByLabel("Company (optional)").inputValue()).toBe("Oak Ltd");
    }),
  JOURNEY_TIMEOUT_MS,
);
