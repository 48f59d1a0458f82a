/** The stock mirror's rows as the database sends them: one text, "product branch qty reported" by commas. */
import { describe, expect, it } from "vitest";
import { stockColumnsOf } from "./stock-mirror-store.ts";

describe("stockColumnsOf", () => {
  it("reads each row's product, branch, quantity and report time (none when empty)", () => {
    const rows = stockColumnsOf("12 3 40 1796040000123,7 11 -2 ,100000 64 0 0");
    expect(rows.length).toBe(3);
    expect([...rows.productId]).toEqual([12, 7, 100000]);
    expect([...rows.branchId]).toEqual([3, 11, 64]);
    expect([...rows.qty]).toEqual([40, -2, 0]);
    expect([...rows.reportedAt]).toEqual([1796040000123, Number.NaN, 0]);
  });

  it("reads no rows from nothing, and refuses text it cannot read", () => {
    expect(stockColumnsOf(null).length).toBe(0);
    expect(() => stockColumnsOf("12 3 x4 5")).toThrow(/unreadable/);
  });
});
