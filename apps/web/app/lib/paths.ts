/** Addresses of storefront pages, so every link to a category or product is written one way. */
export function categoryPath(category: { slug: string }): string {
  return `/category/${encodeURIComponent(category.slug)}`;
}

export function productPath(product: { slug: string }): string {
  return `/product/${encodeURIComponent(product.slug)}`;
}
