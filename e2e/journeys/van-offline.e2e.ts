/**
 * Journey: a van operator on a phone loses the signal (issue 18 Offline; decision 169). Signed in
 * by the shell's link, they open the app (the generated worker keeps it), go to Deliver, and the
 * signal goes. They deliver an invoice: the app says it is queued and counts it. The signal comes
 * back: the queued delivery is sent once, and its result shows. Then, without a signal again, the
 * app opens from what the worker kept, the van's stock as last loaded.
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { demoDeliveryInvoice } from "../../apps/server/src/modules/demo/seed/store-collections.ts";
import {
  asShopper,
  expectAccessible,
  HYDRATION_TIMEOUT_MS,
  JOURNEY_TIMEOUT_MS,
  readApi,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";
import { expectMessage, OPERATOR, phone, signInByLink } from "../support/van-app.ts";

const browser = useBrowser();

/** The worker controls the page and keeps the app's page (handed to it at its first load). */
async function appKeptByTheWorker(page: Page) {
  // The worker installs by fetching the app's files first: on a machine busy with other journeys that took over the
  // step's 10 s once in CI, so it is given the time a page's hydration is given.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: HYDRATION_TIMEOUT_MS,
  });
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          Boolean(await (await caches.open("van-app-pages")).match("/app", { ignoreSearch: true })),
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
}

test(
  "the operator delivers without a signal, the delivery is sent once when it returns, and the app opens offline",
  () =>
    asShopper(
      browser(),
      async (page) => {
        await signInByLink(page, OPERATOR);
        const { store } = await readApi<{ store: { code: string } }>(page, "/api/app/collections");
        await visit(page, "/app");
        await appKeptByTheWorker(page);
        const registration = await page.getByTestId("van-registration").textContent();
        const stockHeading = page.getByRole("heading", { name: "Van stock" });
        await stockHeading.waitFor();

        await page.getByRole("tab", { name: "Delivery options" }).tap();
        await page.getByRole("tab", { name: "Deliver", exact: true }).tap();
        await page.context().setOffline(true);
        const invoice = demoDeliveryInvoice(store.code, 5);
        await page.getByLabel("Invoice number").fill(invoice);
        await page.getByRole("button", { name: "Add", exact: true }).tap();
        await page.getByRole("button", { name: "Deliver", exact: true }).tap();
        await expectMessage(
          page,
          "Deliver",
          `No signal: the delivery of ${invoice} is queued and will be sent when the connection returns.`,
        );
        const queued = page.getByRole("region", { name: "Queued actions" });
        await queued.getByText("1 action queued, to be sent when the signal returns.").waitFor();
        await expectAccessible(page, "the app with a queued delivery");
        await screenshotOpenStateBothSizes(page, "van-offline-queued", queued);

        await page.context().setOffline(false);
        const sent = queued.getByRole("status", { name: "Queued action sent" });
        await sent.getByText(`${invoice} - has been added to the delivery.`).waitFor();
        expect(await sent.count()).toBe(1);
        await queued.getByText(/queued, to be sent/).waitFor({ state: "detached" });
        expect(await page.evaluate(() => navigator.onLine)).toBe(true);
        // Applied once: the invoice is delivered now, so delivering it again fails the checks.
        const again = await page.evaluate(async (invoiceNumber) => {
          const { csrfToken } = (await (await fetch("/api/session")).json()) as { csrfToken: string };
          const response = await fetch("/api/app/deliveries", {
            method: "POST",
            headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
            body: JSON.stringify({ clientId: crypto.randomUUID(), invoiceNumbers: [invoiceNumber] }),
          });
          return (await response.json()) as { success: string[]; fail: string[] };
        }, invoice);
        expect(again).toMatchObject({ success: [], fail: [invoice] });
        await screenshotOpenStateBothSizes(page, "van-offline-sent", sent);

        await page.context().setOffline(true);
        await page.goto("/app");
        await stockHeading.waitFor();
        expect(await page.getByTestId("van-registration").textContent()).toBe(registration);
        expect(await page.getByRole("heading", { name: "Van stock" }).count()).toBe(1);
        await page.context().setOffline(false);
      },
      ...phone,
    ),
  JOURNEY_TIMEOUT_MS,
);
