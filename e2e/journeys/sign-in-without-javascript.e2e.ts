/**
 * Journey: signing in and out with JavaScript switched off (issue 7). The login page's form posts
 * natively, so the browser's own Origin header must pass the shop's origin check (the referrer
 * policy must not make it `null`), and the account page's 'Log out' button is a plain form too.
 * No page here ever hydrates, so pages are opened with page.goto, not visit().
 */
import { expect, test } from "vitest";
import { DEMO_PASSWORD, DEMO_USERS } from "../../apps/server/src/modules/demo/seed/users.ts";
import { header, main } from "../support/frame.ts";
import { useBrowser, withoutJavaScript } from "../support/shop.ts";

const browser = useBrowser();
const [alex] = DEMO_USERS.slice(1);

test("a shopper without JavaScript signs in through the form, sees the account page, and logs out", async () => {
  if (!alex) throw new Error("The seed names no second demo user");
  await withoutJavaScript(browser(), async (page) => {
    const opened = await page.goto("/account/login");
    expect(opened?.status()).toBe(200);

    await main(page).getByLabel("Email").fill(alex.email);
    await main(page).getByLabel("Password").fill("not-the-password");
    await main(page).getByRole("button", { name: "Log in" }).click();
    await expect
      .poll(() => main(page).getByRole("alert").textContent())
      .toBe("Email or password is incorrect");

    await main(page).getByLabel("Password").fill(DEMO_PASSWORD);
    await main(page).getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => url.pathname === "/account");
    expect(await main(page).getByText("Signed in as").textContent()).toBe(
      `Signed in as ${alex.name} (${alex.email})`,
    );
    const firstName = alex.name.split(" ")[0] ?? "";
    expect(
      await header(page)
        .getByRole("link", { name: `Account, ${firstName}` })
        .textContent(),
    ).toBe(firstName);

    await main(page).getByRole("button", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await header(page).getByRole("link", { name: "Account", exact: true }).getAttribute("href")).toBe(
      "/account/login",
    );
  });
});
