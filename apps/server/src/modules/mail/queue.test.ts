/** queueEmail writes its row with its cause: in the caller's transaction, or not at all. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/test-database.ts";
import type { Database } from "../../db/client.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { inTransaction } from "../../lib/in-transaction.ts";
import { onEmailQueued, queueEmail, type OutgoingEmail } from "./queue.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.rows(sql`delete from outbox_emails`);
});

const confirmation: OutgoingEmail = {
  kind: "branch-request",
  to: "builder@example.co.uk",
  subject: "We have your request",
  text: "Thank you: the branch will call you today.",
};

type Row = {
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
  sent_at: Date | null;
};
const rows = () => database.rows<Row>(sql`select * from outbox_emails order by id`);

describe("queueEmail", () => {
  it("keeps the email when its transaction commits", async () => {
    await inTransaction(database, async (tx) => {
      await tx.execute(sql`select 1`);
      await queueEmail(tx, confirmation);
    });
    expect(await rows()).toEqual([
      expect.objectContaining({
        kind: "branch-request",
        to_address: "builder@example.co.uk",
        reply_to: null,
        subject: "We have your request",
        text_body: "Thank you: the branch will call you today.",
        html_body: null,
        attempts: 0,
        sent_at: null,
      }),
    ]);
  });

  it("leaves no email when its transaction rolls back", async () => {
    await expect(
      inTransaction(database, async (tx) => {
        await queueEmail(tx, confirmation);
        throw new Error("the order failed after the email was queued");
      }),
    ).rejects.toThrow("the order failed");
    expect(await rows()).toEqual([]);
  });

  it("queues straight into the database for mail with no other write, keeping reply-to and HTML", async () => {
    const id = await queueEmail(database, {
      ...confirmation,
      to: "  builder@example.co.uk ",
      replyTo: "branch@example.co.uk",
      html: "<p>Thank you</p>",
    });
    expect(id).toBeGreaterThan(0);
    expect(await rows()).toEqual([
      expect.objectContaining({
        to_address: "builder@example.co.uk",
        reply_to: "branch@example.co.uk",
        html_body: "<p>Thank you</p>",
      }),
    ]);
  });

  it("refuses an address that is not one with a domain error naming the field, writing nothing", async () => {
    const refusal = await queueEmail(database, { ...confirmation, to: "builder at example" }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ kind: "invalid", fields: { to: "Must be an email address" } });
    await expect(queueEmail(database, { ...confirmation, replyTo: "nobody" })).rejects.toMatchObject({
      kind: "invalid",
      fields: { replyTo: "Must be an email address" },
    });
    expect(await rows()).toEqual([]);
  });

  it("refuses a subject that would break into another header", async () => {
    await expect(
      queueEmail(database, { ...confirmation, subject: "Hello\r\nBcc: everyone@example.com" }),
    ).rejects.toMatchObject({
      kind: "invalid",
      fields: { subject: "Must be one line of text" },
    });
    expect(await rows()).toEqual([]);
  });

  it("tells this process's workers that mail is waiting", async () => {
    let told = 0;
    const stopListening = onEmailQueued(() => (told += 1));
    await queueEmail(database, confirmation);
    stopListening();
    await queueEmail(database, confirmation);
    expect(told).toBe(1);
  });
});
