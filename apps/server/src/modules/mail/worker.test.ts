/**
 * The outbox worker's loop against a real SMTP server: several workers polling one database send
 * each email once (two workers in this process on PGlite; with TEST_DATABASE_URL, two connection
 * pools on one PostgreSQL database, as two server processes would be), a queued email wakes a
 * worker at once, and stopping lets the send in flight finish.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { databaseUrl } from "../../../test/postgres-admin.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../../test/smtp-test-server.ts";
import { openTestDatabase } from "../../../test/test-database.ts";
import { smtpTransport, type MailTransport } from "../../adapters/email/index.ts";
import { openDatabase, type Database } from "../../db/client.ts";
import { queueEmail } from "./queue.ts";
import { createOutboxSender } from "./sender.ts";
import { createOutboxStore } from "./store.ts";
import { startOutboxWorker, type OutboxWorker } from "./worker.ts";

let smtp: TestSmtpServer;
let database: Database;
/** The same database through a second handle: a second pool on PostgreSQL, the same PGlite otherwise. */
let sameDatabase: Database;
let transport: MailTransport;
const workers: OutboxWorker[] = [];

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  database = await openTestDatabase();
  const templates = inject("testTemplates");
  if (templates.driver === "postgres") {
    const [{ name } = { name: "" }] = await database.rows<{ name: string }>(
      sql`select current_database() as name`,
    );
    sameDatabase = await openDatabase({
      databaseUrl: databaseUrl(templates.serverUrl, name),
      dataDir: "memory://",
      migrate: false,
    });
  } else {
    sameDatabase = database;
  }
  transport = smtpTransport(smtp.url, "Shop <no-reply@example.co.uk>");
});
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  transport.close();
  await smtp.close();
  if (sameDatabase !== database) await sameDatabase.close();
  await database.close();
});
beforeEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await database.rows(sql`delete from outbox_emails`);
  smtp.received.length = 0;
  smtp.delayData(0);
});

const start = (on: Database, pollMs: number) => {
  const worker = startOutboxWorker(on, transport, { pollMs });
  workers.push(worker);
  return worker;
};
const queue = (subject: string) =>
  queueEmail(database, { kind: "test", to: "builder@example.co.uk", subject, text: subject });
const unsent = async () =>
  (
    await database.rows<{ n: number }>(
      sql`select count(*)::int as n from outbox_emails where sent_at is null`,
    )
  )[0]?.n;
const subjects = () => smtp.received.map((mail) => mail.subject).sort();

describe("two workers polling one database", () => {
  it("send each email exactly once", async () => {
    const expected = Array.from({ length: 24 }, (_, n) => `Email ${String(n).padStart(2, "0")}`);
    for (const subject of expected) await queue(subject);
    start(database, 10);
    start(sameDatabase, 10);
    await vi.waitFor(async () => expect(await unsent()).toBe(0), { timeout: 15_000, interval: 50 });
    // Time for a second delivery, were one under way.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(subjects()).toEqual(expected);
    const rows = await database.rows<{ attempts: number }>(sql`select attempts from outbox_emails`);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  });

  it("racing for the same rows at the same moment, still send each once", async () => {
    const expected = Array.from({ length: 12 }, (_, n) => `Race ${String(n).padStart(2, "0")}`);
    for (const subject of expected) await queue(subject);
    const senders = [database, sameDatabase, database, sameDatabase].map((on) =>
      createOutboxSender(createOutboxStore(on), transport),
    );
    const tallies = await Promise.all(senders.map((sender) => sender.sendDue()));
    expect(tallies.reduce((total, tally) => total + tally.sent, 0)).toBe(expected.length);
    expect(subjects()).toEqual(expected);
  });
});

describe("a worker", () => {
  it("sends a newly queued email without waiting for its next poll", async () => {
    const worker = start(database, 60_000);
    // Let its first poll find nothing and go to sleep for a minute.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await queue("Straight away");
    await vi.waitFor(() => expect(subjects()).toEqual(["Straight away"]), { timeout: 5_000, interval: 20 });
    await worker.stop();
  });

  it("finishes the send in flight when stopped, records it, then polls no more", async () => {
    smtp.delayData(500);
    const worker = start(database, 20);
    const arriving = smtp.nextData();
    await queue("In flight");
    await arriving;
    await worker.stop();
    expect(subjects()).toEqual(["In flight"]);
    expect(await unsent()).toBe(0);

    await queue("After the stop");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(subjects()).toEqual(["In flight"]);
    expect(await unsent()).toBe(1);
  });

  it("keeps polling after the database fails it once", async () => {
    let failures = 0;
    const flaky: Database = {
      ...database,
      rows: async (query) => {
        if (failures++ === 0) throw new Error("connection terminated unexpectedly");
        return database.rows(query);
      },
    };
    await queue("After a hiccup");
    start(flaky, 20);
    await vi.waitFor(() => expect(subjects()).toEqual(["After a hiccup"]), { timeout: 5_000, interval: 20 });
    expect(failures).toBeGreaterThan(1);
  });
});
