import type { Suggestions, ProductSummary } from "@merchant/contract";
import { categoryPath, productPath } from "~/lib/paths.ts";

export type SuggestionOption =
  | { kind: "product"; key: string; href: string; product: ProductSummary }
  | { kind: "category"; key: string; href: string; name: string; path: string };

/** Products first, then categories, in one list the arrow keys walk through. */
export function suggestionOptions(suggestions: Suggestions | null): SuggestionOption[] {
  if (!suggestions) return [];
  return [
    ...suggestions.products.map((product) => ({
      kind: "product" as const,
      key: `product-${product.slug}`,
      href: productPath(product),
      product,
    })),
    ...suggestions.categories.map((category) => ({
      kind: "category" as const,
      key: `category-${category.slug}`,
      href: categoryPath(category),
      name: category.name,
      path: category.path,
    })),
  ];
}

/** The next highlighted row for an arrow key: wraps round, and -1 means none (the text box). */
export function moveHighlight(current: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return current + 1 >= count ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
