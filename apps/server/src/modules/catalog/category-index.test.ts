import { describe, expect, it } from "vitest";
import { ancestry, buildCategoryIndex, type CategoryRow } from "./category-index.ts";

const row = (
  id: number,
  parentId: number | null,
  name: string,
  path: number[],
  position = 0,
): CategoryRow => ({
  id,
  parentId,
  slug: name.toLowerCase().replaceAll(" ", "-"),
  name,
  level: path.length,
  position,
  description: "",
  path,
});

const rows = [
  row(1, null, "Timber", [1], 1),
  row(2, 1, "Softwood", [1, 2], 0),
  row(3, 2, "Treated", [1, 2, 3], 0),
  row(4, 2, "Planed", [1, 2, 4], 1),
  row(5, null, "Tools", [5], 0),
];

const index = buildCategoryIndex(
  rows,
  [
    { categoryId: 3, manufacturer: "Mill A", count: 4, min: 300, max: 900 },
    { categoryId: 4, manufacturer: "Mill A", count: 1, min: 100, max: 200 },
    { categoryId: 4, manufacturer: "Mill B", count: 2, min: 500, max: 5000 },
  ],
  [
    { categoryId: 3, productId: 30, popularity: 10, alt: "Treated plank" },
    { categoryId: 4, productId: 40, popularity: 80, alt: "Planed plank" },
  ],
);

describe("the category tree in memory", () => {
  it("orders siblings by position and nests children", () => {
    expect(index.roots.map((entry) => entry.name)).toEqual(["Tools", "Timber"]);
    expect(index.bySlug.get("softwood")!.children.map((entry) => entry.name)).toEqual(["Treated", "Planed"]);
  });

  it("counts every product below a category, and nothing for an empty one", () => {
    expect(index.bySlug.get("timber")!.productCount).toBe(7);
    expect(index.bySlug.get("planed")!.productCount).toBe(3);
    expect(index.bySlug.get("tools")!.productCount).toBe(0);
  });

  it("adds up each manufacturer's count and price range over the whole scope", () => {
    expect(Object.fromEntries(index.bySlug.get("timber")!.manufacturers)).toEqual({
      "Mill A": { count: 5, min: 100, max: 900 },
      "Mill B": { count: 2, min: 500, max: 5000 },
    });
  });

  it("scopes a category to itself and all its descendants", () => {
    expect(index.bySlug.get("timber")!.scopeIds.sort()).toEqual([1, 2, 3, 4]);
    expect(index.bySlug.get("treated")!.scopeIds).toEqual([3]);
  });

  it("pictures a category by the most popular product below it", () => {
    expect(index.bySlug.get("timber")!.picture).toEqual({
      productId: 40,
      popularity: 80,
      alt: "Planed plank",
    });
    expect(index.bySlug.get("tools")!.picture).toBeNull();
  });

  it("gives the ancestry from the top level down to the category itself", () => {
    expect(ancestry(index, index.bySlug.get("planed")!).map((entry) => entry.name)).toEqual([
      "Timber",
      "Softwood",
      "Planed",
    ]);
  });
});
