import { useMemo, useSyncExternalStore } from "react";
import type { CategoryNode } from "@merchant/contract";
import { answer, browserApi } from "~/lib/api.ts";

/**
 * A category as every page sends it for the navigation: levels 1 and 2 in full, level 3 left out
 * (`childrenToLoad` says a level 2 category has some). The level 3 links are most of the tree (about
 * 190 of 230 categories, three quarters of its bytes) and show only in an opened panel, so they are
 * read once the page is awake (decision 173), not carried in every page's HTML and hydration data.
 */
export type NavigationCategory = Omit<CategoryNode, "children"> & {
  children: NavigationCategory[];
  childrenToLoad?: true;
};

/** The tree without its third level, for the page's own data. */
export function shallowCategoryTree(categories: readonly CategoryNode[]): NavigationCategory[] {
  return categories.map(({ children, ...category }) => ({
    ...category,
    children: children.map(({ children: level3, ...child }) =>
      level3.length > 0 ? { ...child, children: [], childrenToLoad: true } : { ...child, children: [] },
    ),
  }));
}

/** Whether a category has links under it, shown or still to read. */
export const hasSubcategories = (category: NavigationCategory) =>
  category.children.length > 0 || category.childrenToLoad === true;

let wholeTree: CategoryNode[] | null = null;
let reading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Reads the whole tree once per page load; a failed read is tried again at the next call. */
export function loadWholeCategoryTree(): Promise<void> {
  reading ??= answer(browserApi.GET("/api/categories/tree")).then(
    ({ categories }) => {
      wholeTree = categories;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      reading = null;
      throw error;
    },
  );
  return reading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Fills in the level 3 categories of `categories` once the whole tree has been read. */
export function withLoadedSubcategories(
  categories: NavigationCategory[],
  whole: readonly CategoryNode[] | null,
): NavigationCategory[] {
  if (!whole) return categories;
  const byId = new Map(whole.flatMap((level1) => level1.children).map((level2) => [level2.id, level2]));
  return categories.map((level1) => ({
    ...level1,
    children: level1.children.map((level2) => (level2.childrenToLoad && byId.get(level2.id)) || level2),
  }));
}

/** The navigation's categories: as the page sent them, then whole once read. */
export function useNavigationCategories(categories: NavigationCategory[]): NavigationCategory[] {
  const whole = useSyncExternalStore(
    subscribe,
    () => wholeTree,
    () => null,
  );
  return useMemo(() => withLoadedSubcategories(categories, whole), [categories, whole]);
}
