/**
 * `queueEmail`: the one way a module sends mail. It writes an outbox row through the caller's
 * database handle, inside the caller's transaction when it has one, so the email exists exactly
 * when its cause does: an order that rolls back sends no confirmation, and one that commits
 * cannot lose it. The outbox worker sends it afterwards, with retries.
 */
import { isEmailAddress } from "@merchant/domain/checkout";
import type { Database } from "../../db/client.ts";
import { invalid } from "../../lib/domain-errors.ts";
import type { Executor } from "../../lib/in-transaction.ts";
import { insertOutboxEmail } from "./store.ts";

export type OutgoingEmail = {
  /** What caused it, e.g. "branch-request": shown on the developer mail page, used by tests. */
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
};

const KIND = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** A line break in a header would start another header. */
const LINE_BREAK = /[\r\n]/;

function checked(email: OutgoingEmail) {
  const to = email.to.trim();
  const replyTo = email.replyTo?.trim();
  if (!isEmailAddress(to)) throw invalid("to is not an email address", { to: "Must be an email address" });
  if (replyTo !== undefined && !isEmailAddress(replyTo)) {
    throw invalid("replyTo is not an email address", { replyTo: "Must be an email address" });
  }
  if (!KIND.test(email.kind)) {
    throw invalid("kind must be a short lower-case name", {
      kind: "Must be lower-case letters, digits and hyphens",
    });
  }
  if (email.subject.trim() === "" || LINE_BREAK.test(email.subject)) {
    throw invalid("subject must be one line of text", { subject: "Must be one line of text" });
  }
  return { to, replyTo };
}

/** Workers in this process, told when mail is queued so they need not wait for their next poll. */
const queuedListeners = new Set<() => void>();

/** Calls `listener` after each queueEmail in this process; returns the unsubscribe. */
export function onEmailQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

const isDatabase = (executor: Executor | Database): executor is Database =>
  "rows" in executor && "driver" in executor;

/**
 * Queues `email` through `executor`: the transaction of its cause (see lib/in-transaction.ts) or,
 * for mail that has no other write to go with, the database. Throws a domain `invalid` error,
 * writing nothing, for an address that is not one. Answers the outbox row's id.
 */
export async function queueEmail(executor: Executor | Database, email: OutgoingEmail): Promise<number> {
  const { to, replyTo } = checked(email);
  const id = await insertOutboxEmail(isDatabase(executor) ? executor.db : executor, {
    kind: email.kind,
    toAddress: to,
    replyTo: replyTo ?? null,
    subject: email.subject.trim(),
    textBody: email.text,
    htmlBody: email.html ?? null,
  });
  for (const listener of queuedListeners) listener();
  return id;
}
