import { describe, expect, it } from "vitest";
import { RecordTable } from "./record-table.ts";
import type { ProductRecord } from "./store.ts";

const record = (id: number) => ({ id, name: `Product ${id}` }) as ProductRecord;

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
});
