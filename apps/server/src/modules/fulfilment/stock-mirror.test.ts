/**
 * The stock mirror (issue 13; decision 194): it answers only what it has read, never a quantity
 * older than a change notice it has heard, and hands everything else to the database (undefined).
 */
import { describe, expect, it } from "vitest";
import {
  createStockMirror,
  SLICE_PRODUCTS,
  type StockColumns,
  type StockMirror,
  type StockMirrorSource,
} from "./stock-mirror.ts";

const REPORTED = Date.UTC(2026, 10, 30, 9, 15, 0, 250);

type Row = { branchId: number; productId: number; qty: number; reportedAt: number };

function columnsOf(rows: readonly Row[]): StockColumns {
  return {
    length: rows.length,
    productId: Int32Array.from(rows, (row) => row.productId),
    branchId: Int32Array.from(rows, (row) => row.branchId),
    qty: Int32Array.from(rows, (row) => row.qty),
    reportedAt: Float64Array.from(rows, (row) => row.reportedAt),
  };
}

/** A database of stock rows; reads can be held back to land when a test says. */
function fakeSource() {
  const rows = new Map<string, Row>();
  const centre = new Map<number, number>();
  const feeders = new Map<number, number | null>([
    [1, 3],
    [2, null],
    [3, null],
  ]);
  const reads: string[] = [];
  let held: { promise: Promise<void>; only: string | undefined } | undefined;
  const gate = async (kind: string) => {
    if (held && (held.only === undefined || held.only === kind)) await held.promise;
  };
  const centreRows = (ids?: readonly number[]) =>
    [...centre].filter(([id]) => !ids || ids.includes(id)).map(([productId, qty]) => ({ productId, qty }));
  const source: StockMirrorSource = {
    sliceLanes: 1,
    async feeders() {
      reads.push("feeders");
      return [...feeders].map(([branchId, feederId]) => ({ branchId, feederId }));
    },
    async lastProductId() {
      return Math.max(0, ...[...rows.values()].map((row) => row.productId));
    },
    async slice(from, to) {
      const snapshot = columnsOf(
        [...rows.values()].filter((row) => row.productId >= from && row.productId < to),
      );
      reads.push(`slice ${from}`);
      await gate("slice");
      return snapshot;
    },
    async central() {
      const snapshot = centreRows();
      reads.push("central");
      await gate("central");
      return snapshot;
    },
    async products(productIds) {
      const snapshot = {
        branches: columnsOf([...rows.values()].filter((row) => productIds.includes(row.productId))),
        central: centreRows(productIds),
      };
      reads.push(`products ${productIds.join(",")}`);
      await gate("products");
      return snapshot;
    },
  };
  return {
    source,
    reads,
    put(branchId: number, productId: number, qty: number, reportedAt = REPORTED) {
      rows.set(`${branchId}:${productId}`, { branchId, productId, qty, reportedAt });
    },
    remove(branchId: number, productId: number) {
      rows.delete(`${branchId}:${productId}`);
    },
    centre(productId: number, qty: number) {
      centre.set(productId, qty);
    },
    branch(branchId: number, feederId: number | null) {
      feeders.set(branchId, feederId);
    },
    /** Reads (or only those of one kind) wait from now until the returned function is called. */
    hold(only?: "slice" | "central" | "products"): () => void {
      let release!: () => void;
      const hold = { promise: new Promise<void>((resolve) => (release = resolve)), only };
      held = hold;
      return () => {
        if (held === hold) held = undefined;
        release();
      };
    },
  };
}

/** A mirror following its notices, read. */
async function mirrorOf(database: ReturnType<typeof fakeSource>) {
  const mirror = createStockMirror(database.source);
  const errors: unknown[] = [];
  mirror.follow((error) => errors.push(error));
  expect(mirror.read(7, 1)).toBeUndefined();
  await mirror.settled();
  return { mirror, errors };
}

