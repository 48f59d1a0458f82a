/**
 * Journey: the trade user pays their account by card (spec/1 §2 account payment screen, §4 and §8
 * invoice payment, §5 Payments; decision 126). From the dashboard's tile: a single amount, after
 * the 'No Payment' dialog and the minimum, paid with the sandbox's approving card, and the balance
 * drops. Then the invoice table: ticking every open invoice, the one the ERP cannot confirm is
 * unticked and named in 'Error Confirming Invoice'; a declined card leaves the rest open and
 * ticked; the approving card pays them, and they leave the table.
 */
import { expect, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { AccountPayments } from "@merchant/contract";
import { SANDBOX_CARDS } from "../../apps/server/src/adapters/payments/index.ts";
import { logInAsTradeUser } from "../support/accounts.ts";
import { main } from "../support/frame.ts";
import {
  asShopper,
  expectAccessible,
  JOURNEY_TIMEOUT_MS,
  pounds,
  readApi,
  screenshotBothSizes,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";

const browser = useBrowser();

const readPayments = (page: Page) => readApi<AccountPayments>(page, "/api/account/payments");
const cardDialog = (page: Page) => page.getByRole("dialog", { name: "Card payment" });
const balance = (page: Page) => main(page).getByTestId("account-balance");
const invoiceBox = (page: Page, number: string) =>
  main(page).getByRole("checkbox", { name: `Pay invoice ${number}`, exact: true });

async function fillCard(dialog: Locator, number: string) {
  await dialog.getByLabel("Card number").fill(number);
  await dialog.getByLabel("Expiry month").fill("08");
  await dialog.getByLabel("Expiry year").fill(String(new Date().getFullYear() + 3));
  await dialog.getByLabel("Security code").fill("737");
  await dialog.getByLabel("Name on card").fill("Sam Carter");
}

test(
  "the trade user pays an amount off the account by card and sees the balance drop",
  () =>
    asShopper(browser(), async (page) => {
      await logInAsTradeUser(page);
      const before = await readPayments(page);

      await visit(page, "/account");
      await main(page).getByRole("link", { name: "Account payments" }).click();
      await main(page).getByRole("heading", { name: "Account payments", level: 1 }).waitFor();
      expect(await balance(page).textContent()).toBe(pounds(before.account.balance));
      await expectAccessible(page, "the account payment screen");
      await screenshotBothSizes(page, "account-payments-1-screen");

      // Nothing typed: 'No Payment'.
      const amount = main(page).getByLabel("Amount to pay (£)");
      await main(page).getByRole("button", { name: "Pay amount" }).click();
      const noPayment = page.getByRole("dialog", { name: "No Payment" });
      await noPayment.getByText("Please input a payment amount to pay.").waitFor();
      await noPayment.getByRole("button", { name: "OK" }).click();
      await noPayment.waitFor({ state: "detached" });

      // Below the minimum.
      await amount.fill("0.50");
      await main(page).getByRole("button", { name: "Pay amount" }).click();
      await main(page).getByText("You need to pay at least £1.00").waitFor();

      await amount.fill("250.75");
      await main(page).getByRole("button", { name: "Pay amount" }).click();
      const dialog = cardDialog(page);
      await dialog.getByText("Are you sure you want to make a payment for £250.75").waitFor();
      await fillCard(dialog, "4242 4242 4242 4242");
      await dialog.getByText("Visa card").waitFor();
      await expectAccessible(page, "the card payment dialog");
      await screenshotOpenStateBothSizes(page, "account-payments-2-confirm");
      await dialog.getByRole("button", { name: "Yes" }).click();

      const receipt = main(page).getByRole("region", { name: "Payment taken" });
      await receipt.waitFor();
      const after = before.account.balance - 25_075;
      expect(await receipt.textContent()).toContain("Visa ending 4242");
      expect(await receipt.textContent()).toMatch(/PAY-\d{6}/);
      expect(await receipt.textContent()).toContain(pounds(after));
      await expect.poll(() => balance(page).textContent()).toBe(pounds(after));
      expect((await readPayments(page)).account.balance).toBe(after);
      await expectAccessible(page, "the payment taken");
      await screenshotOpenStateBothSizes(page, "account-payments-3-paid", receipt);
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "the trade user ticks invoices: one the ERP cannot confirm is unticked and named; a declined card leaves the rest open; a good card pays them",
  () =>
    asShopper(browser(), async (page) => {
      await logInAsTradeUser(page);
      const before = await readPayments(page);
      expect(before.invoices.length).toBeGreaterThan(1);

      await visit(page, "/account/payments");
      const totalling = main(page).getByRole("status").filter({ hasText: "Totalling the selected invoices" });
      const problem = page.getByRole("dialog", { name: "Error Confirming Invoice" });
      const unconfirmed: string[] = [];
      // Tick every open invoice, one after another, as a customer would.
      for (const invoice of before.invoices) {
        // A click, not check(): a box the ERP cannot confirm is unticked again by the answer, and a
        // quick answer can come before check() looks at the box.
        await invoiceBox(page, invoice.invoiceNumber).click();
        await totalling.waitFor({ state: "detached" });
        if (await problem.isVisible()) {
          expect(await problem.textContent()).toContain(
            "We are having an issue confirming the details for the below invoices",
          );
          expect(await problem.textContent()).toContain(
            "Please contact customer support for more information.",
          );
          const named = await problem.getByRole("list", { name: "Invoices not confirmed" }).textContent();
          expect(named).toBe(invoice.invoiceNumber);
          unconfirmed.push(invoice.invoiceNumber);
          if (unconfirmed.length === 1) {
            await expectAccessible(page, "the 'Error Confirming Invoice' dialog");
            await screenshotOpenStateBothSizes(page, "account-payments-4-not-confirmed");
          }
          await problem.getByRole("button", { name: "OK" }).click();
          await problem.waitFor({ state: "detached" });
          expect(await invoiceBox(page, invoice.invoiceNumber).isChecked()).toBe(false);
        }
      }
      // The demo data holds one or two invoices the ERP does not confirm on this account.
      expect(unconfirmed.length).toBeGreaterThanOrEqual(1);
      const toPay = before.invoices.filter((invoice) => !unconfirmed.includes(invoice.invoiceNumber));
      const total = toPay.reduce((sum, invoice) => sum + invoice.outstandingPence, 0);
      await main(page)
        .getByText(`Total to pay: ${pounds(total)}`)
        .waitFor();
      await screenshotOpenStateBothSizes(
        page,
        "account-payments-5-ticked",
        main(page).getByRole("button", { name: "Pay selected invoices" }),
      );

      // A declined card: nothing changes.
      await main(page).getByRole("button", { name: "Pay selected invoices" }).click();
      const dialog = cardDialog(page);
      await dialog.getByText(`Are you sure you want to make a payment for ${pounds(total)}`).waitFor();
      await fillCard(dialog, SANDBOX_CARDS.declined);
      await dialog.getByRole("button", { name: "Yes" }).click();
      await dialog
        .getByRole("alert")
        .getByText("Your card was declined. No payment was taken. Please try another card.")
        .waitFor();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });
      const unchanged = await readPayments(page);
      expect(unchanged.account.balance).toBe(before.account.balance);
      expect(unchanged.invoices.map((invoice) => [invoice.invoiceNumber, invoice.selected])).toEqual(
        before.invoices.map((invoice) => [
          invoice.invoiceNumber,
          !unconfirmed.includes(invoice.invoiceNumber),
        ]),
      );

      // The approving card pays them.
      await main(page).getByRole("button", { name: "Pay selected invoices" }).click();
      await fillCard(cardDialog(page), SANDBOX_CARDS.approved);
      await cardDialog(page).getByRole("button", { name: "Yes" }).click();
      const receipt = main(page).getByRole("region", { name: "Payment taken" });
      await receipt.waitFor();
      for (const invoice of toPay) expect(await receipt.textContent()).toContain(invoice.invoiceNumber);
      const after = before.account.balance - total;
      expect(await receipt.textContent()).toContain(pounds(after));
      await expect.poll(() => balance(page).textContent()).toBe(pounds(after));
      // Paid invoices leave the table; the unconfirmed ones stay, open and unticked.
      for (const invoice of toPay)
        await invoiceBox(page, invoice.invoiceNumber).waitFor({ state: "detached" });
      for (const number of unconfirmed) expect(await invoiceBox(page, number).isChecked()).toBe(false);
      expect(await main(page).getByRole("button", { name: "Pay selected invoices" }).count()).toBe(0);
      const paid = await readPayments(page);
      expect(paid.invoices.map((invoice) => invoice.invoiceNumber)).toEqual(unconfirmed);
      expect(paid.account.balance).toBe(after);
      await expectAccessible(page, "the invoices paid");
      await screenshotBothSizes(page, "account-payments-6-invoices-paid");
    }),
  JOURNEY_TIMEOUT_MS,
);
