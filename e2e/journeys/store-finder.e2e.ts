/**
 * Journey: the header's 'Choose branch' → the store finder with branches of every brand → a
 * search for a town → a branch's page with its opening times (issue 2 §4 "branches of every
 * brand stay findable"; spec/2 §2 store finder and store details; decision 075).
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { BranchDetail, BranchList } from "@merchant/contract";
import { header, main } from "../support/frame.ts";
import {
  expectAccessible,
  namedStartingWith,
  openShop,
  readApi,
  screenshotBothSizes,
  useBrowser,
  visit,
} from "../support/shop.ts";

const browser = useBrowser();

/** The branch names the result cards show, as the shopper reads them (in capitals). */
const shownBranchNames = (page: Page) =>
  main(page).getByRole("listitem").getByRole("heading", { level: 2 }).allInnerTexts();

/** A town with a branch, typed as a shopper would: its name in lower case. */
function townToSearch(all: BranchList): string {
  const branch = all.branches.find((candidate) => candidate.name.length >= 4);
  if (!branch) throw new Error("The demo data has no branch to search for");
  return branch.name.toLowerCase();
}

test("a shopper finds a branch of any brand by town and reads its opening times", async () => {
  const { context, page } = await openShop(browser());
  try {
    await visit(page, "/");
    await header(page).getByRole("link", { name: "Choose branch" }).click();
    await page.waitForURL("**/storefinder");
    await main(page).getByRole("heading", { level: 1, name: "Find a branch" }).waitFor();

    // Every brand's branches, not only the site's brand.
    const all = await readApi<BranchList>(page, "/api/branches");
    expect(new Set(all.branches.map((branch) => branch.brand.code)).size).toBeGreaterThan(1);
    expect(await shownBranchNames(page)).toEqual(all.branches.map((branch) => branch.name.toUpperCase()));
    const brandsShown = new Set(await main(page).getByRole("listitem").locator("header p").allInnerTexts());
    expect(brandsShown.size).toBeGreaterThan(1);
    await expectAccessible(page, "the store finder");
    await screenshotBothSizes(page, "store-finder-1-all");

    const town = townToSearch(all);
    await main(page).getByRole("searchbox", { name: "Town, postcode or branch code" }).fill(town);
    await main(page).getByRole("button", { name: "Find branches" }).click();
    await page.waitForURL(`**/storefinder?q=${encodeURIComponent(town)}`);
    const matching = await readApi<BranchList>(page, `/api/branches?q=${encodeURIComponent(town)}`);
    expect(matching.total).toBeGreaterThan(0);
    expect(matching.total).toBeLessThan(all.total);
    await expect
      .poll(() => shownBranchNames(page))
      .toEqual(matching.branches.map((b) => b.name.toUpperCase()));
    await main(page)
      .getByText(`${matching.total} ${matching.total === 1 ? "branch" : "branches"} matching`)
      .waitFor();
    await expectAccessible(page, `the store finder searched for ${town}`);
    await screenshotBothSizes(page, "store-finder-2-town");

    const chosen = matching.branches[0]!;
    await main(page)
      .getByRole("link", { name: namedStartingWith(`View details of ${chosen.fullName}`) })
      .click();
    await page.waitForURL(`**/storefinder/store/${chosen.slug}-${chosen.id}`);
    await main(page).getByRole("heading", { level: 1, name: chosen.fullName }).waitFor();

    const { branch } = await readApi<{ branch: BranchDetail }>(page, `/api/branches/${chosen.id}`);
    const hours = main(page).getByRole("table", { name: "Opening times" });
    const rows = await hours
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader") })
      .allInnerTexts();
    expect(rows.map((row) => row.replace(/\s+/g, " ").trim())).toEqual(
      branch.openingTimes.map(({ day, opens, closes }) =>
        opens && closes ? `${day} ${opens} – ${closes}` : `${day} Closed`,
      ),
    );
    expect(await main(page).getByRole("link", { name: branch.phone }).getAttribute("href")).toBe(
      `tel:${branch.phone.replace(/\s/g, "")}`,
    );
    await expectAccessible(page, `the page of ${branch.fullName}`);
    await screenshotBothSizes(page, "store-finder-3-branch");
  } finally {
    await context.close();
  }
});