describe("the stock mirror (decision 194)", () => {
  it("answers nothing while it does not follow the notices, and reads nothing", async () => {
    const database = fakeSource();
    database.put(1, 7, 5);
    const mirror = createStockMirror(database.source);
    expect(mirror.read(7, 1)).toBeUndefined();
    await mirror.settled();
    expect(mirror.read(7, 1)).toBeUndefined();
    expect(database.reads).toEqual([]);
  });

  it("reads nothing for notices heard before it is first read", async () => {
    const database = fakeSource();
    database.put(1, 7, 5);
    const mirror = createStockMirror(database.source);
    mirror.follow(() => undefined);
    mirror.noticed("7");
    await mirror.settled();
    mirror.noticed("*");
    await mirror.settled();
    expect(database.reads).toEqual([]);
    expect(mirror.read(7, 1)).toBeUndefined();
    await mirror.settled();
    expect(mirror.read(7, 1)).toMatchObject({ local: 5 });
  });

  it("reads every shelf once, a slice of products at a time, then answers from memory", async () => {
    const database = fakeSource();
    database.put(1, 7, 5);
    database.put(3, 7, 40, Number.NaN);
    database.put(2, SLICE_PRODUCTS + 9, 2);
    database.centre(7, 900);
    const { mirror, errors } = await mirrorOf(database);
    expect(database.reads).toEqual(["feeders", "slice 1", `slice ${SLICE_PRODUCTS + 1}`, "central"]);
    // Branch 1 is fed by branch 3.
    expect(mirror.read(7, 1)).toEqual({ local: 5, feeder: 40, central: 900, reportedAt: new Date(REPORTED) });
    expect(mirror.read(7, 3)).toEqual({ local: 40, feeder: 0, central: 900, reportedAt: null });
    expect(mirror.read(SLICE_PRODUCTS + 9, 2)).toMatchObject({ local: 2, feeder: 0, central: 0 });
    // A product with no row anywhere, and one past every shelf's end, has none.
    expect(mirror.read(8, 1)).toEqual({ local: 0, feeder: 0, central: 0, reportedAt: null });
    expect(mirror.read(1_000_000, 1)).toEqual({ local: 0, feeder: 0, central: 0, reportedAt: null });
    expect(database.reads).toHaveLength(4);
    expect(errors).toEqual([]);
  });

  it("reads each slice once when several are read at once", async () => {
    const database = fakeSource();
    const slices = 7;
    for (let k = 0; k < slices; k++) database.put(2, 1 + k * SLICE_PRODUCTS, k + 1);
    const mirror = createStockMirror({ ...database.source, sliceLanes: 3 });
    mirror.follow(() => undefined);
    mirror.read(1, 2);
    await mirror.settled();
    const sliceReads = database.reads.filter((read) => read.startsWith("slice"));
    expect(sliceReads.toSorted()).toEqual(
      Array.from({ length: slices }, (_, k) => `slice ${1 + k * SLICE_PRODUCTS}`).toSorted(),
    );
    for (let k = 0; k < slices; k++)
      expect(mirror.read(1 + k * SLICE_PRODUCTS, 2)).toMatchObject({ local: k + 1 });
  });

  it("leaves a branch it has not read to the database", async () => {
    const database = fakeSource();
    database.put(1, 7, 5);
    const { mirror } = await mirrorOf(database);
    expect(mirror.read(7, 99)).toBeUndefined();
  });

  it("a product named by a notice is the database's to answer until its rows are read again", async () => {
    const database = fakeSource();
    database.put(1, 7, 5);
    database.centre(7, 900);
    const { mirror } = await mirrorOf(database);
    database.put(1, 7, 2, REPORTED + 60_000);
    database.centre(7, 0);
    mirror.noticed("7,not-a-product,-3");
    expect(mirror.read(7, 1)).toBeUndefined();
    // Other products are still answered from memory.
    expect(mirror.read(8, 1)).toMatchObject({ local: 0 });
    await mirror.settled();
    expect(database.reads.at(-1)).toBe("products 7");
    expect(mirror.read(7, 1)).toEqual({
      local: 2,
      feeder: 0,
      central: 0,
      reportedAt: new Date(REPORTED + 60_000),
    });
  });

  it("a row deleted in the database is gone from memory once noticed", async () => {
    const database = fakeSource();
    database.put(1, 7, 5);
    database.put(3, 7, 6);
    const { mirror } = await mirrorOf(database);
    database.remove(1, 7);
    mirror.noticed("7");
    await mirror.settled();
    expect(mirror.read(7, 1)).toEqual({ local: 0, feeder: 6, central: 0, reportedAt: null });
  });

  it("a notice heard while the product's rows are read again waits for another read", async () => {
    const database = fakeSource();
    database.put(1, 7, 5);
    const { mirror } = await mirrorOf(database);
    database.put(1, 7, 4);
    mirror.noticed("7");
    const release = database.hold();
    const settled = mirror.settled();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The read under way saw 4; the stock changes again and its notice arrives before the read lands.
    database.put(1, 7, 3);
    mirror.noticed("7");
    release();
    await settled;
    await mirror.settled();
    expect(mirror.read(7, 1)).toMatchObject({ local: 3 });
  });

  it("a product noticed while the shelves are read is read again after them", async () => {
    const database = fakeSource();
    database.put(1, 7, 5);
    const mirror = createStockMirror(database.source);
    mirror.follow(() => undefined);
    const release = database.hold();
    expect(mirror.read(7, 1)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The slice was read with 5; the stock changes, noticed before the read lands.
    database.put(1, 7, 1);
    mirror.noticed("7");
    release();
    await mirror.settled();
    expect(mirror.read(7, 1)).toMatchObject({ local: 1 });
  });

  it("'*' and a lost listening connection drop everything and read it again at once", async () => {
    const database = fakeSource();
    database.put(1, 7, 5);
    const drops = [(m: StockMirror) => m.noticed("*"), (m: StockMirror) => m.resync()];
    for (const drop of drops) {
      const { mirror } = await mirrorOf(database);
      expect(mirror.read(7, 1)).toMatchObject({ local: 5 });
      database.put(1, 7, 9);
      database.branch(4, 2);
      database.put(4, 7, 1);
      drop(mirror);
      await mirror.settled();
      expect(mirror.read(7, 1)).toMatchObject({ local: 9 });
      // A branch opened since, and its feeder.
      expect(mirror.read(7, 4)).toMatchObject({ local: 1, feeder: 0 });
      database.put(1, 7, 5);
    }
  });

  for (const kind of ["slice", "central"] as const)
    it(`shelves being read (${kind}) when '*' arrives are dropped unfinished, since they may be older than the change`, async () => {
      const database = fakeSource();
      database.put(1, 7, 5);
      database.put(1, SLICE_PRODUCTS + 7, 5);
      const mirror = createStockMirror(database.source);
      mirror.follow(() => undefined);
      const release = database.hold(kind);
      mirror.read(7, 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      database.put(1, 7, 2);
      mirror.noticed("*");
      // The shelves are read again; nothing is answered from memory until they are.
      const releaseAgain = database.hold("slice");
      release();
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(mirror.read(7, 1)).toBeUndefined();
      releaseAgain();
      await mirror.settled();
      expect(mirror.read(7, 1)).toMatchObject({ local: 2 });
      const whole = ["feeders", "slice 1", `slice ${SLICE_PRODUCTS + 1}`, "central"];
      expect(database.reads).toEqual([...whole.slice(0, kind === "slice" ? 2 : 4), ...whole]);
    });

  it("stops answering from memory when stopped", async () => {
    const database = fakeSource();
    database.put(1, 7, 5);
    const { mirror } = await mirrorOf(database);
    await mirror.stop();
    expect(mirror.read(7, 1)).toBeUndefined();
    await mirror.settled();
    expect(mirror.read(7, 1)).toBeUndefined();
  });

  it("a failed read is reported, and the shelves are read again at the next page", async () => {
    const database = fakeSource();
    let failures = 1;
    const mirror = createStockMirror({
      ...database.source,
      async slice(from, to) {
        if (failures-- > 0) throw new Error("connection lost");
        return database.source.slice(from, to);
      },
    });
    database.put(1, 7, 5);
    const errors: unknown[] = [];
    mirror.follow((error) => errors.push(error));
    expect(mirror.read(7, 1)).toBeUndefined();
    await mirror.settled();
    expect(errors.map(String)).toEqual(["Error: connection lost"]);
    expect(mirror.read(7, 1)).toBeUndefined();
    await mirror.settled();
    expect(mirror.read(7, 1)).toMatchObject({ local: 5 });
  });
});
