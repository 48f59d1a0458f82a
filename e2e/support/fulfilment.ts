/**
 * The store selector and fulfilment widgets as a shopper finds them (spec/2 §2), and the demo
 * data's places to search for: a branch's own postcode, and a postcode beyond every delivery radius.
 */
import type { Locator, Page } from "playwright-core";
import type { BranchList, FulfilmentState, NearbyBranches } from "@merchant/contract";
import { header, main } from "./frame.ts";
import { readApi } from "./shop.ts";

/** The header's store button: 'Choose a branch', or the chosen branch or delivery postcode. */
export const storeButton = (page: Page): Locator =>
  header(page).getByRole("link", { name: /^(Choose a branch|Your branch|Delivering to)/ });

/** The store button once it names the shopper's collection branch. */
export const headerBranch = (page: Page, name: string): Locator =>
  header(page).getByRole("link", {
    name: new RegExp(`^Your branch ${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} `),
  });

export const storeSelector = (page: Page): Locator =>
  page.getByRole("dialog", { name: "Choose Your Branch" });

export const fulfilmentTab = (page: Page, name: "Collection" | "Delivery"): Locator =>
  main(page).getByRole("tab", { name });

export const fulfilmentPanel = (page: Page): Locator => main(page).getByRole("tabpanel");

/** A postcode of the shop's own brand (BU on the test host) with branches delivering to it. */
export async function postcodeWithBranches(
  page: Page,
): Promise<{ postcode: string; nearby: NearbyBranches }> {
  const { branches } = await readApi<BranchList>(page, "/api/branches?brand=BU");
  for (const branch of branches) {
    const nearby = await readApi<NearbyBranches>(
      page,
      `/api/branches/nearby?near=${encodeURIComponent(branch.postcode)}&brand=BU`,
    );
    if (nearby.branches.length >= 2 && nearby.branches.some((found) => found.delivers))
      return { postcode: branch.postcode, nearby };
  }
  throw new Error("The demo data has no BU branch with another near it");
}

/** Remote places the shipped postcode table knows; the first no branch delivers to is used. */
const REMOTE_POSTCODES = ["ZE1 0AA", "KW1 4YT", "HS1 2AA", "TR18 4AA"];

export async function postcodeOutsideEveryRadius(page: Page): Promise<string> {
  for (const postcode of REMOTE_POSTCODES) {
    const nearby = await readApi<NearbyBranches>(
      page,
      `/api/branches/nearby?near=${encodeURIComponent(postcode)}`,
    );
    if (!nearby.branches.some((branch) => branch.delivers)) return postcode;
  }
  throw new Error("Every remote postcode is within some branch's delivery radius");
}

export const fulfilmentState = (page: Page) => readApi<FulfilmentState>(page, "/api/fulfilment");

/**
 * In the open store selector: searches the postcode (with `search`, the button for the wanted
 * fulfilment), which makes the nearest branch the shopper's when none was chosen, then closes it.
 */
export async function chooseNearestBranch(
  page: Page,
  postcode: string,
  search = "Click & Collect",
): Promise<void> {
  const selector = storeSelector(page);
  await selector.getByRole("textbox").fill(postcode);
  await selector.getByRole("button", { name: search, exact: true }).click();
  await selector.getByRole("table").getByText("Selected").waitFor();
  await page.keyboard.press("Escape");
  await selector.waitFor({ state: "hidden" });
}
