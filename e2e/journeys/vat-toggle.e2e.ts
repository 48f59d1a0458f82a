/**
 * Journey: the INC / EX VAT choice switches every price on the page and is kept in a cookie across
 * reloads and new pages (spec/1 §4 "VAT display INC or EX"; issue 2 §4 "Prices").
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { CategoryNode, Price, ProductDetail, ProductListing } from "@merchant/contract";
import { isPressed, main, vatChoice } from "../support/frame.ts";
import {
  expectAccessible,
  openShop,
  pounds,
  readApi,
  reloadPage,
  screenshotBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";

const browser = useBrowser();

/** Each product card of the listing: the product it links to and the first price it shows. */
async function listedPrices(page: Page): Promise<Map<string, string>> {
  const cards = main(page)
    .getByRole("listitem")
    .filter({ has: page.locator('a[href^="/product/"]') });
  const rows = await cards.evaluateAll((items) =>
    items.map((item) => {
      const href = item.querySelector('a[href^="/product/"]')?.getAttribute("href") ?? "";
      const price = /£[\d,]+\.\d{2}/.exec(item.textContent ?? "")?.[0] ?? "no price";
      return [href.replace(/^\/product\//, ""), price] as const;
    }),
  );
  return new Map(rows);
}

/** What each listed product should show under the given choice, from the API's pence. */
function expectedPrices(listed: Map<string, string>, api: Map<string, Price>, vat: "INC" | "EX") {
  return new Map(
    [...listed.keys()].map((slug) => {
      const price = api.get(slug);
      if (!price) throw new Error(`The page lists ${slug}, which the API's listing does not hold`);
      return [slug, pounds(vat === "INC" ? price.incVat : price.exVat)];
    }),
  );
}

test("switching to EX VAT changes every listed price and is kept after a reload and on a new page", async () => {
  const { context, page } = await openShop(browser());
  try {
    const { categories } = await readApi<{ categories: CategoryNode[] }>(page, "/api/categories/tree");
    const category = categories.find((candidate) => candidate.productCount > 0);
    if (!category) throw new Error("The demo data has no category with products");
    const listing = await readApi<ProductListing>(
      page,
      `/api/categories/${category.slug}/products?pageSize=96`,
    );
    const apiPrices = new Map(listing.items.map((item) => [item.slug, item.price]));
    // A rate of 0% would make INC and EX equal and this journey unable to fail.
    expect(listing.items.some((item) => item.price.exVat !== item.price.incVat)).toBe(true);

    await visit(page, `/category/${category.slug}`);
    const listed = await listedPrices(page);
    expect(listed.size, "products listed on the category page").toBeGreaterThan(0);
    expect(listed).toEqual(expectedPrices(listed, apiPrices, "INC"));
    expect(await isPressed(vatChoice(page, "INC")), "a new shopper sees INC VAT (decision 010)").toBe(true);

    await vatChoice(page, "EX").click();
    const exPrices = expectedPrices(listed, apiPrices, "EX");
    await expect.poll(() => listedPrices(page), { timeout: 5_000 }).toEqual(exPrices);
    expect(await isPressed(vatChoice(page, "EX"))).toBe(true);
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === "price_vat")?.value)
      .toBe("EX");
    await expectAccessible(page, `category ${category.slug} showing EX VAT`);
    await screenshotBothSizes(page, "vat-toggle-ex");

    // The server renders the kept choice: no INC prices flash before the page wakes up.
    const html = await (await page.request.get(`/category/${category.slug}`)).text();
    const [firstSlug, firstExPrice] = [...exPrices][0]!;
    expect(html, `server-rendered price of ${firstSlug}`).toContain(firstExPrice);

    await reloadPage(page);
    expect(await listedPrices(page)).toEqual(exPrices);
    expect(await isPressed(vatChoice(page, "EX"))).toBe(true);

    const newPage = await context.newPage();
    const { product } = await readApi<{ product: ProductDetail }>(newPage, `/api/products/${firstSlug}`);
    await visit(newPage, `/product/${firstSlug}`);
    await main(newPage).getByText(pounds(product.price.exVat)).first().waitFor();
    expect(await isPressed(vatChoice(newPage, "EX"))).toBe(true);
  } finally {
    await context.close();
  }
});
