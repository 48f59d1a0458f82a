/**
 * The stock a product page shows, mirrored in memory (issue 13; decision 194): every branch's shelf
 * (each product's quantity and when the ERP reported it) and the distribution centre's, read from
 * the database in slices of products at a server's start (tests: at first use). A page is then
 * stocked without a query; checkout and the basket still read the database, the source of truth.
 *
 * Kept current by the database's 'stock_changes' notices (migration 0033), which name the products a
 * committed statement changed. A named product is answered from the database from the moment its
 * notice arrives until its rows have been read again after it, so the mirror never answers with a
 * quantity older than a notice it has heard. '*' (a whole feed, a new branch, a feeder changed) or a
 * lost listening connection drops everything and reads it all again, the database answering
 * meanwhile. Until then, and when the mirror does not follow the notices, `read` answers undefined
 * and the caller asks the database.
 */

import { idsNoticed } from "../../db/notice-listeners.ts";

/** Stock rows column by column; `reportedAt` in milliseconds since 1970, NaN for none. */
export type StockColumns = {
  length: number;
  productId: Int32Array;
  branchId: Int32Array;
  qty: Int32Array;
  reportedAt: Float64Array;
};

export type StockMirrorSource = {
  /** Every branch, with the branch that feeds it. */
  feeders(): Promise<{ branchId: number; feederId: number | null }[]>;
  /** The highest product id with stock at a branch (0 for none). */
  lastProductId(): Promise<number>;
  /** Every branch's rows for products from `from` up to, not including, `to`. */
  slice(from: number, to: number): Promise<StockColumns>;
  /** Slices read at once: more than one where the database has connections to spare. */
  sliceLanes: number;
  /** Every product's stock at the distribution centre. */
  central(): Promise<{ productId: number; qty: number }[]>;
  /** These products' rows at every branch, and at the centre. */
  products(
    productIds: readonly number[],
  ): Promise<{ branches: StockColumns; central: { productId: number; qty: number }[] }>;
};

/** A product's stock where a shopper's branch stands, as the mirror holds it. */
export type MirroredStock = { local: number; feeder: number; central: number; reportedAt: Date | null };

/** How long notices are gathered before the products they name are read again. */
const GATHER_MS = 20;
/** The most products read again in one query. */
const READ_AGAIN_MOST = 2_000;
/** Products read in one slice at the start: small enough that a page waits little behind one. */
export const SLICE_PRODUCTS = 4_000;

/** Quantities (and report times) by product id; an id past the end has none. */
class Shelf {
  qty: Int32Array;
  reportedAt: Float64Array;

  constructor(capacity: number) {
    this.qty = new Int32Array(capacity);
    this.reportedAt = new Float64Array(capacity).fill(Number.NaN);
  }

  quantity(productId: number): number {
    return productId < this.qty.length ? this.qty[productId]! : 0;
  }

  reported(productId: number): Date | null {
    const at = productId < this.qty.length ? this.reportedAt[productId]! : Number.NaN;
    return Number.isNaN(at) ? null : new Date(at);
  }

  set(productId: number, qty: number, reportedAt: number): void {
    if (productId >= this.qty.length) this.grow(productId + 1);
    this.qty[productId] = qty;
    this.reportedAt[productId] = reportedAt;
  }

  /** As if the product had no row here. */
  clear(productId: number): void {
    if (productId < this.qty.length) this.set(productId, 0, Number.NaN);
  }

  private grow(least: number): void {
    const capacity = Math.max(least, Math.ceil(this.qty.length * 1.25));
    const qty = new Int32Array(capacity);
    qty.set(this.qty);
    const reportedAt = new Float64Array(capacity).fill(Number.NaN);
    reportedAt.set(this.reportedAt);
    this.qty = qty;
    this.reportedAt = reportedAt;
  }
}

type Mirror = { feeders: Map<number, number | null>; shelves: Map<number, Shelf>; central: Shelf };

/** Files rows on their branches' shelves; a branch not seen before gets one. */
function shelve(mirror: Mirror, rows: StockColumns, capacity: number): void {
  for (let at = 0; at < rows.length; at++) {
    const branchId = rows.branchId[at]!;
    let shelf = mirror.shelves.get(branchId);
    if (!shelf) mirror.shelves.set(branchId, (shelf = new Shelf(capacity)));
    shelf.set(rows.productId[at]!, rows.qty[at]!, rows.reportedAt[at]!);
  }
}

