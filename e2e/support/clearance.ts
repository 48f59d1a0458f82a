/**
 * Clearance as a shopper finds it (spec/1 §2, §5, §8): the clearance page's items, the product
 * page's clearance section, their Qty fields and buttons, and the dialogs of a refused add.
 */
import type { Locator, Page } from "playwright-core";
import type { ClearanceItem, ClearanceList } from "@merchant/contract";
import { main } from "./frame.ts";
import { readApi } from "./shop.ts";

export const readClearance = (page: Page) => readApi<ClearanceList>(page, "/api/clearance");

/** The clearance page's list of its branch's items. */
export const clearanceList = (page: Page, branchName: string): Locator =>
  main(page).getByRole("list", { name: `Clearance at ${branchName}` });

/** The product page's clearance section, shown when the branch has the product on clearance. */
export const clearanceSection = (page: Page): Locator =>
  main(page).getByRole("region", { name: "Clearance" });

const named = (item: ClearanceItem) => `${item.product.name} (${item.note})`;

export const clearanceQuantity = (page: Page, item: ClearanceItem): Locator =>
  main(page).getByRole("textbox", { name: `Quantity of ${named(item)}`, exact: true });

export const clearanceAddButton = (page: Page, item: ClearanceItem): Locator =>
  main(page).getByRole("button", { name: `Add to basket: ${named(item)}`, exact: true });

export const quantityIssue = (page: Page): Locator => page.getByRole("dialog", { name: "Quantity Issue" });

export const basketReport = (page: Page): Locator => page.getByRole("dialog", { name: "Basket Report" });
