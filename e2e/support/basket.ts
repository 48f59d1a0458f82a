/**
 * The basket as a shopper finds it (spec/1 §2, spec/2 §2): the header's basket link and mini
 * basket, the product page's Qty field and button; and the API steps that set a journey up
 * quickly (a branch chosen, products the branch can supply, lines already in the basket).
 */
import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { Basket, ProductListing, Session, StockCheck } from "@merchant/contract";
import { header, main } from "./frame.ts";
import { postcodeWithBranches } from "./fulfilment.ts";
import { readApi } from "./shop.ts";

/** The header's basket: 'Basket, 3 items' once the page knows the basket. */
export const basketLink = (page: Page): Locator => header(page).getByRole("link", { name: /^Basket/ });

export const miniBasket = (page: Page): Locator => header(page).getByRole("region", { name: "Your Basket" });

export const quantityField = (page: Page): Locator =>
  main(page).getByRole("textbox", { name: "Qty", exact: true });

/** The product's own button: a clearance item's beside it is named after the item ('Add to basket: …'). */
export const addButton = (page: Page): Locator =>
  main(page).getByRole("button", { name: "Add to basket", exact: true });

/** The 'Your Basket' dialog: why nothing was added, or under 980 px that it was. */
export const basketDialog = (page: Page): Locator => page.getByRole("dialog", { name: "Your Basket" });

export const basketLines = (page: Page): Locator =>
  main(page).getByRole("list", { name: "Items in your basket" }).getByRole("listitem");

export const basketSummary = (page: Page): Locator => main(page).getByRole("region", { name: "Summary" });

export const readBasket = (page: Page) => readApi<Basket>(page, "/api/basket");

/** A state change as the shop's own pages send it: with the session's CSRF token. */
export async function send(page: Page, method: "POST" | "PUT" | "DELETE", path: string, data?: unknown) {
  const { csrfToken } = await readApi<Session>(page, "/api/session");
  return page.request.fetch(path, { method, data, headers: { "x-csrf-token": csrfToken } });
}

/**
 * Makes a branch with another near it the shopper's collection branch (`nth` 1: the other one);
 * answers its id.
 */
export async function collectFromABranch(page: Page, nth = 0): Promise<number> {
  const { nearby } = await postcodeWithBranches(page);
  const branch = nearby.branches[nth];
  if (!branch) throw new Error("No branch to collect from");
  const response = await send(page, "PUT", "/api/fulfilment/collection-branch", { branchId: branch.id });
  expect(response.status(), "choosing a collection branch").toBe(200);
  return branch.id;
}

type Product = ProductListing["items"][number];

/** `listing`: the API's listing to look in (a category's first page) instead of the search. */
type Wanted = { query?: string; tally?: boolean; branchId?: number; listing?: string };

/**
 * Products a branch can supply (an add needs stock somewhere it reaches, decision 111), found by
 * a search that lists plenty: sold by the piece unless `tally`; at the branch in force unless
 * `branchId` names another.
 */
export async function suppliedProducts(page: Page, count: number, wanted: Wanted = {}): Promise<Product[]> {
  const { query = "screws", tally = false, branchId } = wanted;
  const listing = wanted.listing ?? `/api/search?q=${encodeURIComponent(query)}&pageSize=48`;
  const found = await readApi<ProductListing>(page, listing);
  const supplied: Product[] = [];
  for (const product of found.items) {
    // A custom length (TIM/1.0/…) is not held to the saw-to-size maximum.
    if (product.isTally !== tally || product.partNumber.split("/")[1] === "1.0") continue;
    const at = branchId ? `?branchId=${branchId}` : "";
    const stock = await readApi<StockCheck>(page, `/api/products/${product.id}/stock${at}`);
    if (stock.status !== null && stock.status !== "unavailable") supplied.push(product);
    if (supplied.length === count) return supplied;
  }
  throw new Error(`Only ${supplied.length} of ${count} products of ${listing} can be supplied`);
}

/** Puts a product in the basket through the API, as a quick step before the journey proper. */
export async function addThroughApi(page: Page, productId: number, quantity: number): Promise<Basket> {
  const response = await send(page, "POST", "/api/basket/items", { items: [{ productId, quantity }] });
  expect(response.status(), `adding product ${productId}`).toBe(200);
  return ((await response.json()) as { basket: Basket }).basket;
}
