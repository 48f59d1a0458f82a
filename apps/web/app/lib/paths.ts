/** Addresses of storefront pages, so every link to a category or product is written one way. */
export function categoryPath(category: { slug: string }): string {
  return `/category/${encodeURIComponent(category.slug)}`;
}

export function productPath(product: { slug: string }): string {
  return `/product/${encodeURIComponent(product.slug)}`;
}

/** spec/2 §2: the store finder, and a branch's page at /storefinder/store/{store-name-slug}-{id}. */
export const STORE_FINDER_PATH = "/storefinder";

export function branchPath(branch: { slug: string; id: number }): string {
  return `${STORE_FINDER_PATH}/store/${encodeURIComponent(branch.slug)}-${branch.id}`;
}
