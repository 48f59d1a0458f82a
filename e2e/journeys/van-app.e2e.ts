/**
 * Journey: a van operator on a phone held in one hand (375 × 812, touch) uses the stock-and-go app
 * (issue 17; spec/3 §2, §4, §5, §8; decisions 143–145). The native shell's signed link signs them
 * in, under /app and under /appmears alike; they open the van's stock menu, level by level, take one of a product out of the van
 * ('Stock updated.'), are refused more than the van holds, and the link does not work twice. They
 * search the van's stock and the void lists (3 characters at least), and choose a void list type
 * and open its menu of two levels.
 * With the basket they are refused a void item in a van basket, start over, go over the void
 * order limit and check out, and the supervisor's email waits in the outbox; change store says when
 * there were no results and its cancel returns to orders (decision 153).
 * `selectTab` opens a tab and leaves the address. Under /appmears, in the Mears colours, the idle
 * warning comes at 14 minutes on a fake clock and logout at 15.
 */
import { expect, inject, test } from "vitest";
import type { Page } from "playwright-core";
import type { AppUser, DevOutbox, VanStockMenu, VanStockProduct } from "@merchant/contract";
import { signLink } from "../../apps/server/src/modules/van/index.ts";
import { screenshot } from "../support/browser.ts";
import {
  asShopper,
  expectAccessible,
  JOURNEY_TIMEOUT_MS,
  readApi,
  useBrowser,
  visit,
  waitForHydration,
} from "../support/shop.ts";
import { expectMessage, OPERATOR, phone, signInToTheApp } from "../support/van-app.ts";

const browser = useBrowser();

