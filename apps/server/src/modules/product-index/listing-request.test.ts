import { describe, expect, it } from "vitest";
import { facetsAndTotal } from "./listing-request.ts";

const figures = new Map([
  ["Timberland Mills", { count: 2, min: 395, max: 1250 }],
  ["Forest Oak Co", { count: 1, min: 4599, max: 8999 }],
  ["Boardcraft", { count: 0, min: 3299, max: 3299 }],
]);

describe("facets and total of a listing", () => {
  it("counts every manufacturer when none is chosen, alphabetically, leaving out those with nothing to add", () => {
    expect(facetsAndTotal(figures, [])).toEqual({
      total: 3,
      facets: {
        manufacturers: [
          { name: "Forest Oak Co", count: 1 },
          { name: "Timberland Mills", count: 2 },
        ],
        // The range ignores the price filter, so Boardcraft's price still widens it.
        price: { min: 395, max: 8999 },
      },
    });
  });

  it("totals only the chosen manufacturers but still offers the others with their counts", () => {
    const { total, facets } = facetsAndTotal(figures, ["Forest Oak Co"]);
    expect(total).toBe(1);
    expect(facets.manufacturers.map((m) => m.name)).toEqual(["Forest Oak Co", "Timberland Mills"]);
    expect(facets.price).toEqual({ min: 4599, max: 8999 });
  });

  it("keeps a chosen manufacturer the listing no longer holds, with count 0, so it can be unticked", () => {
    const { total, facets } = facetsAndTotal(figures, ["Boardcraft", "Gone Ltd"]);
    expect(total).toBe(0);
    expect(facets.manufacturers).toEqual([
      { name: "Boardcraft", count: 0 },
      { name: "Forest Oak Co", count: 1 },
      { name: "Gone Ltd", count: 0 },
      { name: "Timberland Mills", count: 2 },
    ]);
  });

  it("gives a zero price range for an empty listing", () => {
    expect(facetsAndTotal(new Map(), [])).toEqual({
      total: 0,
      facets: { manufacturers: [], price: { min: 0, max: 0 } },
    });
  });
});
