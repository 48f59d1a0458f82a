/**
 * Journey: the trade user reads their branch quotes and branch orders in the account (issue 14;
 * spec/2 §2 page types account-branchquotes, account-branchorderdetail and
 * account-ax-branchorderdetail; decision 137). From the dashboard's tiles: the quotes, valid and
 * expired, with a valid one's link opening it on the branch quotation page; the branch orders of
 * the active account and one's page; then, on the AX account, an AX order's page with AX's branch
 * code, sales order number and customer account, and its lines' variant and unit codes. Another
 * account's order is the shop's 404.
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { BranchOrder, TradeAccount } from "@merchant/contract";
import { DEMO_BRANCH_ORDERS } from "../../apps/server/src/modules/demo/seed/branch-orders.ts";
import { logInAsTradeUser } from "../support/accounts.ts";
import { send } from "../support/basket.ts";
import { main } from "../support/frame.ts";
import {
  asShopper,
  expectAccessible,
  JOURNEY_TIMEOUT_MS,
  readApi,
  screenshotBothSizes,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";

const browser = useBrowser();
const [bistrackOrder] = DEMO_BRANCH_ORDERS.filter((order) => order.erp === "bistrack");
const [axOrder] = DEMO_BRANCH_ORDERS.filter((order) => order.erp === "ax");

const openTile = (page: Page, name: string) => main(page).getByRole("link", { name, exact: true }).click();
const quoteRow = (page: Page, reference: string) =>
  main(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: reference }) });

async function makeActive(page: Page, accNumber: string) {
  const { accounts } = await readApi<{ accounts: TradeAccount[] }>(
    page,
    "/api/account/trade-accounts?erpFilter=0",
  );
  const account = accounts.find((candidate) => candidate.accNumber === accNumber)!;
  expect((await send(page, "PUT", "/api/account/active-account", { accountId: account.id })).status()).toBe(
    200,
  );
}

test(
  "the trade user opens a branch quote from the account's quotes, and reads branch orders, an AX one with its AX fields",
  () =>
    asShopper(browser(), async (page) => {
      if (!bistrackOrder || !axOrder) throw new Error("The seed names no demo branch orders");
      await logInAsTradeUser(page);

      await visit(page, "/account");
      await openTile(page, "Branch quotes");
      await main(page).getByRole("heading", { name: "Your branch quotes", level: 1 }).waitFor();
      expect(await page.locator(".account-branchquotes").count()).toBe(1);
      expect(
        await quoteRow(page, "BT-100001")
          .getByText(/^Valid until \d{1,2} \w{3,4} \d{4}$/)
          .count(),
      ).toBe(1);
      expect(
        await quoteRow(page, "BT-100002")
          .getByText(/^Expired on \d{1,2} \w{3,4} \d{4}$/)
          .count(),
      ).toBe(1);
      expect(
        await quoteRow(page, "BT-100002")
          .getByRole("link", { name: "Request extension for quote BT-100002" })
          .count(),
      ).toBe(1);
      await expectAccessible(page, "the account's branch quotes");
      await screenshotBothSizes(page, "account-branch-orders-1-quotes");

      await quoteRow(page, "BT-100001")
        .getByRole("link", { name: "Add to basket for quote BT-100001" })
        .click();
      await main(page).getByRole("region", { name: "Quote BT-100001" }).waitFor();
      expect(new URL(page.url()).searchParams.get("quotation_ref")).toBe("BT-100001");

      await visit(page, "/account");
      await openTile(page, "Branch orders");
      await main(page).getByRole("heading", { name: "Your branch orders", level: 1 }).waitFor();
      const numbers = main(page).getByRole("rowheader");
      expect(await numbers.allTextContents()).toEqual(
        DEMO_BRANCH_ORDERS.filter((order) => order.erp === "bistrack").map((order) => order.orderNumber),
      );
      await expectAccessible(page, "the account's branch orders");
      await screenshotBothSizes(page, "account-branch-orders-2-list");

      await main(page).getByRole("link", { name: bistrackOrder.orderNumber }).click();
      await main(page)
        .getByRole("heading", { name: `Branch order ${bistrackOrder.orderNumber}`, level: 1 })
        .waitFor();
      expect(await page.locator(".account-branchorderdetail").count()).toBe(1);
      expect(await main(page).getByRole("region", { name: "AX references" }).count()).toBe(0);
      // Another account's order is no order: the shop's 404.
      expect((await page.goto(`/account/branch-orders/${axOrder.orderNumber}`))?.status()).toBe(404);
      await main(page).getByRole("heading", { name: "Sorry, we can't find that page" }).waitFor();

      await makeActive(page, "CAR3001");
      await visit(page, `/account/branch-orders/${axOrder.orderNumber}`);
      expect(await page.locator(".account-ax-branchorderdetail").count()).toBe(1);
      const references = main(page).getByRole("region", { name: "AX references" });
      for (const fact of ["Branch code", "Sales order number", "Customer account"])
        expect(await references.getByRole("term").filter({ hasText: fact }).count()).toBe(1);
      expect(await references.getByText(axOrder.orderNumber, { exact: true }).count()).toBe(1);
      expect(await references.getByText("CAR3001", { exact: true }).count()).toBe(1);
      const items = main(page).getByRole("region", { name: "Items" });
      expect(await items.getByRole("columnheader", { name: "Variant" }).count()).toBe(1);
      const { order } = await readApi<{ order: BranchOrder }>(
        page,
        `/api/account/branch-orders/${axOrder.orderNumber}`,
      );
      const [line] = order.lines;
      expect(await items.getByText(line!.axVariantCode!, { exact: true }).count()).toBe(1);
      expect(await items.getByText(line!.axUnitCode!, { exact: true }).count()).toBeGreaterThan(0);
      await expectAccessible(page, "an AX branch order's page");
      await screenshotBothSizes(page, "account-branch-orders-3-ax-order");
      await screenshotOpenStateBothSizes(page, "account-branch-orders-4-ax-order-lines", items);
    }),
  JOURNEY_TIMEOUT_MS,
);
