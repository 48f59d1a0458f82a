/**
 * Issue 13: "On PostgreSQL a change made by one server process reaches every other process's index within
 * 2 seconds (LISTEN/NOTIFY); on PGlite, within the process." `Database.listen` on the three databases the
 * server runs on: PGlite in-process (the tests'), PGlite in its worker (a folder's), and PostgreSQL, where
 * another Database stands for another server process and the listening connection is cut and made again.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, databaseUrl, dropDatabase } from "../../test/postgres-admin.ts";
import { openDatabase, type Database } from "./client.ts";
import { NOTICES_APPLICATION_NAME } from "./postgres-notices.ts";

/** The promise made: a notice reaches the other processes within 2 seconds. */
const PROMISED_MS = 2_000;

/** Notices heard on a channel, and a way to wait for one. */
function heard() {
  const payloads: string[] = [];
  let resyncs = 0;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((wakeUp) => wakeUp());
  return {
    payloads,
    resyncs: () => resyncs,
    onNotice: (payload: string) => {
      payloads.push(payload);
      wake();
    },
    onResync: () => {
      resyncs += 1;
      wake();
    },
    /** Resolves when `done()` holds, or rejects after the promised time. */
    async until(done: () => boolean, withinMs = PROMISED_MS): Promise<void> {
      const deadline = Date.now() + withinMs;
      while (!done()) {
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`not heard within ${withinMs} ms (heard: ${JSON.stringify(payloads)})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}

/** A table whose trigger raises a notice for each row inserted, as the catalogue's triggers will. */
async function addNoticeTrigger(database: Database): Promise<void> {
  await database.rows(sql`create table notice_probe (label text not null)`);
  await database.rows(
    sql.raw(`create function notice_probe_changed() returns trigger language plpgsql as $$
    begin perform pg_notify('probe_changes', new.label); return new; end $$`),
  );
  await database.rows(sql`create trigger notice_probe_changed after insert on notice_probe
    for each row execute function notice_probe_changed()`);
}

type Kind = { name: string; open: () => Promise<Database> };
const pgliteKinds: Kind[] = [
  { name: "PGlite in-process", open: () => openDatabase({ dataDir: "memory://", migrate: false }) },
  {
    name: "PGlite in its worker",
    open: () => openDatabase({ dataDir: "memory://", migrate: false, pgliteWorker: true }),
  },
];

describe.each(pgliteKinds)("change notices on $name (issue 13)", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await addNoticeTrigger(database);
  });
  afterAll(() => database.close());

  it("hears a pg_notify within the promised time", async () => {
    const notices = heard();
    const unlisten = await database.listen("catalogue_changes", notices.onNotice);
    await database.rows(sql`select pg_notify('catalogue_changes', 'product 7')`);
    await notices.until(() => notices.payloads.includes("product 7"));
    await unlisten();
  });

  it("hears a trigger's notice from a committed transaction, and none from a rolled-back one", async () => {
    const notices = heard();
    const unlisten = await database.listen("probe_changes", notices.onNotice);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notice_probe values ('rolled back')`);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notice_probe values ('committed')`);
    });
    await notices.until(() => notices.payloads.includes("committed"));
    expect(notices.payloads).toEqual(["committed"]);
    await unlisten();
  });

  it("tells each listener of a channel, and stops telling one that unlistened", async () => {
    const first = heard();
    const second = heard();
    const unlistenFirst = await database.listen("stock_changes", first.onNotice);
    const unlistenSecond = await database.listen("stock_changes", second.onNotice);
    await database.rows(sql`select pg_notify('stock_changes', 'one')`);
    await first.until(() => first.payloads.includes("one"));
    await second.until(() => second.payloads.includes("one"));
    await unlistenFirst();
    await database.rows(sql`select pg_notify('stock_changes', 'two')`);
    await second.until(() => second.payloads.includes("two"));
    expect(first.payloads).toEqual(["one"]);
    await unlistenSecond();
  });

  it("lets a listener stop listening after the database was closed", async () => {
    const closing = await open();
    const unlisten = await closing.listen("catalogue_changes", () => undefined);
    await closing.close();
    await expect(unlisten()).resolves.toBeUndefined();
  });

  it("refuses a channel name that LISTEN and pg_notify would spell differently", async () => {
    await expect(database.listen("Catalogue", () => undefined)).rejects.toThrow(/lower-case SQL name/);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)("change notices on PostgreSQL, across server processes (issue 13)", () => {
  const name = `t_notices_${randomBytes(6).toString("hex")}`;
  let listening: Database;
  let other: Database;

  beforeAll(async () => {
    const server = serverUrl ?? "";
    await createDatabase(server, name);
    // Two Databases, two pools and two listening connections: two server processes, as far as PostgreSQL sees.
    listening = await openDatabase({
      databaseUrl: databaseUrl(server, name),
      dataDir: "memory://",
      migrate: false,
    });
    other = await openDatabase({
      databaseUrl: databaseUrl(server, name),
      dataDir: "memory://",
      migrate: false,
    });
    await addNoticeTrigger(other);
  });
  afterAll(async () => {
    await listening?.close();
    await other?.close();
    await dropDatabase(serverUrl ?? "", name);
  });

  it("hears another process's pg_notify, and its trigger's notice on commit, within the promised time", async () => {
    const notices = heard();
    const unlisten = await listening.listen("probe_changes", notices.onNotice);
    await other.rows(sql`select pg_notify('probe_changes', 'from the other process')`);
    await other.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notice_probe values ('inserted there')`);
    });
    await notices.until(() => notices.payloads.includes("inserted there"));
    expect(notices.payloads).toEqual(["from the other process", "inserted there"]);
    await unlisten();
  });

  it("makes a cut listening connection again, asks its listeners to resync, and hears again", async () => {
    const notices = heard();
    const unlisten = await listening.listen("catalogue_changes", notices.onNotice, notices.onResync);
    const [cut] = await other.rows<{ cut: number }>(
      sql`select count(pg_terminate_backend(pid))::int as cut from pg_stat_activity
          where datname = current_database() and application_name = ${NOTICES_APPLICATION_NAME}`,
    );
    expect(cut?.cut).toBe(1);
    await notices.until(() => notices.resyncs() === 1);
    await other.rows(sql`select pg_notify('catalogue_changes', 'after the cut')`);
    await notices.until(() => notices.payloads.includes("after the cut"));
    await unlisten();
  });
});