export function createStockMirror(source: StockMirrorSource) {
  let following = false;
  let onError: (error: unknown) => void = () => undefined;
  /** Bumped when everything is dropped: a read begun before lands nowhere. */
  let epoch = 0;
  let mirror: Mirror | undefined;
  let building = false;
  /** Whether the mirror is held or being read: what a notice or a '*' has to keep fresh. */
  const holding = () => mirror !== undefined || building;
  /** How long the last whole read took. */
  let readMs = 0;
  /** Counts notices: each named product remembers the last that named it. */
  let noticeCount = 0;
  const unsettled = new Map<number, number>();
  /**
   * Reads go one at a time: the mirror never loads the database with more than one, and a notice
   * heard while the mirror is built is read again after it, for every shelf.
   */
  let reads: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const queue = (read: () => Promise<void>) => {
    reads = reads.then(read).catch((error: unknown) => onError(error));
  };

  function name(productIds: Iterable<number>): void {
    for (const id of productIds) unsettled.set(id, ++noticeCount);
    if (unsettled.size > 0) timer ??= setTimeout(readNamed, GATHER_MS);
  }

  function readNamed(): void {
    timer = undefined;
    queue(async () => {
      const since = noticeCount;
      const ids = [...unsettled.keys()].slice(0, READ_AGAIN_MOST);
      if (ids.length === 0) return;
      // Nothing else is read meanwhile; after '*' meanwhile, nothing is held and the rows land nowhere.
      const rows = await source.products(ids);
      if (mirror) {
        for (const shelf of mirror.shelves.values()) for (const id of ids) shelf.clear(id);
        shelve(mirror, rows.branches, 0);
        for (const id of ids) mirror.central.clear(id);
        for (const row of rows.central) mirror.central.set(row.productId, row.qty, Number.NaN);
      }
      for (const id of ids) if ((unsettled.get(id) ?? Infinity) <= since) unsettled.delete(id);
      if (unsettled.size > 0) timer ??= setTimeout(readNamed, GATHER_MS);
    });
  }

  /** Reads every shelf, a slice of products at a time in each lane, unless it is held or being read. */
  function build(): Promise<void> {
    if (!holding()) {
      building = true;
      queue(async () => {
        const startEpoch = epoch;
        const started = performance.now();
        try {
          const [feeders, last] = await Promise.all([source.feeders(), source.lastProductId()]);
          const capacity = last + 1;
          const built: Mirror = {
            feeders: new Map(feeders.map((branch) => [branch.branchId, branch.feederId])),
            shelves: new Map(feeders.map((branch) => [branch.branchId, new Shelf(capacity)])),
            central: new Shelf(capacity),
          };
          let next = 1;
          const lane = async () => {
            for (let from = next; from <= last && epoch === startEpoch; from = next) {
              next += SLICE_PRODUCTS;
              const slice = await source.slice(from, from + SLICE_PRODUCTS);
              if (epoch === startEpoch) shelve(built, slice, capacity);
            }
          };
          await Promise.all(Array.from({ length: Math.max(1, source.sliceLanes) }, lane));
          if (epoch !== startEpoch) return;
          const central = await source.central();
          if (epoch !== startEpoch) return;
          for (const row of central) built.central.set(row.productId, row.qty, Number.NaN);
          mirror = built;
          readMs = performance.now() - started;
        } finally {
          if (epoch === startEpoch) building = false;
        }
      });
    }
    return reads;
  }

  /** Everything dropped, and read again if it was held or being read (and the notices are followed). */
  function dropAll(): void {
    const held = holding();
    epoch += 1;
    mirror = undefined;
    building = false;
    unsettled.clear();
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (following && held) void build();
  }

  return {
    /** The product's stock at the branch, or undefined when the database must answer. */
    read(productId: number, branchId: number): MirroredStock | undefined {
      if (!following || unsettled.has(productId)) return undefined;
      if (!mirror) return void build();
      const own = mirror.shelves.get(branchId);
      const feederId = mirror.feeders.get(branchId);
      if (!own || feederId === undefined) return undefined;
      const fed = feederId === null ? undefined : mirror.shelves.get(feederId);
      return {
        local: own.quantity(productId),
        feeder: fed ? fed.quantity(productId) : 0,
        central: mirror.central.quantity(productId),
        reportedAt: own.reported(productId),
      };
    },

    /** A 'stock_changes' notice: product ids, comma-separated, or '*'. */
    noticed(payload: string): void {
      const ids = idsNoticed(payload);
      if (ids === "everything") return dropAll();
      // Nothing held or being read: the first read will be as fresh as the notice.
      if (holding()) name(ids);
    },

    /** Notices may have been lost (the listening connection was made again). */
    resync: dropAll,

    /** Answers from memory from now on (the notices are heard); a failed read is told to `reportError`. */
    follow(reportError: (error: unknown) => void): void {
      onError = reportError;
      following = true;
    },

    /** Reads every shelf now (a server's start) rather than at the first product page. */
    warm: build,

    /** What it holds (none while it is read), its size in bytes, and how long its last whole read took. */
    figures() {
      const shelves = mirror ? [...mirror.shelves.values(), mirror.central] : [];
      return {
        branches: mirror?.shelves.size ?? 0,
        bytes: shelves.reduce((sum, shelf) => sum + shelf.qty.byteLength + shelf.reportedAt.byteLength, 0),
        readMs,
      };
    },

    /** Answers nothing from memory again; a read under way finishes. */
    async stop(): Promise<void> {
      following = false;
      dropAll();
      await reads;
    },

    /** Resolves when every notice heard so far has been read, and the shelves if they are being read. */
    async settled(): Promise<void> {
      while (timer || building) {
        if (timer) {
          clearTimeout(timer);
          readNamed();
        }
        await reads;
      }
    },
  };
}

export type StockMirror = ReturnType<typeof createStockMirror>;
