/**
 * The outbox worker: polls for due emails every `pollMs` and sends them one at a time. Any number
 * of workers may poll one database (several server processes on one PostgreSQL, or two in one
 * process on PGlite): each row is claimed by one of them at a time (store.claimNext). A
 * `queueEmail` in this process wakes the worker shortly after, so mail need not wait for the poll.
 * `stop()` lets the send in flight finish and record its outcome, then stops polling. Once an hour
 * (and at start) a poll also deletes mail past its retention (sender.purgeExpired).
 */
import type { MailTransport } from "../../adapters/email/index.ts";
import type { Database } from "../../db/client.ts";
import { onEmailQueued } from "./queue.ts";
import { createOutboxSender, silentLog, type SenderOptions } from "./sender.ts";
import { createOutboxStore } from "./store.ts";

export const DEFAULT_POLL_MS = 5_000;
/**
 * After a queueEmail, the worker looks this much later: the email's transaction has usually
 * committed by then. One that commits later is found by the next poll.
 */
const NUDGE_DELAY_MS = 50;
const PURGE_EVERY_MS = 60 * 60_000;

export type OutboxWorkerOptions = SenderOptions & { pollMs?: number };

export type OutboxWorker = {
  /** Look for due mail now rather than at the next poll. */
  nudge(): void;
  /** Finishes the send in flight, then stops; safe to call more than once. */
  stop(): Promise<void>;
};

export function startOutboxWorker(
  database: Database,
  transport: MailTransport,
  options: OutboxWorkerOptions = {},
): OutboxWorker {
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const log = options.log ?? silentLog;
  const sender = createOutboxSender(createOutboxStore(database), transport, options);
  let stopping = false;
  /** A nudge that came while sending: look again before sleeping. */
  let lookAgain = false;
  let wake: (() => void) | undefined;

  const nudge = () => {
    lookAgain = true;
    wake?.();
  };
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  let lastPurge = -Infinity;
  async function purgeHourly() {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    const purged = await sender.purgeExpired();
    if (purged > 0) log.info({ purged }, "old outbox mail deleted");
  }

  async function run() {
    while (!stopping) {
      lookAgain = false;
      try {
        await purgeHourly();
        await sender.sendDue(() => stopping);
      } catch (error) {
        // The database is unreachable, say: the next poll tries again. The app's logger serialises
        // the error without its SQL parameters or email addresses (plugins/log-privacy.ts).
        log.error({ err: error }, "outbox poll failed");
      }
      if (!stopping && !lookAgain) await sleep();
    }
  }

  let pendingNudge: NodeJS.Timeout | undefined;
  const unsubscribe = onEmailQueued(() => {
    pendingNudge ??= setTimeout(() => {
      pendingNudge = undefined;
      nudge();
    }, NUDGE_DELAY_MS);
  });
  const running = run();

  let stopped: Promise<void> | undefined;
  return {
    nudge,
    stop: () =>
      (stopped ??= (async () => {
        stopping = true;
        unsubscribe();
        clearTimeout(pendingNudge);
        wake?.();
        await running;
      })()),
  };
}
