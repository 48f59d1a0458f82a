/**
 * The outbox's SQL. Every change of a row's state is one conditional statement whose row count
 * decides, as stock is: PGlite has a single connection, so no row lock may be what keeps two
 * workers apart; on PostgreSQL `for update skip locked` also lets workers pass each other's rows
 * instead of queueing behind them.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { outboxEmails } from "../../db/schema.ts";
import type { Executor } from "../../lib/in-transaction.ts";

export type NewOutboxEmail = {
  kind: string;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string | null;
};

/** A row the caller has claimed: its lease runs until `leaseUntil`, and `attempts` counts this one. */
export type ClaimedEmail = {
  id: number;
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  createdAt: Date;
  attempts: number;
  leaseUntil: Date;
};

export type OutboxRow = {
  id: number;
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  createdAt: Date;
  nextAttemptAt: Date;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
};

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
/** Both drivers give timestamptz as a Date today; this keeps a string from either from slipping through. */
const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

const COLUMNS = sql`id, kind, to_address as "to", reply_to as "replyTo", subject, text_body as "text",
  html_body as "html", created_at as "createdAt", next_attempt_at as "nextAttemptAt", attempts,
  last_error as "lastError", sent_at as "sentAt"`;

/** Writes a row through the caller's handle, so it commits or rolls back with the caller's transaction. */
export async function insertOutboxEmail(executor: Executor, email: NewOutboxEmail): Promise<number> {
  const [row] = await executor.insert(outboxEmails).values(email).returning({ id: outboxEmails.id });
  if (!row) throw new Error("outbox insert returned no row");
  return row.id;
}

export function createOutboxStore(database: Database) {
  return {
    /**
     * Takes the next due row (not sent, due by `now`, fewer than `maxAttempts` tries) for this
     * caller alone: its next attempt moves to `leaseUntil`, so no other worker sees it as due
     * until then, and the attempt is counted now, so a process that dies mid-send still uses up
     * one of the row's tries. The outer conditions repeat the inner ones: on PostgreSQL a row
     * another worker claimed meanwhile is read again at its new version and fails them.
     */
    async claimNext(now: Date, leaseUntil: Date, maxAttempts: number): Promise<ClaimedEmail | undefined> {
      const due = sql`sent_at is null and next_attempt_at <= ${at(now)} and attempts < ${maxAttempts}`;
      const [row] = await database.rows<Omit<ClaimedEmail, "leaseUntil"> & { createdAt: Date | string }>(sql`
        update outbox_emails set next_attempt_at = ${at(leaseUntil)}, attempts = attempts + 1
        where id = (select id from outbox_emails where ${due} order by next_attempt_at, id limit 1
                    for update skip locked)
          and ${due}
        returning id, kind, to_address as "to", reply_to as "replyTo", subject, text_body as "text",
          html_body as "html", created_at as "createdAt", attempts`);
      return row && { ...row, createdAt: asDate(row.createdAt), leaseUntil };
    },

    /** The mail server took it. */
    async markSent(id: number, sentAt: Date): Promise<void> {
      await database.rows(sql`update outbox_emails set sent_at = ${at(sentAt)}, last_error = null
        where id = ${id} and sent_at is null`);
    },

    /**
     * The attempt failed: try again at `retryAt`. Only while the caller's lease still holds, so a
     * send that outlived its lease cannot move a row another worker has since claimed.
     */
    async markFailed(id: number, leaseUntil: Date, lastError: string, retryAt: Date): Promise<void> {
      await database.rows(sql`update outbox_emails set last_error = ${lastError}, next_attempt_at = ${at(retryAt)}
        where id = ${id} and sent_at is null and next_attempt_at = ${at(leaseUntil)}`);
    },

    /**
     * Deletes what is done with and older than `before`: mail sent before it, and mail given up
     * (`maxAttempts` tries) whose last try was before it. Returns how many rows went.
     */
    async purge(before: Date, maxAttempts: number): Promise<number> {
      const gone = await database.rows<{ id: number }>(sql`delete from outbox_emails
        where sent_at < ${at(before)}
           or (sent_at is null and attempts >= ${maxAttempts} and next_attempt_at < ${at(before)})
        returning id`);
      return gone.length;
    },

    /** The newest rows first, for the developer mail page. */
    async latest(limit: number, kind: string | undefined): Promise<OutboxRow[]> {
      const rows = await database.rows<OutboxRow>(sql`select ${COLUMNS} from outbox_emails
        ${kind === undefined ? sql`` : sql`where kind = ${kind}`}
        order by created_at desc, id desc limit ${limit}`);
      return rows.map((row) => ({
        ...row,
        createdAt: asDate(row.createdAt),
        nextAttemptAt: asDate(row.nextAttemptAt),
        sentAt: row.sentAt === null ? null : asDate(row.sentAt),
      }));
    },
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
