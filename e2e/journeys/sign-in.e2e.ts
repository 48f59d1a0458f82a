/**
 * Journey: signing in and out (spec/1 §2 `/account/login`, `/account/logout`; DESIGN.md "A user
 * logs in with email and password"). From the header's 'Account' link to the login page, a wrong
 * password, the demo user's sign-in, the header greeting them by first name, a GET of
 * /account/logout that signs no one out, and the 'Log out' button (a POST).
 */
import { expect, test } from "vitest";
import { DEMO_PASSWORD, DEMO_USERS } from "../../apps/server/src/modules/demo/seed/users.ts";
import { closeHomeBranchQuestion, forgetHomeBranch } from "../support/accounts.ts";
import { header, main } from "../support/frame.ts";
import {
  expectAccessible,
  openShop,
  screenshotBothSizes,
  useBrowser,
  visit,
  waitForHydration,
} from "../support/shop.ts";

const browser = useBrowser();
const [sam] = DEMO_USERS;

test("the demo user signs in from the header, is greeted by first name and logs out", async () => {
  if (!sam) throw new Error("The seed names no demo user");
  const { context, page } = await openShop(browser());
  try {
    await visit(page, "/");
    // Sam starts without a home branch, whatever an earlier journey chose (decision 121).
    await forgetHomeBranch(page, sam.email);
    await header(page).getByRole("link", { name: "Account", exact: true }).click();
    await page.waitForURL("**/account/login");
    await waitForHydration(page);
    await expect.poll(() => main(page).getByRole("heading", { level: 1 }).textContent()).toBe("Log in");
    await expectAccessible(page, "the login page");
    await screenshotBothSizes(page, "sign-in-login");

    const email = main(page).getByLabel("Email");
    const password = main(page).getByLabel("Password");
    await email.fill(sam.email);
    await password.fill("not-the-password");
    await main(page).getByRole("button", { name: "Log in" }).click();
    await expect
      .poll(() => main(page).getByRole("alert").textContent())
      .toBe("Email or password is incorrect");
    expect(new URL(page.url()).pathname).toBe("/account/login");
    await expectAccessible(page, "the login page with its error");

    await password.fill(DEMO_PASSWORD);
    await main(page).getByRole("button", { name: "Log in" }).click();
    await page.waitForURL("**/account");
    // With no branch chosen and none at home, the page asks for one (spec/2 §6); closed, it asks no more.
    await closeHomeBranchQuestion(page);
    await expect
      .poll(() => main(page).getByText("Signed in as").textContent())
      .toBe(`Signed in as ${sam.name} (${sam.email})`);
    const greeting = header(page).getByRole("link", { name: "Account, Sam" });
    expect(await greeting.textContent()).toBe("Sam");
    await expectAccessible(page, "the account page");
    await screenshotBothSizes(page, "sign-in-account");

    // Following a link to /account/logout (from here or another site) signs no one out.
    await page.goto("/account/logout");
    expect(new URL(page.url()).pathname).toBe("/account");
    await waitForHydration(page);
    await expect
      .poll(() => main(page).getByText("Signed in as").textContent())
      .toBe(`Signed in as ${sam.name} (${sam.email})`);

    await main(page).getByRole("button", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await waitForHydration(page);
    expect(await header(page).getByRole("link", { name: "Account", exact: true }).getAttribute("href")).toBe(
      "/account/login",
    );
    // Signed out, the account page sends the user to log in and back again.
    await page.goto("/account");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      "/account/login?redirectTo=%2Faccount",
    );
  } finally {
    await context.close();
  }
});
