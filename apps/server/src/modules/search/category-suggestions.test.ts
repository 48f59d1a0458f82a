import { describe, expect, it } from "vitest";
import { buildCategoryIndex, type CategoryRow } from "../catalog/category-index.ts";
import { suggestCategories } from "./category-suggestions.ts";

const row = (id: number, parentId: number | null, name: string, path: number[]): CategoryRow => ({
  id,
  parentId,
  slug: name.toLowerCase().replaceAll(/[^a-z]+/g, "-"),
  name,
  level: path.length,
  position: 0,
  description: "",
  path,
});

const index = buildCategoryIndex(
  [
    row(1, null, "Timber & Sheet Materials", [1]),
    row(2, 1, "Sheet Materials", [1, 2]),
    row(3, 2, "Marine Ply", [1, 2, 3]),
    row(4, 1, "Treated Timber", [1, 4]),
    row(5, null, "Tools", [5]),
    row(6, 5, "Tile Cutters", [5, 6]),
  ],
  [
    { categoryId: 3, manufacturer: "A", count: 5, min: 1, max: 1 },
    { categoryId: 4, manufacturer: "A", count: 9, min: 1, max: 1 },
  ],
  [],
);

describe("categories suggested while typing", () => {
  it("match when every typed word begins a word of the name, with the path from the top", () => {
    expect(suggestCategories(index, "sheet mat", 4)).toEqual([
      {
        slug: "sheet-materials",
        name: "Sheet Materials",
        path: "Timber & Sheet Materials > Sheet Materials",
      },
      { slug: "timber-sheet-materials", name: "Timber & Sheet Materials", path: "Timber & Sheet Materials" },
    ]);
  });

  it("put a category named by the thing typed first (issue 13: its last word), then names that start with it", () => {
    expect(suggestCategories(index, "tim", 4).map((suggestion) => suggestion.name)).toEqual([
      "Treated Timber",
      "Timber & Sheet Materials",
    ]);
    expect(suggestCategories(index, "sheet", 4).map((suggestion) => suggestion.name)).toEqual([
      "Sheet Materials",
      "Timber & Sheet Materials",
    ]);
  });

  it("leave out empty categories and stop at the limit", () => {
    expect(suggestCategories(index, "ti", 4).map((suggestion) => suggestion.name)).not.toContain(
      "Tile Cutters",
    );
    expect(suggestCategories(index, "t", 1)).toHaveLength(1);
  });
});
