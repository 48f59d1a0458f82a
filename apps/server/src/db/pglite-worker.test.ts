/**
 * Issue 13, "PGlite off the event loop": the embedded database of a folder runs in a worker thread, so a
 * slow query leaves the server's event loop free; migrations, transactions and the folder's files work
 * through it as in-process, and a worker that dies makes queries fail instead of hang
 * (docs/decisions/132-pglite-worker.md).
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { is, sql } from "drizzle-orm";
import { NodePgDatabase } from "drizzle-orm/node-postgres";
import { PgliteDatabase } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { openDatabase, type Database } from "./client.ts";
import { openPgliteInWorker } from "./pglite-worker.ts";

/** The longest the event loop went without running a 10 ms interval while `work` ran. */
async function largestEventLoopGap(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let largest = 0;
  const tick = () => {
    const now = performance.now();
    largest = Math.max(largest, now - last);
    last = now;
  };
  const timer = setInterval(tick, 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
    tick();
  }
  return largest;
}

/** The messages of a query's failure and its causes (drizzle wraps the driver's error), or "answered". */
async function failureOf(query: Promise<unknown>): Promise<string> {
  try {
    await query;
    return "answered";
  } catch (error) {
    const messages: string[] = [];
    for (let cause: unknown = error; cause instanceof Error; cause = cause.cause)
      messages.push(cause.message);
    return messages.join(" / ");
  }
}

const SLOW_QUERY_MS = 1_000;
const slowQuery = sql`select pg_sleep(${SLOW_QUERY_MS / 1000})`;

/** Sockets of this process's databases (pglite-worker.ts makes one folder per worker). */
function socketFolders(): string[] {
  return readdirSync(tmpdir()).filter((name) => name.startsWith(`merchant-pglite-${process.pid}-`));
}

describe("PGlite in a worker thread (issue 13)", () => {
  let parent: string;
  let folder: string;
  let database: Database;

  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), "merchant-h3-worker-"));
    folder = join(parent, "data");
    // A first start: built beside, migrated through the worker, put in place, opened again.
    database = await openDatabase({ dataDir: folder });
  });
  afterAll(async () => {
    await database.close();
    rmSync(parent, { recursive: true, force: true });
  });

  it("serves a folder from the worker, through node-postgres, and still says it is PGlite", async () => {
    expect(database.driver).toBe("pglite");
    expect(is(database.db, NodePgDatabase)).toBe(true);
    expect(socketFolders().length).toBeGreaterThan(0);
  });

  it("runs the migrations through the worker", async () => {
    const [journal] = await database.rows<{ applied: number }>(
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    );
    expect(journal?.applied).toBeGreaterThan(0);
    const [products] = await database.rows<{ present: boolean }>(
      sql`select to_regclass('public.products') is not null as present`,
    );
    expect(products?.present).toBe(true);
    // pg_trgm is loaded in the worker as in-process (the catalogue's search indexes need it).
    const [similar] = await database.rows<{ score: number }>(
      sql`select similarity('plywood', 'plywod') as score`,
    );
    expect(similar?.score).toBeGreaterThan(0.5);
  });

  it("keeps the event loop free during a slow query", async () => {
    const gap = await largestEventLoopGap(() => database.rows(slowQuery));
    expect(gap).toBeLessThan(SLOW_QUERY_MS / 3);
  });

  it("answers other queries' callers in turn: one connection, queued on the main thread", async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => database.rows<{ n: number }>(sql`select ${n}::int as n`)),
    );
    expect(answers.map((rows) => rows[0]?.n)).toEqual([1, 2, 3, 4, 5]);
  });

  it("rolls back a failed transaction and keeps a committed one", async () => {
    await database.rows(sql`create table worker_probe (label text not null)`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into worker_probe values ('rolled back')`);
        throw new Error("the work failed");
      }),
    ).rejects.toThrow("the work failed");
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_probe values ('kept')`);
    });
    const rows = await database.rows<{ label: string }>(sql`select label from worker_probe`);
    expect(rows).toEqual([{ label: "kept" }]);
  });

  it("keeps what was written when the folder is closed and opened again", async () => {
    await database.rows(sql`create table if not exists worker_probe (label text not null)`);
    await database.rows(sql`insert into worker_probe values ('before the close')`);
    await database.close();
    database = await openDatabase({ dataDir: folder });
    const rows = await database.rows<{ label: string }>(
      sql`select label from worker_probe where label = 'before the close'`,
    );
    expect(rows).toEqual([{ label: "before the close" }]);
  });
});

describe("PGlite in-process (the in-memory test databases)", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://", migrate: false });
  });
  afterAll(() => database.close());

  it("stays in-process unless asked for the worker", () => {
    expect(is(database.db, PgliteDatabase)).toBe(true);
  });

  // The counterpart of the worker's test above: without the worker the same query stalls the loop.
  it("blocks the event loop for the whole of a slow query", async () => {
    const gap = await largestEventLoopGap(() => database.rows(slowQuery));
    expect(gap).toBeGreaterThan(SLOW_QUERY_MS * 0.8);
  });
});

describe("a worker that dies, and the choice of thread (issue 13)", () => {
  it("fails the query it was running and every later one with a clear error, and closes", async () => {
    const { database, worker } = await openPgliteInWorker("memory://");
    const before = socketFolders().length;
    expect(await database.rows(sql`select 1::int as up`)).toEqual([{ up: 1 }]);
    const running = failureOf(database.rows(sql`select pg_sleep(30)`));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const startedAt = performance.now();
    await worker.terminate();
    expect(await running).toMatch(/Connection terminated/);
    expect(performance.now() - startedAt).toBeLessThan(5_000);
    expect(await failureOf(database.rows(sql`select 1`))).toMatch(
      /The embedded database stopped \(its worker thread ended: exit code 1\); restart the server/,
    );
    await database.close();
    expect(socketFolders().length).toBe(before - 1);
  });

  it("PGLITE_WORKER=false keeps a folder on the main thread", async () => {
    const parent = mkdtempSync(join(tmpdir(), "merchant-h3-in-process-"));
    const { pgliteWorker } = loadConfig({ PGLITE_WORKER: "false" });
    const database = await openDatabase({ dataDir: join(parent, "data"), migrate: false, pgliteWorker });
    try {
      expect(is(database.db, PgliteDatabase)).toBe(true);
    } finally {
      await database.close();
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it("a memory:// database runs in the worker when asked, and its close removes its socket", async () => {
    const before = socketFolders();
    const database = await openDatabase({ dataDir: "memory://", migrate: false, pgliteWorker: true });
    const added = socketFolders().filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(is(database.db, NodePgDatabase)).toBe(true);
    await database.close();
    expect(existsSync(join(tmpdir(), added[0] ?? ""))).toBe(false);
  });
});
