/**
 * The product records by id, in an array indexed by id rather than a hash map: a search reads
 * tens of thousands of records in no order, and an array of 100,000 references stays in the
 * processor's cache where a map's buckets do not (about ten times faster, measured). Product ids
 * are the database's serial numbers, so the array is as long as the highest id.
 *
 * Beside the records, what a listing reads of every product it counts or orders (its maker, price,
 * popularity and stock) is kept in typed arrays by id (decision 184): a search's facets and order
 * read a few bytes a hit from arrays that stay in cache, not a record object each.
 */
import type { ManufacturerFigures, ManufacturerStat } from "./listing-request.ts";
import type { ProductRecord } from "./store.ts";

const NO_MAKER = -1;

export class RecordTable {
  readonly #byId: (ProductRecord | undefined)[] = [];
  #size = 0;
  /** By id: the record's makerId, NO_MAKER where there is no record. */
  #makers = new Int32Array(0);
  #prices = new Float64Array(0);
  #popularity = new Float64Array(0);
  #stocked = new Uint8Array(0);
  /** Each makerId's manufacturer. */
  readonly #makerNames: string[] = [];

  constructor(records: Iterable<ProductRecord> = []) {
    for (const record of records) this.set(record.id, record);
  }

  get(id: number): ProductRecord | undefined {
    return this.#byId[id];
  }

  /** Read from the makers' column: four bytes an id stay in cache where a reference to each record does not. */
  has(id: number): boolean {
    const maker = this.#makers[id];
    return maker !== undefined && maker !== NO_MAKER;
  }

  set(id: number, record: ProductRecord): void {
    // Grown in order, so the array never turns into a dictionary however high the id.
    while (this.#byId.length <= id) this.#byId.push(undefined);
    if (this.#byId[id] === undefined) this.#size += 1;
    this.#byId[id] = record;
    if (id >= this.#makers.length) this.#grow(id);
    this.#makers[id] = record.makerId;
    this.#prices[id] = record.priceExVat;
    this.#popularity[id] = record.popularity;
    this.#stocked[id] = record.inStock ? 1 : 0;
    this.#makerNames[record.makerId] ??= record.manufacturer;
  }

  delete(id: number): void {
    if (this.#byId[id] === undefined) return;
    this.#byId[id] = undefined;
    this.#makers[id] = NO_MAKER;
    this.#size -= 1;
  }

  get size(): number {
    return this.#size;
  }

  /** A product's price ex VAT, in pence, by id. */
  price(id: number): number {
    return this.#prices[id]!;
  }

  /** A product's popularity, by id. */
  popularity(id: number): number {
    return this.#popularity[id]!;
  }

  /** Whether a product has stock above zero in at least one branch, by id. */
  inStock(id: number): boolean {
    return this.#stocked[id] === 1;
  }

  /** A product's manufacturer, by id. */
  manufacturer(id: number): string {
    return this.#makerNames[this.#makers[id]!]!;
  }

  /**
   * Per manufacturer, in the order the ids first name them: how many of the ids' products `counts`
   * (all of them without it) and the price range of them all. Ids without a record are left out.
   */
  figures(ids: ArrayLike<number>, counts?: (id: number) => boolean): ManufacturerFigures {
    const makers = this.#makers;
    const prices = this.#prices;
    const stats: (ManufacturerStat | undefined)[] = new Array(this.#makerNames.length);
    const named: number[] = [];
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k]!;
      const maker = makers[id];
      if (maker === undefined || maker === NO_MAKER) continue;
      const price = prices[id]!;
      const counted = !counts || counts(id) ? 1 : 0;
      const stat = stats[maker];
      if (stat) {
        stat.count += counted;
        if (price < stat.min) stat.min = price;
        if (price > stat.max) stat.max = price;
      } else {
        stats[maker] = { count: counted, min: price, max: price };
        named.push(maker);
      }
    }
    const figures: ManufacturerFigures = new Map();
    for (const maker of named) figures.set(this.#makerNames[maker]!, stats[maker]!);
    return figures;
  }

  /** Room for `id`: the columns at least doubled, new places without a record. */
  #grow(id: number): void {
    const length = Math.max(id + 1, this.#makers.length * 2, 1024);
    const makers = new Int32Array(length).fill(NO_MAKER);
    makers.set(this.#makers);
    this.#makers = makers;
    this.#prices = grown(this.#prices, new Float64Array(length));
    this.#popularity = grown(this.#popularity, new Float64Array(length));
    this.#stocked = grown(this.#stocked, new Uint8Array(length));
  }
}

function grown<T extends Float64Array | Uint8Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