async function signInLink(page: Page, prefix = "app"): Promise<string> {
  const { branches } = await readApi<{ branches: { code: string }[] }>(page, "/api/branches");
  const branchcode = branches[0]!.code;
  const expiresAtS = Math.floor(Date.now() / 1000) + 300;
  const hash = signLink(Buffer.from(inject("vanAppSecret")), [OPERATOR, branchcode], expiresAtS);
  return `/${prefix}/sulogin?${new URLSearchParams({ hash, email: OPERATOR, branchcode, networktype: "wifi" })}`;
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const levelOf = (page: Page, productName: string) =>
  page.getByRole("listitem").filter({ hasText: productName }).getByRole("definition").first();

// The same journey under both prefixes: one code base, the second customer group's name and colours.
test.each(["app", "appmears"])(
  "under /%s the operator signs in by the shell's link, adjusts the van's stock and reads 'Stock updated.'",
  (prefix) =>
    asShopper(
      browser(),
      async (page) => {
        const link = await signInLink(page, prefix);
        await page.goto(link);
        await waitForHydration(page);
        expect(new URL(page.url()).pathname).toBe(`/${prefix}`);
        expect(await page.locator(`[data-app-variant=${prefix}]`).count()).toBe(1);
        expect(await tab(page, "Van stock").getAttribute("aria-selected")).toBe("true");
        expect(await page.getByTestId("van-registration").textContent()).toBe("VN24 BLD");
        await expectAccessible(page, "the van stock tab");
        await screenshot(page, `van-${prefix}-stock-375`);

        await page.getByRole("list", { name: "Stock menu" }).getByRole("button").first().tap();
        await page.getByRole("button", { name: "Back to the stock menu" }).waitFor();
        await page
          .getByRole("main")
          .getByRole("button", { name: /\d+ products?$/ })
          .first()
          .tap();
        const adjust = page
          .getByRole("button", { name: /^Adjust stock of / })
          .and(page.locator(":enabled"))
          .first();
        const productName = ((await adjust.getAttribute("aria-label")) ?? "").replace("Adjust stock of ", "");
        const before = Number(await levelOf(page, productName).textContent());

        await adjust.tap();
        const dialog = page.getByRole("dialog", { name: "Adjust stock" });
        await dialog.getByLabel("Quantity").fill(String(before + 1));
        await dialog.getByRole("button", { name: "Adjust stock" }).tap();
        await dialog
          .getByText(
            `Error: You can only adjust up to your current stock level of ${before}. To add stock please use the stock interface online.`,
          )
          .waitFor();
        await expectAccessible(page, "the adjust stock dialog with its refusal");
        await screenshot(page, `van-${prefix}-adjust-refused-375`);

        await dialog.getByLabel("Transaction type").selectOption("damaged");
        await dialog.getByLabel("Quantity").fill("1");
        await dialog.getByRole("button", { name: "Adjust stock" }).tap();
        const message = page.getByRole("dialog", { name: "Van stock" });
        await message.getByText("Stock updated.").waitFor();
        await expectAccessible(page, "the 'Stock updated.' message");
        await screenshot(page, `van-${prefix}-stock-updated-375`);
        await expect
          .poll(async () => Number(await levelOf(page, productName).textContent()))
          .toBe(before - 1);
        await page.keyboard.press("Escape");
        await message.waitFor({ state: "detached" });

        // The link works once: opened again, it lands on the sign-in page with its refusal.
        await page.goto(`/${prefix}/logout`);
        await page.goto(link);
        expect(new URL(page.url()).pathname).toBe(`/${prefix}/login`);
        await page
          .getByRole("alert")
          .getByText("This sign-in link is not valid. Please open the app again.")
          .waitFor();
      },
      ...phone,
    ),
  JOURNEY_TIMEOUT_MS,
);

test(
  "the operator searches the van's stock from 3 characters, and the void lists on the Void tab",
  () =>
    asShopper(
      browser(),
      async (page) => {
        await page.goto(await signInLink(page));
        await waitForHydration(page);
        const { van } = await readApi<AppUser>(page, "/api/app/me");
        const { menu } = await readApi<{ menu: VanStockMenu }>(page, `/api/app/vans/${van!.id}/stock`);
        const product = menu[0]!.groups[0]!.products[0]!;
        const searchBox = page.getByRole("searchbox", { name: "Search stock" });
        // spec/3 §9: the box takes focus 1 s after the page opens.
        await expect.poll(() => searchBox.evaluate((box) => box === document.activeElement)).toBe(true);
        await searchBox.fill("ab");
        await searchBox.press("Enter");
        await page.getByRole("alert").getByText("Please enter a valid search term.").waitFor();
        await searchBox.fill(product.partNumber.toLowerCase());
        const results = page.getByRole("tabpanel", { name: "Van" });
        await results.getByText(product.name).waitFor();
        expect(await results.getByRole("button", { name: `Adjust stock of ${product.name}` }).count()).toBe(
          1,
        );
        await expectAccessible(page, "the van search's results");
        await screenshot(page, "van-app-search-375");
        // Adjusted from the results, the results show the new level.
        await results.getByRole("button", { name: `Adjust stock of ${product.name}` }).tap();
        await page
          .getByRole("dialog", { name: "Adjust stock" })
          .getByRole("button", { name: "Adjust stock" })
          .tap();
        await page.getByRole("dialog", { name: "Van stock" }).getByRole("button", { name: "OK" }).tap();
        await expect
          .poll(async () => Number(await results.getByRole("definition").first().textContent()))
          .toBe(product.currentStockLevel - 1);
        await page.getByRole("tab", { name: "Void", exact: true }).tap();
        await page.getByRole("tabpanel", { name: "Void" }).waitFor();
        await searchBox.fill("zzzz-no-such-product");
        await page.getByRole("tabpanel", { name: "Void" }).getByText("Nothing found.").waitFor();
      },
      ...phone,
    ),
  JOURNEY_TIMEOUT_MS,
);

test(
  "the operator chooses a void list type and opens its menu of two levels",
  () =>
    asShopper(
      browser(),
      async (page) => {
        await page.goto(await signInLink(page));
        await visit(page, "/app?selectTab=voids");
        await page.getByRole("button", { name: "Major void" }).tap();
        await page.getByRole("heading", { name: "Major void" }).waitFor();
        await page.getByRole("list", { name: "Void menu" }).getByRole("button").first().tap();
        await page
          .getByRole("main")
          .getByRole("button", { name: /\d+ products?$/ })
          .first()
          .tap();
        await page
          .getByText(/^Part /)
          .first()
          .waitFor();
        await expectAccessible(page, "a void list's products");
        await screenshot(page, "van-app-void-products-375");
        await page.getByRole("button", { name: "Change list" }).tap();
        await page.getByRole("button", { name: "Standard void" }).waitFor();
      },
      ...phone,
    ),
  JOURNEY_TIMEOUT_MS,
);

/** Opens the void list's first level-2 group of products. */
async function openVoidProducts(page: Page) {
  await tab(page, "Voids").tap();
  await page.getByRole("button", { name: "Standard void" }).tap();
  await page.getByRole("list", { name: "Void menu" }).getByRole("button").first().tap();
  await page
    .getByRole("main")
    .getByRole("button", { name: /\d+ products?$/ })
    .first()
    .tap();
}

test(
  "the operator is refused a mixed basket, starts over, goes over the void limit and checks out to the supervisor",
  () =>
    asShopper(
      browser(),
      async (page) => {
        await page.goto(await signInLink(page));
        await waitForHydration(page);
        const { van } = await readApi<AppUser>(page, "/api/app/me");
        const { menu } = await readApi<{ menu: VanStockMenu }>(page, `/api/app/vans/${van!.id}/stock`);
        const held = menu
          .flatMap((level1) => level1.groups.flatMap((group) => group.products))
          .find(
            (product: VanStockProduct) => product.minStockLevel !== null && product.currentStockLevel > 1,
          )!;
        const searchBox = page.getByRole("searchbox", { name: "Search stock" });
        await searchBox.fill(held.partNumber);
        const results = page.getByRole("tabpanel", { name: "Van" });
        await results.getByRole("button", { name: "Add to basket" }).tap();
        await expectMessage(page, "Basket", "Added to your basket.");
        await expect.poll(() => tab(page, "Basket (1)").count()).toBe(1);

        await openVoidProducts(page);
        await page.getByRole("button", { name: "Add to basket" }).first().tap();
        await expectMessage(
          page,
          "Sorry",
          "Error: there are already items of a different type in your basket, please go to the basket and tap start over to proceed.",
        );

        await tab(page, "Basket (1)").tap();
        await page.getByRole("button", { name: "Start over" }).tap();
        const confirm = page.getByRole("dialog", { name: "Start over?" });
        await expectAccessible(page, "the start over confirmation");
        await Promise.all([
          page.waitForEvent("load"),
          confirm.getByRole("button", { name: "Empty my basket" }).tap(),
        ]);
        await waitForHydration(page);
        await tab(page, "Basket").tap();
        await page.getByText("Your basket is empty.").waitFor();

        await openVoidProducts(page);
        await page
          .getByRole("textbox", { name: /^Quantity of / })
          .first()
          .fill("999");
        await page.getByRole("button", { name: "Add to basket" }).first().tap();
        await expectMessage(
          page,
          "Basket",
          "This item has successfully been added to your order. This has taken the order over your order limit, Your order will be emailed to your supervisor for authorisation.",
        );
        await tab(page, "Basket (999)").tap();
        await page.getByRole("button", { name: "Start checkout" }).tap();
        await page.getByRole("button", { name: "Place order" }).waitFor();
        await expectAccessible(page, "the van basket's checkout");
        await screenshot(page, "van-app-checkout-375");
        await page.getByRole("button", { name: "Place order" }).tap();
        const placed = page.getByRole("dialog", { name: "Order placed" });
        const text = (await placed.getByText(/^Order SG-\d{7} has been sent/).textContent()) ?? "";
        expect(text).toContain("waits for your supervisor's authorisation");
        const orderNumber = /SG-\d{7}/.exec(text)![0];
        const { emails } = await readApi<DevOutbox>(page, "/api/dev/outbox?kind=void-order-authorisation");
        expect(emails.find((email) => email.subject.includes(orderNumber))?.to).toBe(
          "supervisor@example.co.uk",
        );
        await placed.getByRole("button", { name: "OK" }).tap();
        await page.getByText("Your basket is empty.").waitFor();

        // Change store: a blank box has no results; cancelling returns to the orders tab (spec/3 §2).
        await tab(page, "Change store").tap();
        await page.getByRole("button", { name: "Find closest stores" }).tap();
        await expectMessage(page, "Change store", "Sorry there were no results, please try again.");
        await page.getByRole("button", { name: "Cancel" }).tap();
        expect(await tab(page, "Orders").getAttribute("aria-selected")).toBe("true");
      },
      ...phone,
    ),
  JOURNEY_TIMEOUT_MS,
);

test(
  "selectTab opens its tab and is taken out of the address",
  () =>
    asShopper(
      browser(),
      async (page) => {
        await page.goto(await signInLink(page));
        await visit(page, "/app?selectTab=orders");
        await expect.poll(() => new URL(page.url()).search).toBe("");
        expect(await tab(page, "Orders").getAttribute("aria-selected")).toBe("true");
        // Installable (decision 155): the variant's manifest, and a worker that controls the app.
        const manifest = await readApi<{ start_url: string; scope: string }>(
          page,
          (await page.locator('link[rel="manifest"]').getAttribute("href"))!,
        );
        expect(manifest).toMatchObject({ start_url: "/app", scope: "/app" });
        await expect
          .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope))
          .toMatch(/\/app$/);
      },
      ...phone,
    ),
  JOURNEY_TIMEOUT_MS,
);

