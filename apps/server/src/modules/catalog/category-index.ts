/**
 * The category tree held in memory: every page reads it (navigation, breadcrumbs, listing
 * scopes), it has a few hundred nodes, and its counts and facets come from one grouped scan
 * of the products. Built here from plain rows so the shaping is testable without a database.
 */
import type { ManufacturerStat } from "../product-index/index.ts";

export type CategoryRow = {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  level: number;
  position: number;
  description: string;
  path: number[];
};

/** Active products of one category (not its descendants) by one manufacturer. */
export type ManufacturerStatRow = ManufacturerStat & { manufacturer: string; categoryId: number };

/** The most popular active product filed directly under a category, with its first picture's alt text. */
export type TopProductRow = { categoryId: number; productId: number; popularity: number; alt: string };

export type CategoryEntry = {
  id: number;
  slug: string;
  name: string;
  level: number;
  description: string;
  /** Ids from the root down to this category. */
  path: number[];
  children: CategoryEntry[];
  /** This category and every category below it. */
  scopeIds: number[];
  productCount: number;
  /** Keyed by manufacturer, over the whole scope. */
  manufacturers: Map<string, ManufacturerStat>;
  /** The picture that stands for the category: its most popular product's first. */
  picture: { productId: number; popularity: number; alt: string } | null;
};

export type CategoryIndex = {
  roots: CategoryEntry[];
  bySlug: Map<string, CategoryEntry>;
  byId: Map<number, CategoryEntry>;
};

export function buildCategoryIndex(
  rows: CategoryRow[],
  stats: ManufacturerStatRow[],
  tops: TopProductRow[],
): CategoryIndex {
  const ordered = [...rows].sort(
    (a, b) => a.position - b.position || a.name.localeCompare(b.name) || a.id - b.id,
  );
  const byId = new Map<number, CategoryEntry>();
  for (const row of ordered) {
    byId.set(row.id, {
      id: row.id,
      slug: row.slug,
      name: row.name,
      level: row.level,
      description: row.description,
      path: row.path,
      children: [],
      scopeIds: [],
      productCount: 0,
      manufacturers: new Map(),
      picture: null,
    });
  }

  const roots: CategoryEntry[] = [];
  for (const row of ordered) {
    const entry = byId.get(row.id)!;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    if (parent) parent.children.push(entry);
    else roots.push(entry);
  }

  const ownStats = groupBy(stats, (stat) => stat.categoryId);
  const ownTop = new Map(tops.map((top) => [top.categoryId, top]));
  for (const root of roots) rollUp(root, ownStats, ownTop);

  return { roots, bySlug: new Map([...byId.values()].map((entry) => [entry.slug, entry])), byId };
}

/** Sums a category's own products with its descendants', depth first. */
function rollUp(
  entry: CategoryEntry,
  ownStats: Map<number, ManufacturerStatRow[]>,
  ownTop: Map<number, TopProductRow>,
): void {
  entry.scopeIds.push(entry.id);
  for (const stat of ownStats.get(entry.id) ?? []) addStat(entry.manufacturers, stat.manufacturer, stat);
  const top = ownTop.get(entry.id);
  if (top) entry.picture = { productId: top.productId, popularity: top.popularity, alt: top.alt };

  for (const child of entry.children) {
    rollUp(child, ownStats, ownTop);
    entry.scopeIds.push(...child.scopeIds);
    for (const [manufacturer, stat] of child.manufacturers) addStat(entry.manufacturers, manufacturer, stat);
    if (child.picture && (!entry.picture || child.picture.popularity > entry.picture.popularity)) {
      entry.picture = child.picture;
    }
  }
  entry.productCount = [...entry.manufacturers.values()].reduce((sum, stat) => sum + stat.count, 0);
}

function addStat(into: Map<string, ManufacturerStat>, manufacturer: string, stat: ManufacturerStat): void {
  const known = into.get(manufacturer);
  into.set(
    manufacturer,
    known
      ? {
          count: known.count + stat.count,
          min: Math.min(known.min, stat.min),
          max: Math.max(known.max, stat.max),
        }
      : { count: stat.count, min: stat.min, max: stat.max },
  );
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Root first, down to and including the category. */
export function ancestry(index: CategoryIndex, category: CategoryEntry): CategoryEntry[] {
  return category.path.map((id) => index.byId.get(id)).filter((entry) => entry !== undefined);
}
