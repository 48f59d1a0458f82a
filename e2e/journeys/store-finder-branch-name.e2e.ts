/**
 * Journey: the store finder's branch-name search (spec/1 §4, §5, §8, §9) with the keyboard only: a
 * misspelt name offers 'did you mean' names, picking one searches again, and Enter on a branch
 * opens its page (docs/decisions/108).
 */
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import type { BranchList, BranchNameSearch } from "@merchant/contract";
import { screenshot } from "../support/browser.ts";
import { main } from "../support/frame.ts";
import { expectAccessible, openShop, readApi, useBrowser, visit } from "../support/shop.ts";

const browser = useBrowser();

const nameBox = (page: Page) => main(page).getByRole("combobox", { name: "Find a branch by name" });
const branchList = (page: Page) => main(page).getByRole("listbox", { name: "Branches by name" });

/** Once the list has slid fully open (spec/1 §9: 500 ms), for its picture. */
const listOpened = (page: Page) =>
  branchList(page).evaluate((list) => Promise.all(list.getAnimations().map((slide) => slide.finished)));

/** Walks down the list until the row named `text` is highlighted, then picks it with Enter. */
async function pickWithKeyboard(page: Page, text: string): Promise<void> {
  const highlighted = branchList(page).getByRole("option", { selected: true });
  for (let step = 0; step < 10; step++) {
    await page.keyboard.press("ArrowDown");
    const id = await nameBox(page).getAttribute("aria-activedescendant");
    expect(id, "the box points at the highlighted row").toBe(await highlighted.getAttribute("id"));
    if ((await highlighted.innerText()).includes(text)) {
      await page.keyboard.press("Enter");
      return;
    }
  }
  throw new Error(`No row reads ${text}`);
}

test("a misspelt branch name offers 'did you mean', and Enter on the branch opens its page", async () => {
  const { context, page } = await openShop(browser());
  try {
    const { branches } = await readApi<BranchList>(page, "/api/branches");
    const branch = branches.find((candidate) => candidate.name.length >= 6);
    if (!branch) throw new Error("The demo data has no branch with a long enough name");
    // One letter dropped from the middle: close enough for the search to know what was meant.
    const misspelt = branch.name.slice(0, 3) + branch.name.slice(4);
    const answer = await readApi<BranchNameSearch>(
      page,
      `/api/branches/name-search?q=${encodeURIComponent(misspelt)}`,
    );
    expect(answer.suggestions, `suggestions for ${misspelt}`).toContain(branch.name);

    await visit(page, "/storefinder");
    await nameBox(page).focus();
    await page.keyboard.type("Ip", { delay: 50 });
    await main(page).getByText("Please enter at least 3 characters to search our stores.").waitFor();
    await page.keyboard.press("Control+A");
    await page.keyboard.type(misspelt, { delay: 50 });
    await branchList(page).getByRole("group", { name: "did you mean" }).waitFor();
    await expectAccessible(page, "the store finder with 'did you mean' names");
    await listOpened(page);
    await screenshot(page, "store-finder-branch-name-1-did-you-mean-1280");

    await pickWithKeyboard(page, branch.name);
    await expect.poll(() => nameBox(page).inputValue()).toBe(branch.name);
    await branchList(page).getByRole("group", { name: "Branches" }).waitFor();
    await listOpened(page);
    await screenshot(page, "store-finder-branch-name-2-results-1280");

    await pickWithKeyboard(page, branch.fullName);
    // By its id, then redirected to its full address; the branch page's code loads on the way.
    await page.waitForURL(`**/storefinder/store/${branch.slug}-${branch.id}`, { timeout: 30_000 });
    await main(page).getByRole("heading", { level: 1, name: branch.fullName }).waitFor();
  } finally {
    await context.close();
  }
});
