/**
 * Journey: the shop without JavaScript (issue 15 "Without JavaScript the VAT switch, phone menu and
 * lightbox do nothing …"). Server-rendered forms and links do the job: the VAT switch posts the
 * choice and comes back to the same page; the phone menu is a native <details> of department
 * links; a listing's sort is submitted with its own Sort button, no folded 'Apply filters' needed
 * (and with JavaScript it applies on change); a product's pictures are links to the full-size
 * files. Sign-in and the newsletter without JavaScript have journeys of their own.
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { CategoryNode, ProductListing, ProductPage } from "@merchant/contract";
import { screenshot, viewports } from "../support/browser.ts";
import { header, main, vatChoice, isPressed } from "../support/frame.ts";
import {
  asShopper,
  expectAccessibleWithoutScripts,
  JOURNEY_TIMEOUT_MS,
  readApi,
  useBrowser,
  visit,
  withoutJavaScript,
} from "../support/shop.ts";

const browser = useBrowser();

const phone = { viewport: viewports.phone };

/** The department with the most products, and the path of its page. */
async function busiestDepartment(page: Page): Promise<CategoryNode> {
  const { categories } = await readApi<{ categories: CategoryNode[] }>(page, "/api/categories/tree");
  return [...categories].sort((a, b) => b.productCount - a.productCount)[0]!;
}

const cookieValue = async (page: Page, name: string) =>
  (await page.context().cookies()).find((cookie) => cookie.name === name)?.value ?? null;

/** The product page of the first stove search finds. */
async function firstStove(page: Page): Promise<ProductPage["product"]> {
  const { items } = await readApi<ProductListing>(page, "/api/search?q=stove");
  return (await readApi<ProductPage>(page, `/api/products/${items[0]!.slug}`)).product;
}

const sortSelect = (page: Page) => main(page).getByRole("combobox", { name: "Sort by" });

/** Runs the journey without JavaScript on a 375 px phone, then at 1280 px. */
async function atBothSizesWithoutJavaScript(journey: (page: Page, width: number) => Promise<void>) {
  for (const viewport of [viewports.phone, viewports.desktop]) {
    await withoutJavaScript(browser(), (page) => journey(page, viewport.width), { viewport });
  }
}

test(
  "the VAT switch posts the choice and comes back to the same page, prices ex VAT",
  async () => {
    await atBothSizesWithoutJavaScript(async (page, width) => {
      const department = await busiestDepartment(page);
      const path = `/category/${department.slug}?page=2`;
      expect((await page.goto(path))?.status()).toBe(200);
      expect(await isPressed(vatChoice(page, "INC"))).toBe(true);
      await vatChoice(page, "EX").click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
      expect(await cookieValue(page, "price_vat")).toBe("EX");
      expect(await isPressed(vatChoice(page, "EX"))).toBe(true);
      expect(await isPressed(vatChoice(page, "INC"))).toBe(false);
      const { items } = await readApi<ProductListing>(
        page,
        `/api/categories/${department.slug}/products?page=2`,
      );
      const firstCard = main(page).getByRole("list", { name: "Products" }).getByRole("listitem").first();
      expect(await firstCard.textContent()).toContain(
        new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(
          items[0]!.price.exVat / 100,
        ),
      );
      await screenshot(page, `no-js-vat-ex-${width}`);
    });
  },
  JOURNEY_TIMEOUT_MS,
);

