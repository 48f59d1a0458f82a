/**
 * The van app's outbox (issue 18 Offline; decision 169): collections, deliveries and stock
 * adjustments made without a signal wait in IndexedDB under the id the phone made for them, and
 * are sent in the order made when the connection returns. The server applies each id once
 * (decisions 163, 169), so an action sent twice (its answer lost on the way) is harmless.
 *
 * An action leaves the queue only when the server has answered it: done, or refused for good (a
 * 4xx, shown to the operator). No connection, a 5xx, a 408 or 429 leave it and stop the round;
 * a 401 stops it too, for the operator to sign in again. Actions are kept per user, and only the
 * signed-in user's are sent.
 */
import {
  DELIVERY_RESULT_PREFIX,
  deliveryResult,
  STOCK_UPDATED,
  type StockTransactionType,
} from "@merchant/domain/van";
import { ApiError } from "~/lib/api.ts";

export type OutboxAction =
  | {
      kind: "adjustment";
      vanId: number;
      body: { productId: number; transactionType: StockTransactionType; quantity: number };
    }
  | { kind: "delivery"; body: { invoiceNumbers: string[] } }
  | { kind: "collection"; collectionId: number; body: { signature: string; signerName: string } };

/** An action as kept: the phone's id for it, whose it is, what to call it, and when it was made. */
export type QueuedAction = OutboxAction & {
  clientId: string;
  /** The signed-in user's email: another user's actions wait for them. */
  user: string;
  label: string;
  queuedAt: number;
};

export type OutboxStore = {
  add(action: QueuedAction): Promise<void>;
  /** The user's actions, oldest first. */
  list(user: string): Promise<QueuedAction[]>;
  remove(clientId: string): Promise<void>;
};

/** Sends one action under its id: resolves with the server's answer, rejects as the API client does. */
export type SendAction = (action: QueuedAction) => Promise<unknown>;

export type SentNotice = { clientId: string; outcome: "sent" | "refused"; lines: string[] };
export type FlushStop = "offline" | "signed-out" | "server";
export type FlushResult = { notices: SentNotice[]; stopped: FlushStop | null };

export const QUEUED_FOR_SIGNAL = "No signal: {label} is queued and will be sent when the connection returns.";
/** What the page says of an action queued for want of a signal. */
export const queuedText = (label: string) => QUEUED_FOR_SIGNAL.replace("{label}", label);

/** "the delivery of ABC/123456" / "the delivery of 3 invoices". */
export const deliveryLabel = (invoices: readonly string[]) =>
  `the delivery of ${invoices.length === 1 ? invoices[0] : `${invoices.length} invoices`}`;

export const SIGN_IN_TO_SEND = "Please sign in again to send your queued actions.";

/** "1 action queued" / "3 actions queued", with when they go. */
export const queuedCountText = (count: number) =>
  `${count} ${count === 1 ? "action" : "actions"} queued, to be sent when the signal returns.`;

/**
 * Whether a send failed for want of a connection (the request may or may not have arrived): the
 * fetch threw, it timed out, or the phone says it is offline. A server's answer is never one.
 */
export function isNoConnection(error: unknown): boolean {
  if (error instanceof ApiError) return false;
  if (typeof navigator !== "undefined" && navigator.onLine === false) return true;
  return error instanceof TypeError || (error instanceof DOMException && error.name === "TimeoutError");
}

/** What happens to an action after a failed send: kept for a later round (and why), or dropped as refused. */
function afterFailure(error: unknown): FlushStop | "refused" {
  if (!(error instanceof ApiError)) return "offline";
  if (error.status === 401) return "signed-out";
  if (error.status >= 500 || error.status === 408 || error.status === 429) return "server";
  return "refused";
}

/** The words for an action the server took, from its answer. */
export function sentLines(action: QueuedAction, reply: unknown): string[] {
  if (action.kind === "delivery") {
    const outcome = reply as { success: string[]; fail: string[] };
    return [`Sent: ${action.label}.`, DELIVERY_RESULT_PREFIX, ...deliveryResult(outcome).lines];
  }
  if (action.kind === "collection")
    return [`Collection ${(reply as { orderNumber: string }).orderNumber} has been signed for.`];
  const { product } = reply as { product: { name: string; currentStockLevel: number } };
  return [`${STOCK_UPDATED} ${product.name}: ${product.currentStockLevel} in the van.`];
}

/**
 * Sends the user's queued actions in the order made, one at a time, until the queue is empty or
 * a failure says to wait: each is removed only once the server has answered it.
 */
export async function flushOutbox(store: OutboxStore, user: string, send: SendAction): Promise<FlushResult> {
  const notices: SentNotice[] = [];
  for (const action of await store.list(user)) {
    try {
      const reply = await send(action);
      await store.remove(action.clientId);
      notices.push({ clientId: action.clientId, outcome: "sent", lines: sentLines(action, reply) });
    } catch (error) {
      const next = afterFailure(error);
      if (next !== "refused") return { notices, stopped: next };
      await store.remove(action.clientId);
      const reason = error instanceof ApiError ? error.message : "";
      notices.push({
        clientId: action.clientId,
        outcome: "refused",
        lines: [`Not sent: ${action.label}.`, reason],
      });
    }
  }
  return { notices, stopped: null };
}

/** Runs one flush at a time: a call while one runs waits for it and then runs its own. */
export function oneAtATime<T>(work: () => Promise<T>): () => Promise<T> {
  let running: Promise<unknown> = Promise.resolve();
  return () => {
    const next = running.then(work, work);
    running = next.catch(() => undefined);
    return next;
  };
}
