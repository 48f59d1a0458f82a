import { mkdirSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import AxeBuilder from "@axe-core/playwright";
import { inject } from "vitest";
import { chromiumArgs } from "./chromium.ts";
import { shopAddress } from "./shop-address.ts";

export const artifactsDir = join(dirname(fileURLToPath(import.meta.url)), "../artifacts");

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject("chromiumPath"), args: chromiumArgs, headless: true });
}

export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = viewports.desktop,
  options: { hasTouch?: boolean; isMobile?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: shopAddress(), viewport, ...options });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Fails with the list of serious or critical axe violations on the page as it is now. Legacy mode
 * runs axe in the page's own frames and nowhere else: the default also opens a blank page to join
 * frames' results, which cost a third of each check's time, for cross-origin frames the shop has none of.
 * Every rule runs; only violations are reported node by node (axe's `resultTypes`): the passes, which
 * nobody reads, were written out element by element and took a third to a half of each check.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * Pictures are for a person to look at (DESIGN.md "Look at what you build"); CI, where no one
 * does, sets E2E_SCREENSHOTS=off and saves the minutes they take. They assert nothing.
 */
export const screenshotsWanted = () => process.env.E2E_SCREENSHOTS !== "off";

export async function screenshot(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted()) return;
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: false });
}
