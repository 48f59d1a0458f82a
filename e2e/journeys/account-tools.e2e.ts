/**
 * Journey: the trade user's account tools (issue 19; spec/3 §2, §4, §5, §8; decisions 150, 151).
 * A registration the account has no van for opens the add-vehicle dialog, and the van is added
 * ('Vehicle Added'); a reporting key is made, regenerated after confirming it cannot be undone
 * ('Key Regenerated'), and the reporting API answers the new key and refuses the old one; the
 * reporting dashboard's top products widget is paged through.
 */
import { expect, test } from "vitest";
import { VEHICLE_ADDED_TITLE, VEHICLE_NOT_FOUND } from "@merchant/domain/van";
import { logInAsTradeUser } from "../support/accounts.ts";
import { main } from "../support/frame.ts";
import {
  asShopper,
  expectAccessible,
  JOURNEY_TIMEOUT_MS,
  screenshotBothSizes,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";

const browser = useBrowser();

/** A registration no van has yet, so the journey can run again on the same shop. */
const freshRegistration = () =>
  `JR${String(Date.now() % 100).padStart(2, "0")} ${Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join("")}`;

test(
  "the trade user adds a van, regenerates a reporting key the API then answers, and pages through a report",
  () =>
    asShopper(browser(), async (page) => {
      await logInAsTradeUser(page);
      await visit(page, "/account/tools");
      await main(page).getByRole("heading", { name: "Vans and reporting keys", level: 1 }).waitFor();
      expect(await main(page).getByTestId("vehicle-label").textContent()).toBe("No Vehicle Set");

      // spec/3 §4: the registration is looked up 1500 ms after typing stops; an unknown one opens the dialog.
      const registration = freshRegistration();
      await main(page).getByLabel("Vehicle registration").fill(registration);
      const dialog = page.getByRole("dialog", { name: "Add a vehicle" });
      await dialog.waitFor();
      await dialog.getByText(VEHICLE_NOT_FOUND).waitFor();
      expect(await dialog.getByLabel("Registration").inputValue()).toBe(registration);
      await dialog.getByLabel("Description").fill("Mercedes Sprinter");
      await dialog.getByLabel("Replenishment").selectOption("manual");
      await expectAccessible(page, "the add-vehicle dialog");
      await screenshotOpenStateBothSizes(page, "account-tools-1-add-vehicle");
      await dialog.getByRole("button", { name: "Add vehicle" }).click();
      const added = page.getByRole("dialog", { name: VEHICLE_ADDED_TITLE });
      await added.waitFor();
      await added.getByRole("button", { name: "OK" }).click();
      expect(await main(page).getByTestId("vehicle-label").textContent()).toBe(registration);
      expect(await main(page).getByLabel("Replenishment").inputValue()).toBe("manual");

      // A key is made and shown whole once, then regenerated once the user confirms it cannot be undone.
      await main(page).getByRole("button", { name: "Create a key" }).click();
      const shownKey = main(page).getByTestId("new-reporting-key");
      await shownKey.waitFor();
      const oldKey = (await shownKey.textContent())!;
      await main(page)
        .getByRole("button", { name: `Regenerate key ${oldKey.slice(0, 9)}` })
        .click();
      const confirm = page.getByRole("dialog", { name: new RegExp(`^Regenerate key ${oldKey.slice(0, 9)}`) });
      await confirm.getByText("This cannot be undone. Are you sure?").waitFor();
      await confirm.getByRole("button", { name: "Regenerate" }).click();
      const result = page.getByRole("dialog", { name: "Key Regenerated" });
      await result.getByText("Your new key is active.").waitFor();
      await expectAccessible(page, "the key regenerated dialog");
      await result.getByRole("button", { name: "OK" }).click();
      await expect.poll(() => shownKey.textContent()).not.toBe(oldKey);
      const newKey = (await shownKey.textContent())!;
      await screenshotBothSizes(page, "account-tools-2-page");

      // The reporting API, called as another system would: the new key reads, the old one is refused.
      const origin = new URL(page.url()).origin;
      const report = (key: string) =>
        fetch(`${origin}/api/reporting/invoices`, { headers: { authorization: `Bearer ${key}` } });
      const answered = await report(newKey);
      expect(answered.status).toBe(200);
      expect(((await answered.json()) as { account: { accNumber: string } }).account.accNumber).toBe(
        "CAR1001",
      );
      expect((await report(oldKey)).status).toBe(401);
      const csv = await fetch(`${origin}/api/reporting/van-stock?format=csv`, {
        headers: { authorization: `Bearer ${newKey}` },
      });
      expect((await csv.text()).split("\r\n")[0]).toBe(
        "registration,partNumber,product,currentLevel,minLevel,unitFactor",
      );

      // Removed at the end, so the account keeps room for more.
      await main(page)
        .getByRole("button", { name: `Remove key ${newKey.slice(0, 9)}` })
        .click();
      await page
        .getByRole("dialog", { name: /^Remove key/ })
        .getByRole("button", { name: "Remove" })
        .click();
      await page.getByRole("dialog", { name: "Key Removed" }).getByRole("button", { name: "OK" }).click();
      expect((await report(newKey)).status).toBe(401);

      // spec/3 §2, §9: the dashboard's widgets open on page 1 and page through.
      await visit(page, "/account/reporting");
      const widget = main(page).getByTestId("widget-top-products");
      const pages = widget.getByRole("navigation", { name: "Top products pages" });
      await pages.waitFor();
      expect(await pages.getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
      const firstRow = await widget.getByRole("row").nth(1).textContent();
      await pages.getByRole("button", { name: "Page 2" }).click();
      await expect
        .poll(() => pages.getByRole("button", { name: "Page 2" }).getAttribute("aria-current"))
        .toBe("page");
      expect(await widget.getByRole("row").nth(1).textContent()).not.toBe(firstRow);
      expect(await widget.getByRole("table").count()).toBe(1);
      await expectAccessible(page, "the reporting dashboard");
      // The widgets load in the page: photographed as loaded, at both widths.
      await screenshotOpenStateBothSizes(page, "account-tools-3-reporting", widget);
    }),
  JOURNEY_TIMEOUT_MS,
);
