/**
 * Decision 197: PGlite's one session served to several connections (the server's own and, with
 * WORKERS, each process's) runs one connection's transaction or statement at a time, so none lands
 * inside another's transaction, and a connection that dies mid-transaction leaves nothing behind.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { serveSession, type SessionServer } from "./pglite-session-server.ts";
import { TransactionQueue } from "./transaction-queue.ts";

/** A protocol message: its type, its length, its body. */
function message(type: string, ...parts: Buffer[]): Uint8Array {
  const body = Buffer.concat(parts);
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
}
const text = (value: string) => Buffer.from(`${value}\0`);
const int16 = (value: number) => Buffer.from([value >> 8, value & 255]);
const parse = (query: string) => message("P", text(""), text(query), int16(0));
/** Bind the unnamed statement to the unnamed portal, no parameters, then Execute it. */
const bindAndExecute = () =>
  Buffer.concat([
    message("B", text(""), text(""), int16(0), int16(0), int16(0)),
    message("E", text(""), Buffer.alloc(4)),
  ]);
const SYNC = message("S");
/** The first column of the first DataRow in an answer, as text. */
function dataRowText(answer: Uint8Array): string | undefined {
  const bytes = Buffer.from(answer);
  for (let at = 0; at < bytes.length; at += 1 + bytes.readInt32BE(at + 1)) {
    if (bytes[at] !== 0x44) continue;
    const length = bytes.readInt32BE(at + 7);
    return bytes.subarray(at + 11, at + 11 + length).toString();
  }
  return undefined;
}

describe("PGlite's session served to several connections (decision 197)", () => {
  let folder: string;
  let db: PGlite;
  let server: SessionServer;
  const clients: pg.Client[] = [];

  const connect = async () => {
    const client = new pg.Client({
      host: folder,
      port: 5432,
      user: "postgres",
      database: "template1",
      ssl: false,
    });
    client.on("error", () => undefined);
    await client.connect();
    clients.push(client);
    return client;
  };
  const count = async (client: pg.Client) =>
    Number((await client.query<{ n: string }>("select count(*) as n from things")).rows[0]!.n);

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "session-server-"));
    db = await PGlite.create();
    await db.exec("create table things (id serial primary key, name text not null)");
    server = await serveSession(db, join(folder, ".s.PGSQL.5432"));
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.end().catch(() => undefined)));
    await db.exec("delete from things");
  });
  afterAll(async () => {
    await server.stop();
    await db.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("runs another connection's statement only after a transaction under way ends", async () => {
    const [writer, reader] = [await connect(), await connect()];
    await writer.query("begin");
    await writer.query("insert into things (name) values ('inside a transaction')");
    let answered = false;
    const read = count(reader).then((n) => ((answered = true), n));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Inside the writer's transaction it would have counted the row not yet committed.
    expect(answered).toBe(false);
    await writer.query("rollback");
    expect(await read).toBe(0);
  });

  it("keeps one connection's unnamed statement from another's until its Sync", async () => {
    const queue = new TransactionQueue(db);
    // The first connection parses its statement; the second sends a whole statement of its own before
    // the first binds and runs its one. Run in arrival order, the first would run the second's.
    const parsed = queue.enqueue(1, parse("select 2 as n"));
    const other = Promise.all(
      [parse("select 3 as n"), bindAndExecute(), SYNC].map((m) => queue.enqueue(2, m)),
    );
    await parsed;
    const ran = await queue.enqueue(1, bindAndExecute());
    await queue.enqueue(1, SYNC);
    await other;
    expect(dataRowText(ran)).toBe("2");
  });

  it("rolls back what a connection that died left open, and serves the others", async () => {
    const [doomed, other] = [await connect(), await connect()];
    await doomed.query("begin");
    await doomed.query("insert into things (name) values ('never committed')");
    const read = count(other);
    (doomed as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect(await read).toBe(0);
    expect(db.isInTransaction()).toBe(false);
  });

  it("keeps a connection's prepared statements when another connects", async () => {
    const first = await connect();
    const named = { name: "count_things", text: "select count(*) as n from things" };
    await first.query(named);
    await connect();
    expect((await first.query<{ n: string }>(named)).rows[0]!.n).toBe("0");
  });

  it("answers a failed statement with its error and the session stays usable", async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query("begin");
    await expect(a.query("select * from no_such_table")).rejects.toThrow(/no_such_table/);
    await a.query("rollback");
    expect(await count(b)).toBe(0);
  });
});
