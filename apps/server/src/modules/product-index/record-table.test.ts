import { describe, expect, it } from "vitest";
import { RecordTable } from "./record-table.ts";
import type { ProductRecord } from "./store.ts";

const makers = ["Abbey", "Birch"];
const record = (id: number, maker = 0, price = 100, extra: Partial<ProductRecord> = {}) =>
  ({
    id,
    name: `Product ${id}`,
    makerId: maker,
    manufacturer: makers[maker]!,
    priceExVat: price,
    popularity: id,
    inStock: true,
    ...extra,
  }) as ProductRecord;

describe("the record table", () => {
  it("keeps records by id, counts them, and forgets a deleted one", () => {
    const table = new RecordTable([record(3), record(70_000)]);
    expect(table.get(3)?.name).toBe("Product 3");
    expect(table.has(70_000)).toBe(true);
    expect(table.get(4)).toBeUndefined();
    table.set(3, record(3));
    expect(table.size).toBe(2);
    table.delete(3);
    table.delete(3);
    expect(table.size).toBe(1);
    expect(table.has(3)).toBe(false);
    expect(table.get(70_000)?.id).toBe(70_000);
  });

  it("reads a product's price, popularity, stock and manufacturer by id, as its record was last set", () => {
    const table = new RecordTable([record(5, 1, 2_499, { popularity: 7, inStock: false }), record(2_000)]);
    expect([table.price(5), table.popularity(5), table.inStock(5), table.manufacturer(5)]).toEqual([
      2_499,
      7,
      false,
      "Birch",
    ]);
    table.set(5, record(5, 0, 1_999, { popularity: 9, inStock: true }));
    expect([table.price(5), table.popularity(5), table.inStock(5), table.manufacturer(5)]).toEqual([
      1_999,
      9,
      true,
      "Abbey",
    ]);
    expect(table.price(2_000)).toBe(100);
  });

  it("gives each manufacturer's count and price range, in the order the ids first name them", () => {
    const table = new RecordTable([
      record(1, 0, 500),
      record(2, 1, 300),
      record(3, 0, 200),
      record(4, 1, 900),
    ]);
    expect([...table.figures([2, 1, 3, 4])]).toEqual([
      ["Birch", { count: 2, min: 300, max: 900 }],
      ["Abbey", { count: 2, min: 200, max: 500 }],
    ]);
    // Only the products `counts` takes are counted; the price range still spans them all.
    expect([...table.figures([1, 2, 3, 4], (id) => table.price(id) < 400)]).toEqual([
      ["Abbey", { count: 1, min: 200, max: 500 }],
      ["Birch", { count: 1, min: 300, max: 900 }],
    ]);
  });

  it("leaves out of the figures an id it holds no record for, deleted or never set", () => {
    const table = new RecordTable([record(1, 0, 500), record(2, 1, 300)]);
    table.delete(2);
    expect([...table.figures([1, 2, 9, 123_456])]).toEqual([["Abbey", { count: 1, min: 500, max: 500 }]]);
  });
});
