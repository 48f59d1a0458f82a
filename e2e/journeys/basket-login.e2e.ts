/**
 * Journey: the basket follows the shopper to their account (issue 10 "Basket model"; decision
 * 111). A visitor fills a basket, logs in from the login page and finds the same lines in the
 * header's basket and on the basket page.
 */
import { expect, test } from "vitest";
import { DEMO_PASSWORD, DEMO_USERS } from "../../apps/server/src/modules/demo/seed/users.ts";
import {
  addThroughApi,
  basketLines,
  collectFromABranch,
  readBasket,
  send,
  suppliedProducts,
} from "../support/basket.ts";
import { forgetHomeBranch } from "../support/accounts.ts";
import { main } from "../support/frame.ts";
import { asShopper, useBrowser, visit } from "../support/shop.ts";

const browser = useBrowser();
const [, alex] = DEMO_USERS;

/**
 * Starts the demo user's own basket empty and without a home branch, so what the journey finds after
 * login is only what it added, at the branch it chose (a home branch an earlier journey left would
 * come back with the login and move the basket to it).
 */
async function emptyTheAccountsBasket(page: Parameters<typeof send>[0], email: string) {
  await forgetHomeBranch(page, email);
  expect((await send(page, "POST", "/api/auth/login", { email, password: DEMO_PASSWORD })).status()).toBe(
    200,
  );
  expect((await send(page, "POST", "/api/basket/empty")).status()).toBe(200);
  expect((await send(page, "POST", "/api/auth/logout")).status()).toBe(204);
}

test("a visitor's basket survives logging in", () =>
  asShopper(browser(), async (page) => {
    if (!alex) throw new Error("The seed names no second demo user");
    await emptyTheAccountsBasket(page, alex.email);
    await collectFromABranch(page);
    const [screws, nails] = await suppliedProducts(page, 2);
    await addThroughApi(page, screws!.id, 3);
    await addThroughApi(page, nails!.id, 1);

    await visit(page, "/account/login?redirectTo=/basket");
    await main(page).getByLabel("Email").fill(alex.email);
    await main(page).getByLabel("Password").fill(DEMO_PASSWORD);
    await main(page).getByRole("button", { name: "Log in" }).click();
    await page.waitForURL("**/basket");

    await expect.poll(() => basketLines(page).count()).toBe(2);
    await page.getByRole("link", { name: "Basket, 4 items" }).waitFor();
    const lines = Object.fromEntries(
      (await readBasket(page)).lines.map((line) => [line.product.id, line.quantity]),
    );
    expect(lines).toEqual({ [screws!.id]: 3, [nails!.id]: 1 });
  }));