test(
  "under /appmears, the idle warning comes at 14 minutes, 'Keep me logged in' keeps the session, and 15 idle minutes log out",
  () =>
    asShopper(
      browser(),
      async (page) => {
        await page.clock.install();
        await signInToTheApp(page, OPERATOR, "appmears");
        expect(await page.locator("[data-app-variant=appmears]").count()).toBe(1);
        await page.getByRole("banner").getByText("Mears Stock and Go").waitFor();
        expect((await readApi<AppUser>(page, "/api/app/me")).user.email).toBe(OPERATOR);
        // The installed clock keeps real time until paused, and a loaded machine can take seconds
        // over the steps above: pause it, then press a key, so the idle time starts at a known instant.
        await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
        await page.keyboard.press("Shift");

        await page.clock.runFor("13:59");
        expect(await page.getByRole("dialog").count()).toBe(0);
        await page.clock.runFor("00:02");
        // Playwright waits for animation frames before a tap, and those follow the clock.
        await page.clock.resume();
        const warning = page.getByRole("dialog", {
          name: "Session Timeout Warning - You will be logged out in 1 minute unless you act now!",
        });
        await warning.waitFor();
        await expectAccessible(page, "the idle warning");
        await screenshot(page, "van-app-idle-warning-375");
        await warning.getByRole("button", { name: "Keep me logged in" }).tap();
        await warning.waitFor({ state: "detached" });

        await page.clock.runFor("15:01");
        await page.waitForURL("**/appmears/login");
        const me = await page.request.get("/api/app/me");
        expect(me.status()).toBe(401);
      },
      ...phone,
    ),
  JOURNEY_TIMEOUT_MS,
);
