import type { CategoryNode } from "@merchant/contract";

/** A category of the tree as the API sends it, its slug made from its name. */
export const categoryNode = (
  id: number,
  name: string,
  level: 1 | 2 | 3,
  children: CategoryNode[] = [],
): CategoryNode => ({
  id,
  slug: name.toLowerCase().replaceAll(" ", "-"),
  name,
  level,
  productCount: 10,
  imageUrl: null,
  children,
});
