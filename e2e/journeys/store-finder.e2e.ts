/**
 * Journey: the store finder by distance (spec/2 §2, §5, §8; docs/decisions/108). A shopper
 * searches a postcode, ticks a feature, saves a branch as theirs and opens another's page in a
 * new tab; an empty box and an unknown place say why; coming from another page, the saved-branch
 * dialog offers the way back; without JavaScript the ticks are sent by 'Apply filters'.
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { BranchList, FulfilmentState, NearbyBranches } from "@merchant/contract";
import { main } from "../support/frame.ts";
import {
  expectAccessible,
  namedStartingWith,
  openShop,
  readApi,
  screenshotBothSizes,
  useBrowser,
  visit,
  withoutJavaScript,
} from "../support/shop.ts";

const browser = useBrowser();

const postcodeBox = (page: Page) => main(page).getByRole("combobox", { name: "Postcode or town" });
const findButton = (page: Page) => main(page).getByRole("button", { name: "Find branches" });
const resultCards = (page: Page) =>
  main(page).getByRole("list", { name: "Branches, closest first" }).getByRole("article");
const shownNames = (page: Page) => resultCards(page).getByRole("heading", { level: 2 }).allInnerTexts();
const card = (page: Page, fullName: string) =>
  resultCards(page).filter({
    has: page.getByRole("link", { name: namedStartingWith(`View details of ${fullName}`) }),
  });
const saveButton = (page: Page, fullName: string) =>
  card(page, fullName).getByRole("button", { name: namedStartingWith("Save as my branch") });

/** A postcode of the demo data: where one of its branches stands. */
async function demoPostcode(page: Page): Promise<string> {
  const { branches } = await readApi<BranchList>(page, "/api/branches");
  const branch = branches[0];
  if (!branch) throw new Error("The demo data has no branch");
  return branch.postcode;
}

const nearby = (page: Page, query: string) => readApi<NearbyBranches>(page, `/api/branches/nearby?${query}`);

test("a shopper finds the branches nearest a postcode and ticks a feature", async () => {
  const { context, page } = await openShop(browser());
  try {
    await visit(page, "/storefinder");
    await main(page).getByRole("heading", { level: 1, name: "Find a branch" }).waitFor();
    await main(page).getByText("Enter your postcode or town, or use your location").waitFor();
    expect(await resultCards(page).count(), "branches before any search").toBe(0);
    expect(await findButton(page).isDisabled()).toBe(true);
    await expectAccessible(page, "the store finder before a search");
    await screenshotBothSizes(page, "store-finder-1-empty");

    const postcode = await demoPostcode(page);
    await postcodeBox(page).fill("I 1");
    expect(await findButton(page).isDisabled(), "2 non-space characters").toBe(true);
    await postcodeBox(page).fill(postcode.toLowerCase());
    await findButton(page).click();
    await page.waitForURL(`**/storefinder?near=${encodeURIComponent(postcode).replace(/%20/g, "+")}`);
    const all = await nearby(page, `near=${encodeURIComponent(postcode)}`);
    await expect.poll(() => shownNames(page)).toEqual(all.branches.map((b) => b.name.toUpperCase()));
    const distances = all.branches.map((b) => b.distanceMiles);
    expect(distances, "closest first").toEqual([...distances].sort((a, b) => a - b));
    const closest = all.branches[0]!;
    await card(page, closest.fullName)
      .getByText(`${closest.distanceMiles.toFixed(1)} miles`)
      .waitFor();
    expect(
      await card(page, closest.fullName).getByRole("link", { name: closest.phone }).getAttribute("href"),
    ).toBe(`tel:${closest.phone.replace(/[^\d+]/g, "")}`);
    await main(page)
      .getByRole("region", { name: `Map of the branches nearest ${all.origin.label}` })
      .waitFor();
    await expectAccessible(page, `the branches nearest ${postcode}`);
    await screenshotBothSizes(page, "store-finder-2-results");

    const feature = all.features.includes("Showroom") ? "Showroom" : all.features[0]!;
    await main(page).getByText("Filter by feature").click();
    await main(page).getByRole("checkbox", { name: feature, exact: true }).check();
    await page.waitForURL(/feature=/);
    expect(new URL(page.url()).searchParams.getAll("feature")).toEqual([feature]);
    const filtered = await nearby(
      page,
      `near=${encodeURIComponent(postcode)}&feature=${encodeURIComponent(feature)}`,
    );
    await expect.poll(() => shownNames(page)).toEqual(filtered.branches.map((b) => b.name.toUpperCase()));
    expect(filtered.branches.every((b) => b.features.includes(feature))).toBe(true);
    await expectAccessible(page, `the branches nearest ${postcode} with ${feature}`);
    await screenshotBothSizes(page, "store-finder-3-filter");
  } finally {
    await context.close();
  }
});

