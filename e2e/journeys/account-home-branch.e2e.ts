/**
 * Journey: a user's home branch and an expired session (spec/2 §6 'loginNoBranch', §7
 * registration-form; spec/1 §2 `/account/logout`; decision 121). A new customer chooses a branch
 * by postcode inside the registration form and collects from it at once; a user with no branch is
 * asked for a home branch after logging in, picks one, and finds it again at the next login; a
 * session ended elsewhere sends the shopper through logout to the signed-out page.
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { FulfilmentState, Session } from "@merchant/contract";
import { DEMO_PASSWORD, DEMO_USERS } from "../../apps/server/src/modules/demo/seed/users.ts";
import { forgetHomeBranch, homeBranchQuestion } from "../support/accounts.ts";
import { send } from "../support/basket.ts";
import { header, main } from "../support/frame.ts";
import { fulfilmentState, headerBranch, postcodeWithBranches } from "../support/fulfilment.ts";
import {
  asShopper,
  expectAccessible,
  JOURNEY_TIMEOUT_MS,
  openShop,
  readApi,
  screenshotBothSizes,
  screenshotOpenStateBothSizes,
  useBrowser,
  visit,
  waitForHydration,
} from "../support/shop.ts";

const browser = useBrowser();
const [, alex] = DEMO_USERS;
const PASSWORD = "Oak-Beams-2024!";

const newEmail = (what: string) => `${what}.${Date.now()}@example.co.uk`;

async function logInWithTheForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await visit(page, "/account/login");
  await main(page).getByLabel("Email").fill(email);
  await main(page).getByLabel("Password").fill(password);
  await main(page).getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((url) => url.pathname === "/account");
  await waitForHydration(page);
}

test(
  "a new customer chooses their nearest branch by postcode in the registration form and collects from it",
  () =>
    asShopper(browser(), async (page) => {
      await visit(page, "/account/register");
      const { postcode } = await postcodeWithBranches(page);
      const form = main(page).getByRole("form", { name: "Open an account" });
      await form.getByLabel("Name").fill("Robin Hill");
      await form.getByLabel("Email").fill(newEmail("home-branch"));
      await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await form.getByLabel("Confirm password").fill(PASSWORD);

      const step = form.getByRole("group", { name: "Your nearest branch (optional)" });
      await step.getByLabel("Your postcode").fill(postcode.toLowerCase());
      await step.getByRole("button", { name: "Find branches" }).click();
      const choices = step.getByRole("group", { name: "Choose your branch" });
      await choices.waitFor();
      // Nothing is chosen for the shopper: 'No branch for now' stays until they pick.
      expect(await choices.getByRole("radio", { name: "No branch for now" }).isChecked()).toBe(true);
      // The nearest branches, closest first, then the way to choose none.
      const offered = await choices.locator("label").allTextContents();
      expect(offered.length).toBeGreaterThan(2);
      expect(offered.at(-1)).toBe("No branch for now");
      const picked = offered[1]!.replace(/\d+\.\d miles$/, "");
      await choices.getByRole("radio", { name: picked }).check();
      await expectAccessible(page, "the registration form with its branch step");
      await screenshotOpenStateBothSizes(page, "account-home-branch-1-register", step);

      await form.getByRole("button", { name: "Open my account" }).click();
      await page.waitForURL((url) => url.pathname === "/account");
      await waitForHydration(page);
      const state = await fulfilmentState(page);
      expect(state.fulfilment).toBe("collection");
      expect(state.collectionBranch?.fullName).toBe(picked);
      await headerBranch(page, state.collectionBranch!.name).waitFor();
      // Opening the account offered the choice: nothing more is asked.
      expect(await homeBranchQuestion(page).count()).toBe(0);
    }),
  JOURNEY_TIMEOUT_MS,
);

test(
  "a user with no branch is asked for a home branch after logging in, picks one, and has it at the next login",
  async () => {
    if (!alex) throw new Error("The seed names no second demo user");
    let chosen: FulfilmentState["collectionBranch"] = null;
    await asShopper(browser(), async (page) => {
      await visit(page, "/");
      await forgetHomeBranch(page, alex.email);
      const { postcode } = await postcodeWithBranches(page);
      await logInWithTheForm(page, alex.email);

      const question = homeBranchQuestion(page);
      await question.waitFor();
      await question.getByText("Your home branch is where you collect from.", { exact: false }).waitFor();
      await expectAccessible(page, "the home-branch question");
      await question.getByRole("textbox").fill(postcode);
      await question.getByRole("button", { name: "Search", exact: true }).click();
      // spec/2 §4: with no branch yet, the nearest becomes it at once; the user picks another.
      await question.getByRole("table").getByText("Selected").waitFor();
      await screenshotOpenStateBothSizes(page, "account-home-branch-2-question");
      const select = question.getByRole("button", { name: /^Select / }).first();
      const name = ((await select.getAttribute("aria-label")) ?? (await select.textContent()) ?? "").replace(
        /^Select /,
        "",
      );
      await select.click();
      await question.waitFor({ state: "hidden" });
      chosen = (await fulfilmentState(page)).collectionBranch;
      expect(chosen?.fullName).toBe(name);
      await headerBranch(page, chosen!.name).waitFor();
      expect((await readApi<Session>(page, "/api/session")).loginNoBranch).toBe(false);
    });

    // Another day, another browser: the login brings the home branch, and asks nothing.
    await asShopper(browser(), async (page) => {
      await logInWithTheForm(page, alex.email);
      await headerBranch(page, chosen!.name).waitFor();
      expect((await fulfilmentState(page)).collectionBranch?.id).toBe(chosen!.id);
      expect(await homeBranchQuestion(page).count()).toBe(0);
    });
  },
  JOURNEY_TIMEOUT_MS,
);

test(
  "a session ended elsewhere sends the shopper through logout to the signed-out page, whose login leads back",
  async () => {
    const email = newEmail("expired");
    const here = await openShop(browser());
    const elsewhere = await openShop(browser());
    try {
      const page = here.page;
      await visit(page, "/");
      const registered = await send(page, "POST", "/api/auth/register", {
        name: "Sam Ward",
        email,
        password: PASSWORD,
      });
      expect(registered.status()).toBe(201);
      await visit(page, "/basket");
      await header(page).getByRole("link", { name: "Account, Sam" }).waitFor();

      // On another device the password changes: every other session of the account ends.
      await visit(elsewhere.page, "/");
      expect(
        (await send(elsewhere.page, "POST", "/api/auth/login", { email, password: PASSWORD })).status(),
      ).toBe(200);
      const changed = await send(elsewhere.page, "PUT", "/api/account/password", {
        currentPassword: PASSWORD,
        newPassword: "Kiln-Dried-99",
      });
      expect(changed.status()).toBe(204);

      // Back on the first device, the next page finds its session gone.
      await page.goto("/basket?sort=newest");
      await page.waitForURL((url) => url.pathname === "/account/signed-out");
      await waitForHydration(page);
      expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/basket?sort=newest");
      await main(page).getByRole("heading", { level: 1, name: "You have been signed out" }).waitFor();
      const logIn = main(page).getByRole("link", { name: "Log in" });
      expect(await logIn.getAttribute("href")).toBe("/account/login?redirectTo=%2Fbasket%3Fsort%3Dnewest");
      await header(page).getByRole("link", { name: "Account", exact: true }).waitFor();
      // The dead cookie is gone: the next page is an ordinary signed-out one.
      const session = await readApi<Session>(page, "/api/session");
      expect(session).toMatchObject({ user: null, expired: false });
      await expectAccessible(page, "the signed-out page");
      await screenshotBothSizes(page, "account-home-branch-3-signed-out");

      await logIn.click();
      await page.waitForURL((url) => url.pathname === "/account/login");
      await waitForHydration(page);
      await main(page).getByLabel("Email").fill(email);
      await main(page).getByLabel("Password").fill("Kiln-Dried-99");
      await main(page).getByRole("button", { name: "Log in" }).click();
      await page.waitForURL((url) => url.pathname === "/basket");
    } finally {
      await here.context.close();
      await elsewhere.context.close();
    }
  },
  JOURNEY_TIMEOUT_MS,
);

test(
  "a page slow to come shows the loading overlay, which gives up after 3000 ms (spec/1 §4, §9)",
  () =>
    asShopper(browser(), async (page) => {
      await visit(page, "/");
      // The store finder's data is held back well past the overlay's life.
      await page.route(/\/storefinder\.data/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 8000));
        await route.continue().catch(() => {});
      });
      const link = page.getByRole("contentinfo").getByRole("link", { name: "Find a branch" });
      await link.focus();
      const clickedAt = Date.now();
      await link.click();
      const overlay = page.locator("[aria-busy='true']").getByRole("status").filter({ hasText: "Loading" });
      await overlay.waitFor();
      // It takes no focus: the shopper stays on what they used.
      expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
      await screenshotOpenStateBothSizes(page, "account-home-branch-4-loading-overlay");
      await overlay.waitFor({ state: "hidden" });
      const lifted = Date.now() - clickedAt;
      expect(new URL(page.url()).pathname, "the page is still on its way").toBe("/");
      expect(lifted).toBeGreaterThanOrEqual(2900);
      expect(lifted).toBeLessThan(7000);
      await page.waitForURL((url) => url.pathname === "/storefinder", { timeout: 15_000 });
    }),
  JOURNEY_TIMEOUT_MS,
);
