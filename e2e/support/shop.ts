/**
 * What every journey does the same way: one browser per worker, visiting a page only once React has
 * taken it over, checking it with axe, photographing it at phone and desktop width, and reading
 * the JSON API for the figures the page should show.
 */
import { afterAll, beforeAll, expect } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import {
  launchBrowser,
  openPage,
  screenshot,
  screenshotsWanted,
  seriousAxeViolations,
  viewports,
} from "./browser.ts";
import { shopAddress } from "./shop-address.ts";

/** How long a step may take before the journey fails: the shop answers in milliseconds. */
const STEP_TIMEOUT_MS = 10_000;
/** How long a whole journey (a test of several pages and steps) may take. */
export const JOURNEY_TIMEOUT_MS = 180_000;
/** Hydration waits on the machine's spare CPU (the bundle parses and runs), so it gets longer than a step. */
export const HYDRATION_TIMEOUT_MS = 30_000;

/**
 * The worker's Chromium: journey files run one after another in a worker that keeps its modules
 * (vitest.config.ts), so the browser started for the first file serves the next ones, each in
 * contexts of its own; one that has gone (a crash) or failed to start is started again. Playwright
 * stops it when the worker ends.
 */
let workerBrowser: Promise<Browser> | undefined;
async function runningBrowser(): Promise<Browser> {
  // A start that failed is tried again, as a browser that has gone is.
  const browser = await workerBrowser?.catch(() => undefined);
  if (browser?.isConnected()) return browser;
  workerBrowser = launchBrowser();
  return workerBrowser;
}

/** The worker's browser, ready before the file's journeys; each file closes the contexts it opens. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await runningBrowser();
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
  return () => {
    if (!browser) throw new Error("The browser is not running: call useBrowser() at the top of the file.");
    return browser;
  };
}

/**
 * The cookie banner (spec/1 §2) sits above every page until answered: shoppers have answered
 * Accept all (so the data layer journeys see their events) unless the journey is about the
 * banner: `cookieBanner`.
 */
async function answerCookieBanner(context: BrowserContext, cookieBanner: boolean): Promise<void> {
  if (!cookieBanner) await context.addCookies([{ name: "cookie_consent", value: "all", url: shopAddress() }]);
}

/**
 * A fresh shopper in a new window of the given size. The forced store popup (spec/2 §4) would
 * cover any front or category page a journey stays on for its 8 s, so shoppers are marked as
 * having seen it (its forcedSetStore cookie) unless the journey is about it: `forcedStorePopup`.
 */
