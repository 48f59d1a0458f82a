/**
 * Journeys: a customer opens their branch quote from the link in its email (issue 14; spec/2 §2
 * branch quotation page, §4 quote check outcomes and quote-to-basket flow, §8). The link fills the
 * form and shows the quote at once. An expired quote shows the spec's text and its Extend Quote
 * button, which asks the branch and the staff member to extend it. A wrong reference shows the
 * no-quote message under the reference field. A valid quote, emailed to its customer, opens from
 * the email's link and goes into the basket at its quoted prices once the customer agrees to
 * deliver to the quote's postcode; a second try says it is there already.
 */
import { expect, test } from "vitest";
import type { DevOutbox } from "@merchant/contract";
import { main } from "../support/frame.ts";
import {
  asShopper,
  expectAccessible,
  readApi,
  screenshotBothSizes,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
  waitForHydration,
} from "../support/shop.ts";

const browser = useBrowser();
const JOURNEY_TIMEOUT_MS = 120_000;
const EMAIL = "trade@example.co.uk";

test(
  "a quote link shows the quote; an expired one can be sent for extension; a wrong reference finds nothing",
  () =>
    asShopper(browser(), async (page) => {
      await visit(page, `/branch-quotation?email=${encodeURIComponent(EMAIL)}&quotation_ref=BT-100001`);
      const quote = main(page).getByRole("region", { name: "Quote BT-100001" });
      await quote.waitFor();
      expect(await quote.getByRole("listitem").count()).toBe(3);
      expect(await main(page).getByRole("textbox", { name: "Quote reference" }).inputValue()).toBe(
        "BT-100001",
      );
      await expectAccessible(page, "a valid branch quote opened from its link");
      await screenshotBothSizes(page, "branch-quotation-1-valid");

      await visit(page, `/branch-quotation?email=${encodeURIComponent(EMAIL)}&quotation_ref=BT-100002`);
      await main(page)
        .getByText(
          "Your quote has expired. Please click the button to request your quote lifetime be extended.",
        )
        .waitFor();
      await main(page).getByRole("button", { name: "Extend Quote" }).click();
      const thanks = main(page).getByText(
        "Thank you for your request. A member of the team will be in contact with you soon.",
      );
      await thanks.waitFor();
      await expectAccessible(page, "an expired quote after its extension request");
      // The answer to a form post: photographed as it is, not opened again by its address.
      await screenshotOpenStateBothSizes(page, "branch-quotation-2-extension-sent", thanks);

      const reference = main(page).getByRole("textbox", { name: "Quote reference" });
      await reference.fill("ZZ-999999");
      await main(page).getByRole("button", { name: "Find my quote" }).click();
      await main(page)
        .getByText("Sorry there is no quote with that quote reference available at this time.")
        .waitFor();
      expect(await reference.getAttribute("aria-invalid")).toBe("true");
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "a quote emailed to its customer opens from the email's link, goes into the basket after a postcode change, and only once",
  () =>
    asShopper(browser(), async (page) => {
      await visit(page, "/branch-quotation");
      await main(page).getByRole("textbox", { name: "Email address" }).fill(EMAIL);
      await main(page).getByRole("textbox", { name: "Quote reference" }).fill("AX-100001");
      await main(page).getByRole("button", { name: "Find my quote" }).click();
      await main(page).getByRole("region", { name: "Quote AX-100001" }).waitFor();
      await main(page).getByRole("button", { name: "Email me this quote" }).click();
      await main(page).getByText(`We have emailed quote AX-100001 to ${EMAIL}.`).waitFor();

      const { emails } = await readApi<DevOutbox>(page, "/api/dev/outbox?kind=quote-copy");
      const mail = emails.find((candidate) => candidate.to === EMAIL && candidate.text.includes("AX-100001"));
      const link = mail && /https?:\/\/\S+\/branch-quotation\?\S+/.exec(mail.text)?.[0];
      if (!link) throw new Error("No quote link emailed");
      await page.goto(new URL(link).pathname + new URL(link).search);
      await waitForHydration(page);
      const quote = main(page).getByRole("region", { name: "Quote AX-100001" });
      await quote.waitFor();
      const quoted = await quote.getByRole("listitem").count();

      await main(page).getByRole("button", { name: "Add to basket" }).click();
      const dialog = page.getByRole("dialog", { name: "Change your delivery address?" });
      await dialog.waitFor();
      expect(await dialog.textContent()).toMatch(
        /If you add the items from this quote your delivery postcode will change to [A-Z0-9 ]+\./,
      );
      await expectAccessible(page, "the quote's postcode confirmation");
      await screenshotOpenStateBothSizes(page, "branch-quotation-3-postcode-change", dialog);
      await dialog.getByText("Close", { exact: true }).click();
      await dialog.waitFor({ state: "hidden" });

      await main(page).getByRole("button", { name: "Add to basket" }).click();
      await dialog.getByRole("button", { name: "Change Delivery Address and add products" }).click();
      await page.waitForURL((url) => url.pathname === "/basket");
      await waitForHydration(page);
      const marked = main(page).getByText("Quoted price · quote AX-100001");
      await marked.first().waitFor();
      expect(await marked.count()).toBe(quoted);
      await expectAccessible(page, "the basket holding a quote's lines");
      await screenshotBothSizes(page, "branch-quotation-4-basket");

      await page.goBack();
      await main(page).getByRole("region", { name: "Quote AX-100001" }).waitFor();
      await waitForHydration(page);
      await main(page).getByRole("button", { name: "Add to basket" }).click();
      await main(page)
        .getByText("The items from quote reference AX-100001 have already been added to your basket.")
        .waitFor();
    }),
  JOURNEY_TIMEOUT_MS,
);