test("a shopper saves a branch as theirs, and the shop remembers it", async () => {
  const { context, page } = await openShop(browser());
  try {
    const postcode = await demoPostcode(page);
    await visit(page, `/storefinder?near=${encodeURIComponent(postcode)}`);
    const { branches } = await nearby(page, `near=${encodeURIComponent(postcode)}`);
    const chosen = branches.find((b) => b.basketEcommerceActive);
    if (!chosen) throw new Error("No branch near the demo postcode sells online");
    await saveButton(page, chosen.fullName).click();
    const saved = page.getByRole("dialog", { name: "Branch Set" });
    await saved.getByText(`${chosen.fullName} is now your branch.`).waitFor();
    // spec/2 §9: without a page to go back to, the pop-up closes itself after 3 s.
    await saved.waitFor({ state: "hidden" });
    await card(page, chosen.fullName).getByText("Your branch").waitFor();
    expect(await saveButton(page, chosen.fullName).count()).toBe(0);
    const fulfilment = await readApi<FulfilmentState>(page, "/api/fulfilment");
    expect(fulfilment.collectionBranch?.id).toBe(chosen.id);

    // The saved branch is the session's: a fresh page shows it too.
    await visit(page, page.url().replace(/^https?:\/\/[^/]+/, ""));
    await card(page, chosen.fullName).getByText("Your branch").waitFor();
    expect(await saveButton(page, chosen.fullName).count()).toBe(0);
  } finally {
    await context.close();
  }
});

test("an empty box and an unknown place say why, in the spec's words", async () => {
  const { context, page } = await openShop(browser());
  try {
    await visit(page, "/storefinder");
    await postcodeBox(page).press("Enter");
    await main(page)
      .getByRole("alert")
      .getByText("Please enter a valid postcode to find your local stores.")
      .waitFor();

    await postcodeBox(page).fill("Atlantis");
    await postcodeBox(page).press("Enter");
    await page.waitForURL("**/storefinder?near=Atlantis");
    await main(page)
      .getByText("We could not locate any stores from the location entered, please try again")
      .waitFor();
    await expectAccessible(page, "the store finder after an unknown place");
    await screenshotBothSizes(page, "store-finder-4-unknown-place");
  } finally {
    await context.close();
  }
});

test("'View details' opens the branch's page, with its map, in a new tab", async () => {
  const { context, page } = await openShop(browser());
  try {
    const postcode = await demoPostcode(page);
    await visit(page, `/storefinder?near=${encodeURIComponent(postcode)}`);
    const { branches } = await nearby(page, `near=${encodeURIComponent(postcode)}`);
    const branch = branches[1] ?? branches[0]!;
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      card(page, branch.fullName)
        .getByRole("link", { name: namedStartingWith("View details") })
        .click(),
    ]);
    await tab.waitForURL(`**/storefinder/store/${branch.slug}-${branch.id}`);
    await tab.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
    await main(tab).getByRole("heading", { level: 1, name: branch.fullName }).waitFor();
    await main(tab)
      .getByRole("region", { name: `Map of ${branch.fullName}` })
      .locator(".leaflet-marker-icon")
      .waitFor();
    expect(new URL(page.url()).pathname, "the results stay in the first tab").toBe("/storefinder");
    await expectAccessible(tab, `the page of ${branch.fullName}`);
    await screenshotBothSizes(tab, "store-finder-5-branch");
  } finally {
    await context.close();
  }
});

test("coming from another page, the saved-branch dialog waits and offers the way back", async () => {
  const { context, page } = await openShop(browser());
  try {
    const postcode = await demoPostcode(page);
    await visit(page, "/");
    // A link from another page of the shop (a full page load, so the browser sends the referrer).
    await page.evaluate(
      (href) => (window.location.href = href),
      `/storefinder?near=${encodeURIComponent(postcode)}`,
    );
    await page.waitForURL("**/storefinder?near=**");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
    const { branches } = await nearby(page, `near=${encodeURIComponent(postcode)}`);
    const chosen = branches.find((b) => b.basketEcommerceActive)!;
    await saveButton(page, chosen.fullName).click();
    const saved = page.getByRole("dialog", { name: "Branch Set" });
    await saved.getByRole("button", { name: "Stay on Page" }).waitFor();
    await page.waitForTimeout(3_500);
    expect(await saved.isVisible(), "the dialog after 3.5 s").toBe(true);
    await saved.getByRole("button", { name: "Previous Page" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  } finally {
    await context.close();
  }
});

test("without JavaScript, ticked features are sent by the filter's 'Apply filters'", () =>
  withoutJavaScript(browser(), async (page) => {
    const postcode = await demoPostcode(page);
    await page.goto(`/storefinder?near=${encodeURIComponent(postcode)}`);
    const all = await nearby(page, `near=${encodeURIComponent(postcode)}`);
    const feature = all.features.includes("Showroom") ? "Showroom" : all.features[0]!;
    await main(page).getByText("Filter by feature").click();
    await main(page).getByRole("checkbox", { name: feature, exact: true }).check();
    // A tick alone sends nothing without JavaScript: the filter's own button does.
    await main(page).getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/feature=/);
    expect(new URL(page.url()).searchParams.getAll("feature")).toEqual([feature]);
    const filtered = await nearby(
      page,
      `near=${encodeURIComponent(postcode)}&feature=${encodeURIComponent(feature)}`,
    );
    expect(await shownNames(page)).toEqual(filtered.branches.map((b) => b.name.toUpperCase()));
  }));