test(
  "on a phone the menu opens as a list of department links and leads to a department",
  async () => {
    await withoutJavaScript(
      browser(),
      async (page) => {
        const { categories } = await readApi<{ categories: CategoryNode[] }>(page, "/api/categories/tree");
        expect((await page.goto("/"))?.status()).toBe(200);
        expect(await header(page).getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
        await header(page).locator("summary", { hasText: "Menu" }).click();
        const departments = header(page).getByRole("navigation", { name: "Departments" });
        await departments.waitFor();
        expect(await departments.getByRole("link").allTextContents()).toEqual(
          categories.map((category) => category.name),
        );
        await expectAccessibleWithoutScripts(page, "the home page without JavaScript at 375 px");
        await screenshot(page, "no-js-phone-menu-375");
        const first = categories[0]!;
        await departments.getByRole("link", { name: first.name }).click();
        await page.waitForURL((url) => url.pathname === `/category/${first.slug}`);
        expect(await main(page).getByRole("heading", { level: 1 }).textContent()).toBe(first.name);
      },
      phone,
    );
  },
  JOURNEY_TIMEOUT_MS,
);

test(
  "on a phone a new sort is submitted with the Sort button, the filters left folded",
  async () => {
    await withoutJavaScript(
      browser(),
      async (page) => {
        const department = await busiestDepartment(page);
        expect((await page.goto(`/category/${department.slug}`))?.status()).toBe(200);
        const filters = main(page).locator("details").filter({ hasText: "Filters" });
        expect(await filters.getAttribute("open")).toBeNull();
        await sortSelect(page).selectOption("price_asc");
        await main(page).getByRole("button", { name: "Sort", exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get("sort") === "price_asc");
        const { items } = await readApi<ProductListing>(
          page,
          `/api/categories/${department.slug}/products?sort=price_asc`,
        );
        const names = await main(page)
          .getByRole("list", { name: "Products" })
          .getByRole("listitem")
          .getByRole("heading")
          .allTextContents();
        expect(names.slice(0, 3)).toEqual(items.slice(0, 3).map((item) => item.name));
        expect(await sortSelect(page).inputValue()).toBe("price_asc");
        await expectAccessibleWithoutScripts(page, "a category sorted without JavaScript at 375 px");
        await screenshot(page, "no-js-sorted-375");
      },
      phone,
    );
  },
  JOURNEY_TIMEOUT_MS,
);

test(
  "with JavaScript on a phone a new sort applies as soon as it is chosen, with no button",
  async () => {
    await asShopper(
      browser(),
      async (page) => {
        const department = await busiestDepartment(page);
        await visit(page, `/category/${department.slug}`);
        expect(await main(page).getByRole("button", { name: "Sort", exact: true }).count()).toBe(0);
        await sortSelect(page).selectOption("name_asc");
        await page.waitForURL((url) => url.searchParams.get("sort") === "name_asc");
      },
      viewports.phone,
      { hasTouch: true, isMobile: true },
    );
  },
  JOURNEY_TIMEOUT_MS,
);

test(
  "a product's pictures are links to the full-size files",
  async () => {
    await atBothSizesWithoutJavaScript(async (page, width) => {
      const product = await firstStove(page);
      expect((await page.goto(`/product/${product.slug}`))?.status()).toBe(200);
      const links = main(page).getByRole("list", { name: "Full-size pictures" }).getByRole("link");
      expect(await links.count()).toBe(product.images.length);
      for (const [i, image] of product.images.entries()) {
        expect(await links.nth(i).textContent()).toBe(
          `Picture ${i + 1} of ${product.images.length}, full size`,
        );
        expect(await links.nth(i).getAttribute("href")).toBe(image.url);
      }
      await expectAccessibleWithoutScripts(page, `a product page without JavaScript at ${width} px`);
      await screenshot(page, `no-js-product-${width}`);
      await links.first().click();
      await page.waitForURL((url) => url.pathname === product.images[0]!.url);
      expect(await page.locator("svg").count()).toBeGreaterThan(0);
    });
  },
  JOURNEY_TIMEOUT_MS,
);

test(
  "a product's description, specifications and related products show without JavaScript (decision 190)",
  async () => {
    await withoutJavaScript(
      browser(),
      async (page) => {
        const product = await firstStove(page);
        const related = product.relations.related[0];
        expect(related, "the demo's first stove has related products").toBeDefined();
        expect((await page.goto(`/product/${product.slug}`))?.status()).toBe(200);
        for (const name of ["Description", "Specifications", "Related products"]) {
          const heading = main(page).getByRole("heading", { name, exact: true });
          await heading.scrollIntoViewIfNeeded();
          expect(await heading.isVisible(), `${name} is shown`).toBe(true);
        }
        const card = main(page).getByRole("link", { name: related!.name }).first();
        await card.scrollIntoViewIfNeeded();
        expect(await card.isVisible()).toBe(true);
      },
      phone,
    );
  },
  JOURNEY_TIMEOUT_MS,
);
