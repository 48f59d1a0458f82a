/**
 * Journey: a misspelt search still finds its products (issue 2 §4: "timbr" or "plasterbord"),
 * and the results page says what it searched for instead.
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { SearchResults } from "@merchant/contract";
import { main, searchBox } from "../support/frame.ts";
import {
  expectAccessible,
  openShop,
  readApi,
  screenshotBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";

const browser = useBrowser();

/** The product pages the results link to, in the order listed, each once. */
async function listedProductSlugs(page: Page): Promise<string[]> {
  const hrefs = await main(page)
    .locator('a[href^="/product/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return [...new Set(hrefs.map((href) => href.replace(/^\/product\//, "").replace(/[?#].*$/, "")))];
}

async function searchFor(page: Page, typed: string): Promise<void> {
  await visit(page, "/");
  await searchBox(page).fill(typed);
  await searchBox(page).press("Enter");
  await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === typed);
  // React Router moves the address before React has drawn the new page: wait for the results
  // heading, or the previous page's product links would be read.
  await main(page)
    .getByRole("heading", { level: 1, name: new RegExp(`Results for\\W+${typed}`) })
    .waitFor();
}

test.each([
  { typed: "timbr", meant: "timber" },
  { typed: "plasterbord", meant: "plasterboard" },
])("searching '$typed' lists $meant products", async ({ typed, meant }) => {
  const { context, page } = await openShop(browser());
  try {
    await searchFor(page, typed);
    const results = await readApi<SearchResults>(page, `/api/search?q=${encodeURIComponent(typed)}`);
    const best = results.items[0];
    expect(best?.name, `the API's best match for '${typed}'`).toMatch(new RegExp(meant, "i"));

    await main(page).locator('a[href^="/product/"]').first().waitFor();
    expect(await listedProductSlugs(page)).toEqual(results.items.map((item) => item.slug));
    await main(page).getByRole("link", { name: best!.name, exact: true }).first().waitFor();

    // The API searched the corrected word, and a note under the heading tells the shopper which.
    expect({ query: results.query, correctedFrom: results.correctedFrom }).toEqual({
      query: meant,
      correctedFrom: typed,
    });
    await main(page)
      .getByText(new RegExp(`results for\\W+${meant}\\W*$`, "i"))
      .waitFor();

    await expectAccessible(page, `search results for '${typed}'`);
    await screenshotBothSizes(page, `search-misspelt-${typed}`);
  } finally {
    await context.close();
  }
});
