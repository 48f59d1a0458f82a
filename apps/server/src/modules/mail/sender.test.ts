/**
 * Sending the outbox through a real SMTP server (smtp-server on 127.0.0.1): what arrives, what
 * the row records, and how a refusal is retried, on the clock the test moves.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { recipientOf, startTestSmtpServer, type TestSmtpServer } from "../../../test/smtp-test-server.ts";
import { openTestDatabase } from "../../../test/test-database.ts";
import { smtpTransport, type MailTransport } from "../../adapters/email/index.ts";
import type { Database } from "../../db/client.ts";
import { queueEmail, type OutgoingEmail } from "./queue.ts";
import {
  createOutboxSender,
  describeFailure,
  LEASE_MS,
  MAX_ATTEMPTS,
  RETENTION_MS,
  retryDelayMs,
} from "./sender.ts";
import { outboxStatus } from "./service.ts";
import { createOutboxStore } from "./store.ts";

const MINUTE = 60_000;
const FROM = "Shop <no-reply@example.co.uk>";

let smtp: TestSmtpServer;
let database: Database;
let transport: MailTransport;
let now: Date;
const clock = () => now;
const later = (ms: number) => (now = new Date(now.getTime() + ms));

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  database = await openTestDatabase();
  transport = smtpTransport(smtp.url, FROM);
});
afterAll(async () => {
  transport.close();
  await smtp.close();
  await database.close();
});
beforeEach(async () => {
  await database.rows(sql`delete from outbox_emails`);
  smtp.received.length = 0;
  smtp.refuseRecipients(false);
  // A little ahead of the database's clock, which stamped the rows due.
  now = new Date(Date.now() + 1_000);
});

const request: OutgoingEmail = {
  kind: "branch-request",
  to: "builder@example.co.uk",
  replyTo: "ipswich@example.co.uk",
  subject: "We have your request",
  text: "Thank you: the Ipswich branch will call you today.",
  html: "<p>Thank you: the Ipswich branch will call you today.</p>",
};

type Row = {
  id: number;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  sentAt: Date | null;
};
async function row(id: number): Promise<Row> {
  const [found] = await database.rows<Row>(sql`select id, attempts, last_error as "lastError",
    next_attempt_at as "nextAttemptAt", sent_at as "sentAt" from outbox_emails where id = ${id}`);
  if (!found) throw new Error(`no outbox row ${id}`);
  // PGlite gives timestamps as text, node-postgres as Dates.
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return { ...found, nextAttemptAt: date(found.nextAttemptAt)!, sentAt: date(found.sentAt) };
}

const sender = (options: { maxAttempts?: number } = {}) =>
  createOutboxSender(createOutboxStore(database), transport, { clock, ...options });

describe("sending a queued email", () => {
  it("delivers it once with its recipient, subject, bodies and reply-to, from the shop, and marks it sent", async () => {
    const id = await queueEmail(database, request);
    expect(await sender().sendDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(recipientOf(mail!)).toBe("builder@example.co.uk");
    expect(mail!.subject).toBe("We have your request");
    expect(mail!.text?.trim()).toBe("Thank you: the Ipswich branch will call you today.");
    expect(mail!.html).toContain("<p>Thank you: the Ipswich branch will call you today.</p>");
    expect(mail!.from?.value[0]).toMatchObject({ name: "Shop", address: "no-reply@example.co.uk" });
    expect(mail!.replyTo?.value[0]?.address).toBe("ipswich@example.co.uk");
    expect(mail!.messageId).toMatch(new RegExp(`^<outbox-${id}-\\d+@example\\.co\\.uk>$`));

    expect(await row(id)).toMatchObject({ attempts: 1, lastError: null, sentAt: now });
    // Sent is sent: a later poll leaves it alone.
    later(10 * MINUTE);
    expect(await sender().sendDue()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("sends what is due, oldest first, and leaves mail whose time has not come", async () => {
    const first = await queueEmail(database, { ...request, subject: "First" });
    const second = await queueEmail(database, { ...request, subject: "Second" });
    await database.rows(sql`update outbox_emails set next_attempt_at = ${new Date(now.getTime() + MINUTE).toISOString()}::timestamptz
      where id = ${second}`);
    expect(await sender().sendDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((mail) => mail.subject)).toEqual(["First"]);
    expect((await row(first)).sentAt).not.toBeNull();
    expect((await row(second)).sentAt).toBeNull();
  });
});

describe("a mail server that refuses", () => {
  it("counts the attempt, keeps a short error without the address, and tries again a minute later", async () => {
    const id = await queueEmail(database, request);
    smtp.refuseRecipients(true);
    expect(await sender().sendNext()).toBe("failed");
    expect(smtp.received).toHaveLength(0);

    const failed = await row(id);
    expect(failed.attempts).toBe(1);
    expect(failed.sentAt).toBeNull();
    expect(failed.lastError).toMatch(/552/);
    expect(failed.lastError).toContain("[email]");
    expect(failed.lastError).not.toContain("builder@");
    expect(failed.nextAttemptAt.getTime()).toBe(now.getTime() + MINUTE);

    // Not before its time, even when the server would take it.
    smtp.refuseRecipients(false);
    later(MINUTE - 1_000);
    expect(await sender().sendNext()).toBe("none");

    later(1_000);
    expect(await sender().sendNext()).toBe("sent");
    expect(smtp.received).toHaveLength(1);
    expect(recipientOf(smtp.received[0]!)).toBe("builder@example.co.uk");
    expect(await row(id)).toMatchObject({ attempts: 2, lastError: null, sentAt: now });
  });

  it("treats a server that is not there the same way", async () => {
    const gone = await startTestSmtpServer();
    await gone.close();
    const nowhere = smtpTransport(gone.url, FROM);
    const id = await queueEmail(database, request);
    const outcome = await createOutboxSender(createOutboxStore(database), nowhere, { clock }).sendNext();
    nowhere.close();
    expect(outcome).toBe("failed");
    expect(await row(id)).toMatchObject({
      attempts: 1,
      sentAt: null,
      lastError: expect.stringMatching(/ECONNREFUSED|ECONNECTION/),
    });
  });

  it("waits twice as long after each failure, and gives up after the last attempt", async () => {
    const id = await queueEmail(database, request);
    smtp.refuseRecipients(true);
    const outbox = sender({ maxAttempts: 3 });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await outbox.sendNext()).toBe("failed");
      const { nextAttemptAt } = await row(id);
      waits.push(nextAttemptAt.getTime() - now.getTime());
      now = nextAttemptAt;
    }
    expect(waits).toEqual([MINUTE, 2 * MINUTE, 4 * MINUTE]);
    smtp.refuseRecipients(false);
    later(24 * 60 * MINUTE);
    expect(await outbox.sendNext()).toBe("none");
    const given = await row(id);
    expect(given).toMatchObject({ attempts: 3, sentAt: null });
    expect(outboxStatus(given, 3)).toBe("failed");
    expect(smtp.received).toHaveLength(0);
  });
});

describe("a worker that dies mid-send", () => {
  it("keeps the row from every other worker until its lease runs out; then another sends it", async () => {
    const id = await queueEmail(database, request);
    const claimed = await createOutboxStore(database).claimNext(
      now,
      new Date(now.getTime() + LEASE_MS),
      MAX_ATTEMPTS,
    );
    expect(claimed).toMatchObject({ id, attempts: 1 });
    // …and never comes back.
    later(LEASE_MS - 1_000);
    expect(await sender().sendNext()).toBe("none");
    later(1_000);
    expect(await sender().sendNext()).toBe("sent");
    expect(smtp.received).toHaveLength(1);
    expect(await row(id)).toMatchObject({ attempts: 2 });
  });
});

describe("keeping old mail", () => {
  const ids = async () =>
    (await database.rows<{ id: number }>(sql`select id from outbox_emails order by id`)).map(({ id }) => id);

  it("deletes sent and given-up mail once its last try is past the retention, and keeps what may yet be sent", async () => {
    const outbox = sender({ maxAttempts: 1 });
    const sent = await queueEmail(database, request);
    expect(await outbox.sendNext()).toBe("sent");
    smtp.refuseRecipients(true);
    const givenUp = await queueEmail(database, request);
    expect(await outbox.sendNext()).toBe("failed");
    smtp.refuseRecipients(false);
    const waiting = await queueEmail(database, { ...request, subject: "Still to send" });

    later(RETENTION_MS - MINUTE);
    expect(await outbox.purgeExpired()).toBe(0);
    expect(await ids()).toEqual([sent, givenUp, waiting]);
    // The given-up row's last try counts from when it would have been tried again (a minute on).
    later(3 * MINUTE);
    expect(await outbox.purgeExpired()).toBe(2);
    expect(await ids()).toEqual([waiting]);
    expect(RETENTION_MS / (24 * 60 * MINUTE)).toBe(30);
  });
});

describe("retry waits and failure texts", () => {
  it("doubles from a minute and stops growing at an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((attempts) => retryDelayMs(attempts) / MINUTE)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60, 60,
    ]);
    expect(MAX_ATTEMPTS).toBe(10);
  });

  it("keeps the error's code and a short message, with no email address and on one line", () => {
    const error = Object.assign(
      new Error("Can't send mail - all recipients were rejected:\n550 <anne@example.com>: no"),
      {
        code: "EENVELOPE",
        responseCode: 550,
      },
    );
    expect(describeFailure(error)).toBe(
      "EENVELOPE 550: Can't send mail - all recipients were rejected: 550 <[email]>: no",
    );
    expect(describeFailure(new Error("x".repeat(1_000)))).toHaveLength(300);
    expect(describeFailure("a string")).toBe("a string");
  });
});
