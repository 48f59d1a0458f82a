/**
 * Journey: a customer opens their branch quote from the link in its email (issue 14; spec/2 §2
 * branch quotation page, §4 quote check outcomes, §8). The link fills the form and shows the
 * quote at once. An expired quote shows the spec's text and its Extend Quote button, which asks
 * the branch and the staff member to extend it. A wrong reference shows the no-quote message
 * under the reference field.
 */
import { expect, test } from "vitest";
import { main } from "../support/frame.ts";
import {
  asShopper,
  expectAccessible,
  screenshotBothSizes,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
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
