/**
 * What the developer mail page reads: the newest outbox rows, each with a status in words. The
 * page exists in development and tests only; in production the route answers 404 (routes.ts).
 */
import { DEV_OUTBOX_LIMIT, type OutboxEmail, type OutboxEmailStatus } from "@merchant/contract";
import { MAX_ATTEMPTS } from "./sender.ts";
import type { OutboxRow, OutboxStore } from "./store.ts";

export function outboxStatus(
  row: Pick<OutboxRow, "sentAt" | "attempts">,
  maxAttempts = MAX_ATTEMPTS,
): OutboxEmailStatus {
  if (row.sentAt !== null) return "sent";
  if (row.attempts >= maxAttempts) return "failed";
  return row.attempts > 0 ? "retrying" : "waiting";
}

function present(row: OutboxRow): OutboxEmail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    attempts: row.attempts,
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
    status: outboxStatus(row),
  };
}

export function createOutboxService(store: OutboxStore) {
  return {
    /** The newest emails first, of one kind when asked. */
    async latest(kind?: string): Promise<OutboxEmail[]> {
      return (await store.latest(DEV_OUTBOX_LIMIT, kind || undefined)).map(present);
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
