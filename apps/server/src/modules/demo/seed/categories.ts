/**
 * Flattens the departments into the three-level category tree the database holds: ids in
 * navigation order, each category's path of ancestor ids (itself included), unique slugs, and
 * for every level-3 category the family its products are made from, with its bill-of-materials
 * and cross-sell categories resolved to ids.
 */
import type { Department, Family } from "./catalogue/index.ts";
import { slugify } from "./slug.ts";

export type SeedCategory = {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  level: 1 | 2 | 3;
  position: number;
  description: string;
  path: number[];
};

/** A level-3 category and what its products are made from. */
export type FamilyPlan = {
  categoryId: number;
  groupId: number;
  department: Department;
  family: Family;
  essentialCategoryIds: number[];
  crossSellCategoryIds: number[];
};

export type SeedCatalogue = { categories: SeedCategory[]; families: FamilyPlan[] };

export function buildCatalogue(departments: readonly Department[]): SeedCatalogue {
  const slugs = new Set<string>();
  const slug = (name: string): string => {
    const candidate = slugify(name);
    // Category names are written by hand, so a clash is a mistake to fix, not to number away.
    if (slugs.has(candidate)) throw new Error(`two categories share the slug "${candidate}"`);
    slugs.add(candidate);
    return candidate;
  };
  const categories: SeedCategory[] = [];
  const families: Omit<FamilyPlan, "essentialCategoryIds" | "crossSellCategoryIds">[] = [];
  const add = (
    name: string,
    description: string,
    level: 1 | 2 | 3,
    parent: SeedCategory | null,
    position: number,
  ) => {
    const id = categories.length + 1;
    const category: SeedCategory = {
      id,
      parentId: parent?.id ?? null,
      slug: slug(name),
      name,
      level,
      position,
      description,
      path: [...(parent?.path ?? []), id],
    };
    categories.push(category);
    return category;
  };

  departments.forEach((department, d) => {
    const top = add(department.name, department.description, 1, null, d);
    department.groups.forEach((group, g) => {
      const middle = add(group.name, group.description, 2, top, g);
      group.families.forEach((family, f) => {
        const leaf = add(family.name, family.description, 3, middle, f);
        families.push({ categoryId: leaf.id, groupId: middle.id, department, family });
      });
    });
  });

  const leafIds = new Map(families.map((plan) => [plan.family.name, plan.categoryId]));
  if (leafIds.size !== families.length) throw new Error("two level-3 categories share a name");
  const resolve = (from: Family, names: readonly string[] | undefined): number[] => {
    const ids = (names ?? []).map((name) => {
      const id = leafIds.get(name);
      if (id === undefined) throw new Error(`${from.name} refers to an unknown level-3 category "${name}"`);
      return id;
    });
    if (new Set(ids).size !== ids.length) throw new Error(`${from.name} names a category twice`);
    return ids;
  };
  return {
    categories,
    families: families.map((plan) => ({
      ...plan,
      essentialCategoryIds: resolve(plan.family, plan.family.essentials),
      crossSellCategoryIds: resolve(plan.family, plan.family.crossSell),
    })),
  };
}
