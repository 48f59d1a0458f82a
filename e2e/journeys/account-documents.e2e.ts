/**
 * Journey: the trade user's account documents on the dashboard (spec/1 §2 account pages, §4
 * online-invoice activation, §7 logdocumentclick; decision 118): asking that an account's invoices
 * be sent online ('Request Sent', and the request waiting in the outbox for the branch), opening
 * the account's statement (the click logged) and reading its figures; and the same request posted
 * by a browser without JavaScript.
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { DevOutbox, TradeAccount, TradeAccounts } from "@merchant/contract";
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
  withoutJavaScript,
} from "../support/shop.ts";

const browser = useBrowser();

const LONDON_DAY = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Every trade account the user holds, whatever its ERP. */
const heldAccounts = async (page: Page) =>
  (await readApi<TradeAccounts>(page, "/api/account/trade-accounts?erpFilter=0")).accounts;

async function held(page: Page, accNumber: string): Promise<TradeAccount> {
  const account = (await heldAccounts(page)).find((candidate) => candidate.accNumber === accNumber);
  if (!account) throw new Error(`The demo user holds no account ${accNumber}`);
  return account;
}

/** The dashboard's card of one trade account. */
const card = (page: Page, accNumber: string) =>
  main(page)
    .getByRole("listitem")
    .filter({ hasText: `Account ${accNumber}` });

const requestsFor = async (page: Page, accNumber: string) =>
  (await readApi<DevOutbox>(page, "/api/dev/outbox?kind=online-invoices-request")).emails.filter(
    (email) => email.subject === `Online invoices request: account ${accNumber}`,
  );

test(
  "the trade user activates online invoices for an account, then opens its statement",
  () =>
    asShopper(browser(), async (page) => {
      const sam = await logInAsTradeUser(page);
      const account = await held(page, "CAR1001");
      await visit(page, "/account");

      const activate = card(page, "CAR1001").getByRole("button", {
        name: "Activate online invoices for account CAR1001",
      });
      await activate.waitFor();
      await expectAccessible(page, "the dashboard's trade accounts with their documents");
      await screenshotBothSizes(page, "account-documents-1-dashboard");

      await activate.click();
      await card(page, "CAR1001")
        .getByRole("status")
        .filter({ hasText: /^Request Sent$/ })
        .waitFor();
      await activate.waitFor({ state: "detached" });
      await expectAccessible(page, "the card once the request is sent");
      await screenshotOpenStateBothSizes(page, "account-documents-2-request-sent", card(page, "CAR1001"));

      // The request waits in the outbox for the accounts contact of a branch, reply-to the user.
      const [mail, ...more] = await requestsFor(page, "CAR1001");
      expect(more).toEqual([]);
      expect(mail?.replyTo).toBe(sam.email);
      expect(mail?.text).toContain(`Account: CAR1001, ${account.name} (${account.erpFriendly})`);
      await visit(page, "/dev/mail?kind=online-invoices-request");
      await main(page).getByText("Online invoices request: account CAR1001").first().waitFor();

      // Back on the dashboard, the account reads the day it asked instead of the button.
      await visit(page, "/account");
      await card(page, "CAR1001")
        .getByText(`Online invoices requested on ${LONDON_DAY.format(new Date())}`)
        .waitFor();
      expect(
        await card(page, "CAR1001")
          .getByRole("button", { name: /Activate online invoices/ })
          .count(),
      ).toBe(0);

      // Opening the statement logs the click, answered with nothing.
      const logged = page.waitForResponse(
        (response) =>
          response.url().endsWith("/api/account/document-clicks") && response.request().method() === "POST",
      );
      await card(page, "CAR1001").getByRole("link", { name: "Statement of account for CAR1001" }).click();
      await page.waitForURL((url) => url.pathname === "/account/statement");
      expect(new URL(page.url()).searchParams.get("account")).toBe(String(account.id));
      const click = await logged;
      expect(click.status()).toBe(204);
      // (Chromium does not show a keepalive request's body to the test: the web's api.test.ts checks it.)

      const statement = main(page).getByRole("article", { name: "Statement of account" });
      await statement.waitFor();
      const figures = await statement
        .locator("dt")
        .evaluateAll((terms) =>
          terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]),
        );
      const balance = account.balance < 0 ? `${pounds(-account.balance)} in credit` : pounds(account.balance);
      expect(figures).toEqual([
        ["Account number", "CAR1001"],
        ["Account name", account.name],
        ["ERP", account.erpFriendly],
        ["Credit limit", pounds(account.creditLimit)],
        ["Balance", balance],
        ["Credit remaining", pounds(account.creditRemaining)],
      ]);
      expect(await statement.getByText("Date:").textContent()).toBe(`Date: ${LONDON_DAY.format(new Date())}`);
      await expectAccessible(page, "the statement of account");
      await screenshotBothSizes(page, "account-documents-3-statement");

      // An account the user does not hold has no statement here.
      const ids = (await heldAccounts(page)).map((candidate) => candidate.id);
      const stranger = await page.goto(`/account/statement?account=${Math.max(...ids) + 1000}`);
      expect(stranger?.status()).toBe(404);
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "without JavaScript, the request posts to its own page and answers 'Request Sent'",
  () =>
    withoutJavaScript(browser(), async (page) => {
      await logInAsTradeUser(page);
      const opened = await page.goto("/account");
      expect(opened?.status()).toBe(200);
      await card(page, "CAR2001")
        .getByRole("button", { name: "Activate online invoices for account CAR2001" })
        .click();
      await page.waitForURL((url) => url.pathname === "/account/online-invoices");
      await main(page)
        .getByRole("status")
        .filter({ hasText: /^Request Sent$/ })
        .waitFor();
      expect(await requestsFor(page, "CAR2001")).toHaveLength(1);
      await main(page).getByRole("link", { name: "Back to your account" }).click();
      await page.waitForURL((url) => url.pathname === "/account");
      await card(page, "CAR2001").getByText("Online invoices requested on", { exact: false }).waitFor();
    }),
  JOURNEY_TIMEOUT_MS,
);
