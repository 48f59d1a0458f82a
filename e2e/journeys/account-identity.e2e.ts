/**
 * Journey: a new customer opens an account with the password-strength bar, forgets the password,
 * sets a new one through the link the outbox holds, and changes it on the account page (issue 11
 * Identity; spec/1 §4, §9 strength bar; spec/3 §5 forgotten password; decision 114).
 */
import { expect, test } from "vitest";
import type { DevOutbox } from "@merchant/contract";
import { closeHomeBranchQuestion } from "../support/accounts.ts";
import { header, main } from "../support/frame.ts";
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
const JOURNEY_TIMEOUT_MS = 180_000;

test(
  "open an account, forget the password, set a new one from the emailed link, then change it",
  () =>
    asShopper(browser(), async (page) => {
      const email = `journey.${Date.now()}@example.co.uk`;
      await visit(page, "/account/login");
      await main(page).getByRole("link", { name: "New here? Open an account" }).click();
      await page.waitForURL("**/account/register?**");
      await waitForHydration(page);

      const form = main(page).getByRole("form", { name: "Open an account" });
      await form.getByLabel("Name").fill("Jo Builder");
      await form.getByLabel("Email").fill(email);
      const password = form.getByLabel("Password", { exact: true });
      const meter = form.getByRole("meter", { name: "Password strength" });
      await password.fill("oak");
      await expect.poll(() => meter.getAttribute("aria-valuetext")).toBe("Weak");
      await password.fill("Oak-Beams-2024!");
      await expect.poll(() => meter.getAttribute("aria-valuetext")).toBe("Strong");
      // The bar grows toward its width rather than jumping there.
      await expect
        .poll(
          () =>
            meter
              .locator("div")
              .first()
              .evaluate((bar) => (bar as HTMLElement).style.width),
          // One second of 10 ms ticks on an idle machine; timers run late on a loaded one.
          { timeout: 15_000 },
        )
        .toBe("200px");
      await form.getByLabel("Confirm password").fill("Oak-Beams-2025!");
      await form.getByRole("button", { name: "Open my account" }).click();
      await form.getByText("The two passwords do not match.").waitFor();
      await expectAccessible(page, "the registration form with its strength bar and a refusal");
      await screenshotOpenStateBothSizes(page, "account-register", form);

      await form.getByLabel("Password", { exact: true }).fill("Oak-Beams-2024!");
      await form.getByLabel("Confirm password").fill("Oak-Beams-2024!");
      await form.getByRole("button", { name: "Open my account" }).click();
      await page.waitForURL((url) => url.pathname === "/account");
      await header(page).getByRole("link", { name: "Account, Jo" }).waitFor();

      await main(page).getByRole("button", { name: "Log out" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await visit(page, "/account/login");
      await main(page).getByRole("link", { name: "Forgotten your password?" }).click();
      await page.waitForURL("**/account/forgotten-password");
      await waitForHydration(page);
      const forgotten = main(page).getByRole("form", { name: "Forgotten password" });
      await forgotten.getByRole("button", { name: "Email me a link" }).click();
      await forgotten.getByText("Please enter a valid email address to proceed.").waitFor();
      await forgotten.getByLabel("Email").fill(email);
      await forgotten.getByRole("button", { name: "Email me a link" }).click();
      await main(page).getByRole("status").getByText("we have sent it a link", { exact: false }).waitFor();
      await expectAccessible(page, "the forgotten-password page once the link is sent");
      await screenshotBothSizes(page, "account-forgotten-password");

      const { emails } = await readApi<DevOutbox>(page, "/api/dev/outbox?kind=password-reset");
      const mail = emails.find((candidate) => candidate.to === email);
      const link = mail && /https?:\/\/\S+\/account\/reset-password\?token=\S+/.exec(mail.text)?.[0];
      if (!link) throw new Error(`No reset link emailed to ${email}`);
      await page.goto(new URL(link).pathname + new URL(link).search);
      await waitForHydration(page);
      const reset = main(page).getByRole("form", { name: "Set a new password" });
      await reset.getByLabel("New password", { exact: true }).fill("Sawn-Timber-77");
      await reset.getByLabel("Confirm new password").fill("Sawn-Timber-77");
      await reset.getByRole("button", { name: "Set my new password" }).click();
      await page.waitForURL((url) => url.pathname === "/account");
      // Signed in with no branch chosen and none at home, the page asks for one (spec/2 §6, decision 121).
      await closeHomeBranchQuestion(page);
      await header(page).getByRole("link", { name: "Account, Jo" }).waitFor();

      // The link works once.
      await page.goto(new URL(link).pathname + new URL(link).search);
      await waitForHydration(page);
      await reset.getByLabel("New password", { exact: true }).fill("Another-Pass-88");
      await reset.getByLabel("Confirm new password").fill("Another-Pass-88");
      await reset.getByRole("button", { name: "Set my new password" }).click();
      await reset
        .getByRole("alert")
        .getByText("has expired or has already been used", { exact: false })
        .waitFor();

      await visit(page, "/account");
      const change = main(page).getByRole("form", { name: "Change your password" });
      await change.getByLabel("Current password").fill("Oak-Beams-2024!");
      await change.getByLabel("New password", { exact: true }).fill("Kiln-Dried-99");
      await change.getByLabel("Confirm new password").fill("Kiln-Dried-99");
      await change.getByRole("button", { name: "Change password" }).click();
      await change.getByText("Your current password is not correct.").waitFor();
      await change.getByLabel("Current password").fill("Sawn-Timber-77");
      await change.getByLabel("New password", { exact: true }).fill("Kiln-Dried-99");
      await change.getByLabel("Confirm new password").fill("Kiln-Dried-99");
      await change.getByRole("button", { name: "Change password" }).click();
      await change.getByRole("status").getByText("Your password has been changed.").waitFor();
      await expectAccessible(page, "the account page after a password change");
      await screenshotBothSizes(page, "account-change-password");
    }),
  JOURNEY_TIMEOUT_MS,
);
