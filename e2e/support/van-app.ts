/**
 * The van app's journeys: signing in by password or by the native shell's link, and its message
 * dialogs (spec/3 §8) read and closed.
 */
import { inject } from "vitest";
import type { Page } from "playwright-core";
import { DEMO_PASSWORD } from "../../apps/server/src/modules/demo/seed/users.ts";
import { signLink } from "../../apps/server/src/modules/van/index.ts";
import { viewports } from "./browser.ts";
import { readApi, visit, waitForHydration } from "./shop.ts";

/** The app's window: a phone held in one hand (375 × 812, touch). */
/** The demo van operator: Jo Fletcher, driving VN24 BLD (decision 143). */
export const OPERATOR = "van@example.co.uk";

export const phone = [viewports.phone, { hasTouch: true, isMobile: true }] as const;

/** Reads a message dialog's words and closes it with its OK button. */
export async function expectMessage(page: Page, title: string, text: string): Promise<void> {
  const message = page.getByRole("dialog", { name: title });
  await message.getByText(text).waitFor();
  await message.getByRole("button", { name: "OK" }).tap();
  await message.waitFor({ state: "detached" });
}

/** Signs in at the app's own login page by email and the demo password, waiting for the app to hydrate. */
export async function signInToTheApp(page: Page, email: string, prefix = "app"): Promise<void> {
  await visit(page, `/${prefix}/login`);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).tap();
  await page.waitForURL(`**/${prefix}`);
  await waitForHydration(page);
}

/**
 * Signs in as the native shell does (spec/3 §2 /app/sulogin, decision 145): a link signed for the
 * user at the first branch, good for 5 minutes, then waits for the app to hydrate.
 */
export async function signInByLink(page: Page, email: string): Promise<void> {
  const { branches } = await readApi<{ branches: { code: string }[] }>(page, "/api/branches");
  const branchcode = branches[0]!.code;
  const expiresAtS = Math.floor(Date.now() / 1000) + 300;
  const hash = signLink(Buffer.from(inject("vanAppSecret")), [email, branchcode], expiresAtS);
  await page.goto(`/app/sulogin?${new URLSearchParams({ hash, email, branchcode, networktype: "wifi" })}`);
  await waitForHydration(page);
}
