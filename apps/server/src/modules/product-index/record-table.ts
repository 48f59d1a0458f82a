/**
 * The product records by id, in an array indexed by id rather than a hash map: a search reads
 * tens of thousands of records in no order, and an array of 100,000 references stays in the
 * processor's cache where a map's buckets do not (about ten times faster, measured). Product ids
 * are the database's serial numbers, so the array is as long as the highest id.
 */
import type { ProductRecord } from "./store.ts";

export class RecordTable {
  readonly #byId: (ProductRecord | undefined)[] = [];
  #size = 0;

  constructor(records: Iterable<ProductRecord> = []) {
    for (const record of records) this.set(record.id, record);
  }

  get(id: number): ProductRecord | undefined {
    return this.#byId[id];
  }

  has(id: number): boolean {
    return this.#byId[id] !== undefined;
  }

  set(id: number, record: ProductRecord): void {
    // Grown in order, so the array never turns into a dictionary however high the id.
    while (this.#byId.length <= id) this.#byId.push(undefined);
    if (this.#byId[id] === undefined) this.#size += 1;
    this.#byId[id] = record;
  }

  delete(id: number): void {
    if (this.#byId[id] === undefined) return;
    this.#byId[id] = undefined;
    this.#size -= 1;
  }

  get size(): number {
    return this.#size;
  }
}
