/**
 * Journey: each of the four brands (spec/2 §1), chosen by host name, on its home, a category, a
 * product, search results, the basket and the store finder (issue 15 "Layout and accessibility
 * faults"; docs/decisions/138):
 * - no page scrolls sideways at 320, 375, 768, 1024, 1280 or 1920 px;
 * - axe finds nothing serious or critical on any of them (at 1280 px, with a basket and a branch);
 * - the header's basket count reads on its badge and the badge stands out on the brand bar;
 * - on a phone, at the bottom of a page, the to-top button covers nothing;
 * - dialogs keep the spec's sizes (spec/1 §9, spec/2 §9);
 * and photographs each brand's header at 375, 768 and 1280 px.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import type { BranchList, CategoryNode, ProductListing } from "@merchant/contract";
import { AA_LARGE_TEXT_AND_CONTROLS, AA_TEXT, contrastRatio } from "@merchant/domain/brand-theme";
import { artifactsDir, screenshotsWanted, seriousAxeViolations } from "../support/browser.ts";
import { header, toTopButton } from "../support/frame.ts";
import { storeButton } from "../support/fulfilment.ts";
import { useBrowser, waitForHydration } from "../support/shop.ts";
import { shopAddress } from "../support/shop-address.ts";

const browser = useBrowser();

const BRANDS = ["BU", "HB", "TG", "SG"] as const;
type BrandCode = (typeof BRANDS)[number];
const WIDTHS = [320, 375, 768, 1024, 1280, 1920];
const HEADER_PHOTO_WIDTHS = new Set([375, 768, 1280]);
const AXE_WIDTH = 1280;
const HEIGHT = 900;
const BRAND_TIMEOUT_MS = 90_000;

/** The same server answers each brand's host name; Chromium sends any *.localhost name to it. */
const brandBase = (brand: BrandCode) =>
  shopAddress().replace("127.0.0.1", `${brand.toLowerCase()}.localhost`);

/** The API read from here (Node does not resolve *.localhost names; the catalogue is every brand's). */
async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${shopAddress()}${path}`);
  expect(response.status, `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** The six kinds of page, the same products and categories on every brand. */
async function pagesToVisit(): Promise<Record<string, string>> {
  const { categories } = await api<{ categories: CategoryNode[] }>("/api/categories/tree");
  const category = categories.flatMap((level1) => level1.children).find((child) => child.productCount > 0);
  if (!category) throw new Error("The demo data has no stocked sub-category");
  const { items } = await api<ProductListing>(`/api/categories/${category.slug}/products`);
  if (!items[0]) throw new Error(`No products in ${category.slug}`);
  return {
    home: "/",
    category: `/category/${category.slug}`,
    product: `/product/${items[0].slug}`,
    search: "/search?q=screws",
    basket: "/basket",
  };
}

/**
 * A shopper of the brand with a branch of the brand and 3 products in the basket, so the header
 * shows its fullest (branch, hours, basket count), set up through the API from inside the page.
 */
async function shopperWithABasket(page: Page, brand: BrandCode, productIds: number[]): Promise<number> {
  const { branches } = await api<BranchList>(`/api/branches?brand=${brand}`);
  const branch = branches.find((b) => b.basketEcommerceActive) ?? branches[0];
  if (!branch) throw new Error(`Brand ${brand} has no branch`);
  await page.goto("/");
  const added = await page.evaluate(
    async ({ branchId, productIds }) => {
      const token = async () =>
        ((await (await fetch("/api/session")).json()) as { csrfToken: string }).csrfToken;
      const send = async (method: string, path: string, body: unknown) =>
        fetch(path, {
          method,
          body: JSON.stringify(body),
          headers: { "content-type": "application/json", "x-csrf-token": await token() },
        });
      await send("PUT", "/api/fulfilment/collection-branch", { branchId });
      let count = 0;
      for (const productId of productIds) {
        const answer = await send("POST", "/api/basket/items", { items: [{ productId, quantity: 1 }] });
        if (answer.ok) count += 1;
        if (count === 3) break;
      }
      return count;
    },
    { branchId: branch.id, productIds },
  );
  expect(added, `products added to the ${brand} basket`).toBe(3);
  return branch.id;
}

