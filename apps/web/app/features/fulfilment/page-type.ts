/**
 * spec/2 §2: which behaviours run depends on the page type, which the old site read from the body
 * class. Here the address says it.
 */
export type PageType =
  | "frontpage"
  | "productgroup"
  | "product"
  | "basket-default"
  | "checkout-main"
  | "storefinder"
  | "storefinder-store"
  | "other";

const PAGE_TYPES: readonly [RegExp, PageType][] = [
  [/^\/$/, "frontpage"],
  [/^\/category\/[^/]+\/?$/, "productgroup"],
  [/^\/product\/[^/]+\/?$/, "product"],
  [/^\/basket\/?$/, "basket-default"],
  [/^\/checkout\/?$/, "checkout-main"],
  [/^\/storefinder\/?$/, "storefinder"],
  [/^\/storefinder\/store\/[^/]+\/?$/, "storefinder-store"],
];

export function pageTypeOf(pathname: string): PageType {
  return PAGE_TYPES.find(([path]) => path.test(pathname))?.[1] ?? "other";
}