export async function openShop(
  browser: Browser,
  viewport: { width: number; height: number } = viewports.desktop,
  options: {
    hasTouch?: boolean;
    isMobile?: boolean;
    forcedStorePopup?: boolean;
    cookieBanner?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { forcedStorePopup = false, cookieBanner = false, ...device } = options;
  const opened = await openPage(browser, viewport, device);
  opened.context.setDefaultTimeout(STEP_TIMEOUT_MS);
  if (!forcedStorePopup) {
    await opened.context.addCookies([{ name: "forcedSetStore", value: "1", url: shopAddress() }]);
  }
  await answerCookieBanner(opened.context, cookieBanner);
  return opened;
}

/** Runs a journey in a fresh shopper's window (as `openShop` opens it), closed afterwards whatever happens. */
export async function asShopper(
  browser: Browser,
  journey: (page: Page) => Promise<void>,
  ...window: Parameters<typeof openShop> extends [Browser, ...infer Rest] ? Rest : never
): Promise<void> {
  const { context, page } = await openShop(browser, ...window);
  try {
    await journey(page);
  } catch (error) {
    throw await toldWhereItStopped(error, page);
  } finally {
    await context.close();
  }
}

/**
 * A failed journey's error with the address the page had reached and what its alerts and statuses said
 * then: a step that timed out on CI (a form refused, a page that never came) can be read from the log.
 */
async function toldWhereItStopped(error: unknown, page: Page): Promise<unknown> {
  if (!(error instanceof Error)) return error;
  const said = await page
    .locator("[role=alert]:visible, [role=status]:visible")
    .allInnerTexts()
    .catch(() => []);
  const words = said.map((text) => text.trim().replace(/\s+/g, " ")).filter(Boolean);
  error.message += `\n(the page was at ${page.url()}${words.length > 0 ? `, saying: ${words.join(" | ")}` : ""})`;
  return error;
}

/**
 * Runs a journey in a window (desktop unless `viewport` says) with JavaScript switched off, closed
 * afterwards. No page there ever hydrates: open pages with page.goto, not visit().
 */
export async function withoutJavaScript(
  browser: Browser,
  journey: (page: Page) => Promise<void>,
  options: { viewport?: { width: number; height: number }; cookieBanner?: boolean } = {},
): Promise<void> {
  const { viewport = viewports.desktop, cookieBanner = false } = options;
  const phone = viewport.width < viewports.desktop.width;
  const context = await browser.newContext({
    baseURL: shopAddress(),
    viewport,
    ...(phone ? { hasTouch: true, isMobile: true } : {}),
    javaScriptEnabled: false,
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  await answerCookieBanner(context, cookieBanner);
  const page = await context.newPage();
  try {
    await journey(page);
  } catch (error) {
    throw await toldWhereItStopped(error, page);
  } finally {
    await context.close();
  }
}

/**
 * Resolves once React has hydrated the server-rendered page. A click that lands before hydration
 * reaches no handler, and the journey would test the timing of the machine instead of the shop.
 * The root component marks `<html data-hydrated>` in its effect, which runs after every other one
 * (apps/web/app/lib/hydrated-marker.ts). No time limit of its own beyond the step's: on a busy
 * machine the bundle may take seconds to run, and that is not a failure of the shop.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: HYDRATION_TIMEOUT_MS });
}

/** Opens a path of the shop and waits until the page answers to clicks and keys. */
export async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `GET ${path}`).toBe(200);
  await waitForHydration(page);
}

export async function reloadPage(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
}

/** The issue's bar: axe finds no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await seriousAxeViolations(page), `axe on ${where}`).toEqual([]);
}

/**
 * axe needs JavaScript, so it cannot run in a window without it. `page` (such a window) is checked
 * as served instead: the same address and cookies in a window whose page scripts never load, so
 * the page never hydrates (only <noscript> content differs).
 */
export async function expectAccessibleWithoutScripts(page: Page, where: string): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error("The page has no browser to open a window in");
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? viewports.desktop,
    storageState: await page.context().storageState(),
  });
  try {
    const served = await context.newPage();
    await served.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await served.goto(page.url());
    await expectAccessible(served, where);
  } finally {
    await context.close();
  }
}

/**
 * Photographs a page as a desktop (1280 px, this window) and as a phone sees it: the same address
 * opened on a 375 px touch phone with the same cookies, so the phone picture shows what a phone
 * renders on arrival (not a desktop layout squeezed).
 */
export async function screenshotBothSizes(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted()) return;
  await screenshot(page, `${name}-1280`);
  const browser = page.context().browser();
  if (!browser) throw new Error("The page has no browser to open a phone window in");
  const phone = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: viewports.phone,
    hasTouch: true,
    isMobile: true,
    storageState: await page.context().storageState(),
  });
  try {
    const phonePage = await phone.newPage();
    await visit(phonePage, page.url());
    await screenshot(phonePage, `${name}-375`);
  } finally {
    await phone.close();
  }
}

/**
 * Photographs what is open now (a dialog, a panel) at desktop width and again narrowed to
 * 375 px, then puts the window back: an open state cannot be reached by address. `inView`: a part
 * of the page scrolled into view at each width (a width changes where it sits).
 */
export async function screenshotOpenStateBothSizes(
  page: Page,
  name: string,
  inView?: Locator,
): Promise<void> {
  if (!screenshotsWanted()) return;
  const before = page.viewportSize() ?? viewports.desktop;
  for (const [label, size] of [
    ["375", viewports.phone],
    ["1280", viewports.desktop],
  ] as const) {
    await page.setViewportSize(size);
    await inView?.scrollIntoViewIfNeeded();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await screenshot(page, `${name}-${label}`);
  }
  await page.setViewportSize(before);
}

/**
 * Pence as the shop must show them: pounds to 2 decimals with a thousands comma (spec/1 §9).
 * Worked out with the platform's own currency formatting, not the shop's, so the two can disagree.
 */
export function pounds(pence: number): string {
  return new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(pence / 100);
}

/** Reads the JSON API with the browser context's cookies (so the session and VAT choice apply). */
export async function readApi<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** Matches an accessible name that begins with the given words (a card may add a count or price). */
export function namedStartingWith(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i");
}