const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** How far the page scrolls sideways at this width, and the innermost elements sticking out. */
async function sidewaysOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const { scrollWidth } = document.documentElement;
    if (scrollWidth <= window.innerWidth) return null;
    // Inside a box that clips (a visually hidden label, a scrolling strip), nothing sticks out.
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== "visible") return true;
      }
      return false;
    };
    const out = Array.from(document.querySelectorAll("body *")).filter(
      (element) => element.getBoundingClientRect().right > window.innerWidth && !clipped(element),
    );
    const innermost = out.filter(
      (element) => !out.some((other) => other !== element && element.contains(other)),
    );
    const named = innermost
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`);
    return `${scrollWidth - window.innerWidth} px too wide: ${named.join(", ")}`;
  });
}

/** rgb(r, g, b) as #rrggbb. */
const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((part) => Number(part).toString(16).padStart(2, "0"))
    .join("")}`;

/** The basket badge's figure on its badge, and the badge on the bar behind it, as the page paints them. */
async function basketBadgeColours(page: Page, count: number) {
  const basket = header(page).getByRole("link", { name: new RegExp(`^Basket, ${count} items`) });
  const painted = await basket.evaluate((link, figure) => {
    const badge = Array.from(link.querySelectorAll("span")).find(
      (span) => span.children.length === 0 && span.textContent === figure,
    );
    if (!badge) throw new Error("No basket count in the basket link");
    let bar = badge.parentElement;
    while (bar && getComputedStyle(bar).backgroundColor === "rgba(0, 0, 0, 0)") bar = bar.parentElement;
    const style = getComputedStyle(badge);
    return {
      figure: style.color,
      badge: style.backgroundColor,
      bar: bar ? getComputedStyle(bar).backgroundColor : "",
    };
  }, String(count));
  return { figure: hex(painted.figure), badge: hex(painted.badge), bar: hex(painted.bar) };
}

/** The text, links and buttons under the to-top button, at the bottom of the page. */
async function coveredByToTop(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = Array.from(document.querySelectorAll("button")).find((b) => b.ariaLabel === "Back to top");
    if (!button || button.hidden) return ["(no to-top button shown)"];
    const area = button.getBoundingClientRect();
    const overlaps = (box: DOMRect) =>
      box.width > 0 &&
      box.right > area.left &&
      box.left < area.right &&
      box.bottom > area.top &&
      box.top < area.bottom;
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || button.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (Array.from(range.getClientRects()).some(overlaps))
        covered.push(node.textContent.trim().slice(0, 40));
    }
    for (const control of Array.from(document.querySelectorAll("a, button, input, select, textarea"))) {
      if (control !== button && overlaps(control.getBoundingClientRect()))
        covered.push(`<${control.tagName.toLowerCase()}>`);
    }
    return covered;
  });
}

async function photographHeader(page: Page, brand: BrandCode, width: number): Promise<void> {
  if (!screenshotsWanted()) return;
  mkdirSync(artifactsDir, { recursive: true });
  await header(page).screenshot({
    path: join(artifactsDir, `brand-layouts-${brand.toLowerCase()}-header-${width}.png`),
  });
}

/** The open dialog's size against spec/1 §9 and spec/2 §9, at the window's size now. */
async function dialogSizeFaults(page: Page): Promise<string[]> {
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  const box = await dialog.boundingBox();
  const window = page.viewportSize();
  if (!box || !window) return ["no dialog box"];
  const widest = Math.max(Math.min(0.9 * window.width, 1000), Math.min(310, window.width));
  const faults: string[] = [];
  if (box.width > widest + 1) faults.push(`${box.width} px wide in a ${window.width} px window`);
  if (box.width < Math.min(310, window.width) - 1) faults.push(`${box.width} px wide, under 310`);
  if (box.height > Math.min(0.95 * window.height, 1000) + 1)
    faults.push(`${box.height} px high in a ${window.height} px window`);
  if (box.x < 0 || box.x + box.width > window.width) faults.push("outside the window");
  return faults;
}

