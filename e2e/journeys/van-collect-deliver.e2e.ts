/**
 * Journey: a van operator on a phone uses the app's delivery options (issue 18; spec/3 §2, §4
 * Collection and delivery, §5, §8; decisions 162, 163). Signed in by the shell's link, they open
 * Delivery options, pick a collection, draw a signature on the pad with the mouse, give their name,
 * and the collection leaves the list. On Deliver they type two invoice numbers, one of them twice
 * (refused in the spec's words), deliver, and read the result a line per invoice: the store's
 * invoice added, the unknown one failing the checks.
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { StoreCollection } from "@merchant/contract";
import { demoDeliveryInvoice } from "../../apps/server/src/modules/demo/seed/store-collections.ts";
import { viewports } from "../support/browser.ts";
import {
  asShopper,
  expectAccessible,
  JOURNEY_TIMEOUT_MS,
  readApi,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";
import { OPERATOR, signInByLink } from "../support/van-app.ts";

const browser = useBrowser();
const UNKNOWN_INVOICE = "ZZZ/999999";

/** A signature's two strokes, drawn with the mouse across the pad. */
async function drawSignature(page: Page) {
  const box = (await page.getByRole("img", { name: /Signature pad/ }).boundingBox())!;
  for (const [from, to] of [
    [0.1, 0.7],
    [0.5, 0.3],
  ] as const) {
    await page.mouse.move(box.x + box.width * from, box.y + box.height * to);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++)
      await page.mouse.move(
        box.x + box.width * (from + step * 0.05),
        box.y + box.height * (to - step * 0.04 * (step % 2 ? 1 : -1)),
      );
    await page.mouse.up();
  }
}

async function typeInvoice(page: Page, invoice: string) {
  await page.getByLabel("Invoice number").fill(invoice);
  await page.getByRole("button", { name: "Add", exact: true }).click();
}

test(
  "the operator signs for a collection on the pad and delivers two invoices, one of them typed twice",
  () =>
    asShopper(
      browser(),
      async (page) => {
        await signInByLink(page, OPERATOR);
        const { store, collections } = await readApi<{
          store: { code: string };
          collections: StoreCollection[];
        }>(page, "/api/app/collections");
        await visit(page, "/app?selectTab=delivery-options");
        await page.getByRole("heading", { name: "Delivery options" }).waitFor();

        await page.getByRole("tab", { name: "Collect", exact: true }).click();
        const first = collections[0]!;
        await page.getByRole("button", { name: new RegExp(first.orderNumber) }).click();
        await page.getByText(`Signing for ${first.orderNumber}`).waitFor();
        await drawSignature(page);
        await page.getByLabel("Your name").fill("Hannah Brook");
        await expectAccessible(page, "the collect tab's signature panel");
        await screenshotOpenStateBothSizes(page, "van-collect-signature");
        await page.getByRole("button", { name: "Confirm collection" }).click();
        const signed = page.getByRole("dialog", { name: "Collect" });
        await signed.getByText(`Collection ${first.orderNumber} has been signed for.`).waitFor();
        await signed.getByRole("button", { name: "OK" }).click();
        await page.getByRole("button", { name: new RegExp(collections[1]!.orderNumber) }).waitFor();
        expect(await page.getByRole("button", { name: new RegExp(first.orderNumber) }).count()).toBe(0);

        await page.getByRole("tab", { name: "Deliver", exact: true }).click();
        const ours = demoDeliveryInvoice(store.code, 1);
        await typeInvoice(page, ours.toLowerCase());
        await typeInvoice(page, UNKNOWN_INVOICE);
        await typeInvoice(page, ours);
        const refused = page.getByRole("dialog", { name: "Deliver" });
        await refused.getByText(`Sorry you have entered invoice ${ours}, please try again.`).waitFor();
        await refused.getByRole("button", { name: "OK" }).click();
        await refused.waitFor({ state: "detached" });
        expect(
          await page.getByRole("list", { name: "Invoices to deliver" }).getByRole("listitem").count(),
        ).toBe(2);
        await page.getByRole("button", { name: "Deliver", exact: true }).click();
        const result = page.getByRole("status", { name: "Delivery result" });
        await result.waitFor();
        expect(await result.textContent()).toBe(
          `Delivery Result : ${ours} - has been added to the delivery.${UNKNOWN_INVOICE} - has failed invoice checks.`,
        );
        await expectAccessible(page, "the deliver tab's result");
        await screenshotOpenStateBothSizes(page, "van-deliver-result");
      },
      viewports.phone,
    ),
  JOURNEY_TIMEOUT_MS,
);
