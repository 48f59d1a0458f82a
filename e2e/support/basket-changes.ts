/**
 * What a branch change does to a basket, and what goes with a product (spec/2 §2 upsell, §4
 * "Branch or postcode change and basket differences"): finding in the demo data a product one
 * branch supplies and another cannot, a product the other keeps on its shelf, and a product with
 * essential extras to offer. Each is looked for through the API, as a shopper's data would be.
 */
import type { Locator, Page } from "playwright-core";
import type { BasketDifferences, Essentials, ProductListing, StockCheck } from "@merchant/contract";
import { readApi } from "./shop.ts";

type Product = ProductListing["items"][number];

/** Searches broad enough to meet every kind of stock the demo data gives a branch. */
const SEARCHES = ["pipe", "board", "screws", "drain", "cement", "paint", "tile", "insulation"];

const stockAt = (page: Page, productId: number, branchId: number) =>
  readApi<StockCheck>(page, `/api/products/${productId}/stock?branchId=${branchId}`);

/**
 * Two products for a move from branch `from` to branch `to`: `lost`, which `from` can supply and
 * `to` cannot at all, and `kept`, which `to` holds on its own shelf (so only its price may change).
 * Null when the demo data has no such pair (a branch fed by the other gets all it stocks).
 */
export async function productsForAMove(
  page: Page,
  from: number,
  to: number,
): Promise<{ lost: Product; kept: Product } | null> {
  let lost: Product | undefined;
  let kept: Product | undefined;
  for (const query of SEARCHES) {
    const found = await readApi<ProductListing>(page, `/api/search?q=${query}&pageSize=48`);
    for (const product of found.items) {
      if (product.isTally) continue;
      const [here, there] = [await stockAt(page, product.id, from), await stockAt(page, product.id, to)];
      if (here.status === null || here.status === "unavailable") continue;
      if (!lost && there.status === "unavailable") lost = product;
      else if (!kept && there.status === "in_stock" && there.localStock >= 5) kept = product;
      if (lost && kept) return { lost, kept };
    }
  }
  return null;
}

/**
 * A move between two of the branches near a place (by their place in `branchIds`, nearest
 * first) that loses one product and keeps another, with those products.
 */
export async function aMoveThatLosesALine(page: Page, branchIds: readonly number[]) {
  const pairs = [
    [1, 0],
    [0, 1],
    [2, 0],
    [0, 2],
  ] as const;
  for (const [fromIndex, toIndex] of pairs) {
    const [from, to] = [branchIds[fromIndex], branchIds[toIndex]];
    if (from === undefined || to === undefined) continue;
    const products = await productsForAMove(page, from, to);
    if (products) return { fromIndex, toIndex, from, to, ...products };
  }
  throw new Error(`No move between branches ${branchIds.join(", ")} loses a line`);
}

export const readDifferences = (page: Page, branchId: number) =>
  readApi<BasketDifferences>(page, `/api/basket/differences?branchId=${branchId}`);

/** The 'Branch differences' dialog. */
export const differencesDialog = (page: Page): Locator =>
  page.getByRole("dialog", { name: "Branch differences" });

/** The upsell dialog. */
export const extrasDialog = (page: Page): Locator => page.getByRole("dialog", { name: "Essential extras" });

/**
 * A product the branch in force supplies, with essential extras it can supply too (a stove, with
 * its flue pipe and fire cement); answers the product and the first such extra.
 */
export async function productWithExtras(
  page: Page,
): Promise<{ product: Product; extra: Essentials["items"][number] }> {
  for (const query of ["stove", "boiler"]) {
    const found = await readApi<ProductListing>(page, `/api/search?q=${query}&pageSize=48`);
    for (const product of found.items) {
      const stock = await readApi<StockCheck>(page, `/api/products/${product.id}/stock`);
      if (stock.status === null || stock.status === "unavailable") continue;
      const { items } = await readApi<Essentials>(page, `/api/products/${product.id}/essentials`);
      const extra = items.find((item) => item.inStock);
      if (extra) return { product, extra };
    }
  }
  throw new Error("No product with essential extras the branch can supply");
}
