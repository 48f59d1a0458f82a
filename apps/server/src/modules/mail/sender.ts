/**
 * Sending the outbox, one row at a time: claim a due row, give it to the transport, record the
 * outcome. A failure is retried later, each wait twice the last (1 min, 2, 4 … at most 1 h), and
 * the row is given up after MAX_ATTEMPTS tries; it stays in the table, with its last error, for
 * the developer mail page and for an operator to look at. Mail holds shoppers' details, so sent and
 * given-up rows are deleted RETENTION_MS after their last try (decision 107).
 */
import type { MailTransport } from "../../adapters/email/index.ts";
import { withoutPersonalData } from "../../plugins/log-privacy.ts";
import type { ClaimedEmail, OutboxStore } from "./store.ts";

export const MAX_ATTEMPTS = 10;
/** How long sent and given-up mail is kept: long enough to answer "did the branch get my order?". */
export const RETENTION_MS = 30 * 24 * 60 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/**
 * How long a claimed row is left to its worker before another may take it: far longer than a send
 * can take within the SMTP timeouts, so only a worker that died mid-send gives its row up this way.
 */
export const LEASE_MS = 5 * 60_000;
/** Enough of the mail server's answer to know what went wrong; stored, so without addresses. */
const LAST_ERROR_MAX = 300;

/** The wait after the `attempts`-th failed try: 1 min, 2, 4, … capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** Why a send failed, short and without email addresses (mail servers quote the recipient). */
export function describeFailure(error: unknown): string {
  const { code, responseCode, message } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    message?: unknown;
  };
  const prefix = [code, responseCode]
    .filter((part) => typeof part === "string" || typeof part === "number")
    .join(" ");
  const text = typeof message === "string" && message !== "" ? message : String(error);
  return withoutPersonalData(prefix ? `${prefix}: ${text}` : text)
    .replace(/\s+/g, " ")
    .slice(0, LAST_ERROR_MAX);
}

export type OutboxLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export const silentLog: OutboxLog = { info() {}, warn() {}, error() {} };

export type SenderOptions = {
  /** The time now; tests move it on. */
  clock?: () => Date;
  maxAttempts?: number;
  leaseMs?: number;
  log?: OutboxLog;
};

export type SendOutcome = "sent" | "failed" | "none";

export function createOutboxSender(
  store: OutboxStore,
  transport: MailTransport,
  options: SenderOptions = {},
) {
  const clock = options.clock ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const log = options.log ?? silentLog;

  async function deliver(email: ClaimedEmail): Promise<SendOutcome> {
    const about = { outboxId: email.id, kind: email.kind, attempt: email.attempts };
    try {
      await transport.send({
        reference: `outbox-${email.id}-${email.createdAt.getTime()}`,
        to: email.to,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        text: email.text,
        html: email.html ?? undefined,
      });
    } catch (error) {
      const lastError = describeFailure(error);
      const retryAt = new Date(clock().getTime() + retryDelayMs(email.attempts));
      await store.markFailed(email.id, email.leaseUntil, lastError, retryAt);
      if (email.attempts >= maxAttempts) log.error({ ...about, lastError }, "email not sent: gave up");
      else log.warn({ ...about, lastError, retryAt: retryAt.toISOString() }, "email not sent: will retry");
      return "failed";
    }
    await store.markSent(email.id, clock());
    log.info(about, "email sent");
    return "sent";
  }

  /** Claims and sends the next due email, if there is one. */
  async function sendNext(): Promise<SendOutcome> {
    const now = clock();
    const email = await store.claimNext(now, new Date(now.getTime() + leaseMs), maxAttempts);
    return email ? deliver(email) : "none";
  }

  return {
    sendNext,
    /** Deletes sent and given-up mail older than RETENTION_MS; returns how many rows went. */
    purgeExpired: () => store.purge(new Date(clock().getTime() - RETENTION_MS), maxAttempts),
    /** Sends due emails one after another until none is due, or `stopping()` says to stop. */
    async sendDue(stopping: () => boolean = () => false): Promise<{ sent: number; failed: number }> {
      const tally = { sent: 0, failed: 0 };
      while (!stopping()) {
        const outcome = await sendNext();
        if (outcome === "none") break;
        tally[outcome] += 1;
      }
      return tally;
    },
  };
}

export type OutboxSender = ReturnType<typeof createOutboxSender>;