let pages: Record<string, string> | undefined;
let productIds: number[] = [];

async function brandWindow(brand: BrandCode): Promise<{ context: BrowserContext; page: Page }> {
  pages ??= await pagesToVisit();
  if (productIds.length === 0) {
    const { items } = await api<ProductListing>("/api/search?q=screws&pageSize=48");
    productIds = items.filter((item) => !item.isTally).map((item) => item.id);
  }
  const base = brandBase(brand);
  const context = await browser().newContext({
    baseURL: base,
    viewport: { width: AXE_WIDTH, height: HEIGHT },
  });
  context.setDefaultTimeout(10_000);
  // Not the forced store popup (spec/2 §4): it would cover the pages measured here.
  await context.addCookies([{ name: "forcedSetStore", value: "1", url: base }]);
  return { context, page: await context.newPage() };
}

test.each(BRANDS)(
  "%s: every page fits every width from 320 to 1920 px, reads at AA and passes axe",
  async (brand) => {
    const { context, page } = await brandWindow(brand);
    try {
      const branchId = await shopperWithABasket(page, brand, productIds);
      const branch = (await api<BranchList>(`/api/branches?brand=${brand}`)).branches.find(
        (b) => b.id === branchId,
      )!;
      const visits = {
        ...pages!,
        "store finder": `/storefinder?near=${encodeURIComponent(branch.postcode)}`,
      };
      const overflow: string[] = [];
      const axe: string[] = [];
      for (const [name, path] of Object.entries(visits)) {
        await page.setViewportSize({ width: AXE_WIDTH, height: HEIGHT });
        const response = await page.goto(path);
        expect(response?.status(), `${brand} ${name}`).toBe(200);
        await waitForHydration(page);
        axe.push(...(await seriousAxeViolations(page)).map((violation) => `${name}: ${violation}`));
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT });
          await settle(page);
          const fault = await sidewaysOverflow(page);
          if (fault) overflow.push(`${name} at ${width} px: ${fault}`);
          if (name === "home" && HEADER_PHOTO_WIDTHS.has(width)) await photographHeader(page, brand, width);
        }
      }
      expect(overflow, `${brand} pages that scroll sideways`).toEqual([]);
      expect(axe, `axe on ${brand}'s pages at ${AXE_WIDTH} px`).toEqual([]);

      // The basket count on its badge (text, 4.5:1), the badge on the bar (3:1), as painted.
      await page.goto("/");
      await waitForHydration(page);
      const { figure, badge, bar } = await basketBadgeColours(page, 3);
      expect(
        contrastRatio(figure, badge),
        `${brand} basket count ${figure} on ${badge}`,
      ).toBeGreaterThanOrEqual(AA_TEXT);
      expect(
        contrastRatio(badge, bar),
        `${brand} basket badge ${badge} on the bar ${bar}`,
      ).toBeGreaterThanOrEqual(AA_LARGE_TEXT_AND_CONTROLS);

      // On a phone, scrolled to the end of a listing page, the to-top button covers nothing.
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(pages!.category!);
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await toTopButton(page).waitFor();
      await settle(page);
      expect(await coveredByToTop(page), `${brand}: under the to-top button at the page's end`).toEqual([]);
    } finally {
      await context.close();
    }
  },
  BRAND_TIMEOUT_MS,
);

test(
  "dialogs take at most 90% of the window's width and 95% of its height up to 1000 px, and at least 310 px",
  async () => {
    const { context, page } = await brandWindow("BU");
    try {
      await page.goto("/");
      await waitForHydration(page);
      for (const size of [
        { width: 320, height: 640 },
        { width: 768, height: 1024 },
        { width: 1920, height: 1080 },
      ]) {
        await page.setViewportSize(size);
        await storeButton(page).click();
        expect(await dialogSizeFaults(page), `the store selector at ${size.width} × ${size.height}`).toEqual(
          [],
        );
        await page.keyboard.press("Escape");
        await page.getByRole("dialog").waitFor({ state: "hidden" });
      }
    } finally {
      await context.close();
    }
  },
  BRAND_TIMEOUT_MS,
);
