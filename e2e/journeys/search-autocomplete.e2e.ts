/**
 * Journey: the header search suggests products and categories once more than 2 characters are
 * typed (spec/1 §5, §9), and a suggestion leads to its page (issue 2 §5).
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { Suggestions } from "@merchant/contract";
import { screenshot } from "../support/browser.ts";
import { main, searchBox, suggestions } from "../support/frame.ts";
import {
  expectAccessible,
  namedStartingWith,
  openShop,
  readApi,
  useBrowser,
  visit,
} from "../support/shop.ts";

const browser = useBrowser();

/** Longer than any sensible typing pause, so a suggestion that was going to come has come. */
const SETTLE_MS = 1_000;

/** Every `q` the page asked the autocomplete API for. */
function recordSuggestionQueries(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/search/autocomplete") asked.push(url.searchParams.get("q") ?? "");
  });
  return asked;
}

async function typeIntoSearch(page: Page, text: string): Promise<void> {
  await searchBox(page).pressSequentially(text, { delay: 80 });
}

/** Two characters are not enough; the third brings products and categories. */
async function openSuggestions(page: Page): Promise<Suggestions> {
  const asked = recordSuggestionQueries(page);
  await visit(page, "/");
  await typeIntoSearch(page, "ti");
  await page.waitForTimeout(SETTLE_MS);
  expect(await suggestions(page).isVisible(), "suggestions after 2 characters").toBe(false);
  expect(asked, "autocomplete requests after 2 characters").toEqual([]);

  await typeIntoSearch(page, "m");
  await suggestions(page).waitFor();
  expect(
    asked.every((q) => q.length > 2),
    `asked for ${JSON.stringify(asked)}`,
  ).toBe(true);
  const expected = await readApi<Suggestions>(page, "/api/search/autocomplete?q=tim");
  const [product] = expected.products;
  const [category] = expected.categories;
  if (!product || !category) throw new Error("The demo data suggests no product or no category for 'tim'");
  await suggestions(page)
    .getByRole("option", { name: namedStartingWith(product.name) })
    .first()
    .waitFor();
  await suggestions(page)
    .getByRole("option", { name: namedStartingWith(category.name) })
    .first()
    .waitFor();
  return expected;
}

test("arrow keys and Enter on a product suggestion open that product", async () => {
  const { context, page } = await openShop(browser());
  try {
    const { products } = await openSuggestions(page);
    await expectAccessible(page, "the home page with suggestions open");
    // At desktop width only: narrowing the window would fold the header search away mid-journey.
    await screenshot(page, "search-autocomplete-1-suggestions-1280");

    const wanted = products[0]!;
    const highlighted = suggestions(page).getByRole("option", { selected: true });
    let reached = false;
    for (let step = 0; step < 12 && !reached; step++) {
      await page.keyboard.press("ArrowDown");
      await highlighted.waitFor();
      reached = (await highlighted.innerText()).trim().startsWith(wanted.name);
    }
    expect(reached, `arrow keys highlight ${wanted.name}`).toBe(true);
    await page.keyboard.press("Enter");

    await page.waitForURL(`**/product/${wanted.slug}`);
    await main(page).getByRole("heading", { level: 1, name: wanted.name, exact: true }).waitFor();
    await expectAccessible(page, `product ${wanted.slug}`);
  } finally {
    await context.close();
  }
});

test("clicking a category suggestion opens that category", async () => {
  const { context, page } = await openShop(browser());
  try {
    const { categories } = await openSuggestions(page);
    const wanted = categories[0]!;
    await suggestions(page)
      .getByRole("option", { name: namedStartingWith(wanted.name) })
      .first()
      .click();
    await page.waitForURL(`**/category/${wanted.slug}`);
    await main(page).getByRole("heading", { level: 1, name: wanted.name, exact: true }).waitFor();
  } finally {
    await context.close();
  }
});
