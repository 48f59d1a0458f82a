/**
 * Journey: a shopper signs up to the newsletter from the homepage widget (spec/1 §2, §5, §8).
 * Sent empty, it asks for both fields in the spec's words; a name and email give the
 * 'Newsletter Subscribed' dialog, which Escape closes, handing focus back to the button. The
 * footer's own form on the same page is untouched by it. Without JavaScript the footer's form
 * posts to /newsletter, which answers in the same words.
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { expectFocusBackOn } from "../support/focus.ts";
import { main } from "../support/frame.ts";
import {
  asShopper,
  expectAccessible,
  screenshotBothSizes,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
  withoutJavaScript,
} from "../support/shop.ts";

const browser = useBrowser();
const JOURNEY_TIMEOUT_MS = 120_000;

const homepageWidget = (page: Page) => main(page).getByRole("region", { name: "Sign up to our newsletter" });
const footerForm = (page: Page) => page.getByRole("contentinfo").getByRole("region", { name: "Newsletter" });
const subscribedDialog = (page: Page) => page.getByRole("dialog", { name: "Newsletter Subscribed" });

test(
  "the homepage widget asks for a name and email, then signs the shopper up",
  () =>
    asShopper(browser(), async (page) => {
      // The widget's anchor scrolls it into view, in this window and in the phone's.
      await visit(page, "/#newsletter");
      const widget = homepageWidget(page);
      await widget.waitFor();
      await expectAccessible(page, "the homepage with its newsletter widget and the footer's form");
      await screenshotBothSizes(page, "newsletter-1-homepage-widget");

      const button = widget.getByRole("button", { name: "Sign up" });
      await button.click();
      await widget
        .getByRole("alert")
        .getByText("Please enter a valid name & email address to sign up.", { exact: true })
        .waitFor();
      expect(await footerForm(page).getByRole("alert").textContent()).toBe("");
      await expectAccessible(page, "the widget asking for both fields");
      await screenshotOpenStateBothSizes(page, "newsletter-2-missing-fields", widget);

      await widget.getByRole("textbox", { name: "Name" }).fill("Sam Carter");
      await widget.getByRole("textbox", { name: "Email" }).fill(`sam.carter+${Date.now()}@example.co.uk`);
      await button.click();
      const dialog = subscribedDialog(page);
      await dialog.getByText("Your email has been added to our newsletter list.", { exact: true }).waitFor();
      await expectAccessible(page, "the 'Newsletter Subscribed' dialog");
      await screenshotOpenStateBothSizes(page, "newsletter-3-subscribed");

      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      await expectFocusBackOn(button, "focus is back on the sign-up button after Escape");
      expect(await widget.getByRole("alert").textContent()).toBe("");
      expect(await widget.getByRole("textbox", { name: "Email" }).inputValue()).toBe("");
    }),
  JOURNEY_TIMEOUT_MS,
);

test("without JavaScript the footer's form signs up through the /newsletter page", async () => {
  await withoutJavaScript(browser(), async (page) => {
    await page.goto("/storefinder");
    const form = footerForm(page);
    await form.getByRole("button", { name: "Sign up" }).click();
    await page.waitForURL((url) => url.pathname === "/newsletter");
    await main(page)
      .getByRole("alert")
      .getByText("Please enter a valid name & email address to sign up.")
      .waitFor();

    const widget = homepageWidget(page);
    await widget.getByRole("textbox", { name: "Name" }).fill("Alex Morgan");
    await widget.getByRole("textbox", { name: "Email" }).fill(`alex.morgan+${Date.now()}@example.co.uk`);
    await widget.getByRole("button", { name: "Sign up" }).click();
    await main(page).getByRole("heading", { name: "Newsletter Subscribed" }).waitFor();
    expect(await main(page).getByRole("status").textContent()).toBe(
      "Your email has been added to our newsletter list.",
    );
  });
});
