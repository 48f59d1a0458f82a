/**
 * The outbox in the page (decision 169): actions that could not be sent wait in IndexedDB; they
 * go when the phone says it is online again, when the app starts, and every 30 s while any wait.
 * A bar under the header counts them and shows what the server said to each once sent.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { browserApi, type ApiClient } from "~/lib/api.ts";
import { Button } from "~/ui/Button.tsx";
import { adjustVanStock, collectCollection, deliverInvoices } from "../api.ts";
import { useActionId } from "../hooks/use-action-id.ts";
import {
  flushOutbox,
  isNoConnection,
  oneAtATime,
  queuedCountText,
  SIGN_IN_TO_SEND,
  type FlushStop,
  type OutboxAction,
  type OutboxStore,
  type QueuedAction,
  type SentNotice,
} from "./outbox.ts";
import { idbOutbox } from "./outbox-store.ts";

/** How often queued actions are tried again while the phone says it is online (a weak signal drops calls). */
const RETRY_MS = 30_000;

/** One queued action sent under its id, through the same calls the tabs make. */
export function sendQueued(api: ApiClient, action: QueuedAction): Promise<unknown> {
  const { clientId } = action;
  if (action.kind === "adjustment") return adjustVanStock(api, action.vanId, { clientId, ...action.body });
  if (action.kind === "delivery") return deliverInvoices(api, { clientId, ...action.body });
  return collectCollection(api, action.collectionId, { clientId, ...action.body });
}

type Outbox = {
  count: number;
  notices: SentNotice[];
  stopped: FlushStop | null;
  queue: (action: OutboxAction & { clientId: string; label: string }) => Promise<void>;
  dismiss: (clientId: string) => void;
};

const OutboxContext = createContext<Outbox | null>(null);

type Props = {
  /** The signed-in user's email: only their actions are kept and sent. */
  user: string;
  /** After queued actions were sent: the page reads its data again. */
  onSent: () => void;
  children: ReactNode;
  /** Tests give their own store and API client. */
  store?: OutboxStore;
  api?: ApiClient;
};

export function OutboxProvider({ user, onSent, children, store: given, api = browserApi }: Props) {
  const store = useMemo(() => given ?? idbOutbox(), [given]);
  const [count, setCount] = useState(0);
  const [notices, setNotices] = useState<SentNotice[]>([]);
  const [stopped, setStopped] = useState<FlushStop | null>(null);

  const recount = useCallback(async () => setCount((await store.list(user)).length), [store, user]);

  const flush = useMemo(
    () =>
      oneAtATime(async () => {
        const result = await flushOutbox(store, user, (action) => sendQueued(api, action));
        setStopped(result.stopped);
        await recount();
        if (result.notices.length === 0) return;
        setNotices((shown) => [...shown, ...result.notices]);
        if (result.notices.some((notice) => notice.outcome === "sent")) onSent();
      }),
    [store, user, api, recount, onSent],
  );

  useEffect(() => {
    const flushWhenOnline = () => void (navigator.onLine ? flush() : recount()).catch(() => undefined);
    flushWhenOnline();
    window.addEventListener("online", flushWhenOnline);
    return () => window.removeEventListener("online", flushWhenOnline);
  }, [flush, recount]);

  useEffect(() => {
    if (count === 0) return;
    const timer = setInterval(() => navigator.onLine && void flush().catch(() => undefined), RETRY_MS);
    return () => clearInterval(timer);
  }, [count, flush]);

  const queue = useCallback(
    async (action: OutboxAction & { clientId: string; label: string }) => {
      await store.add({ ...action, user, queuedAt: Date.now() });
      await recount();
    },
    [store, user, recount],
  );

  const dismiss = useCallback(
    (clientId: string) => setNotices((shown) => shown.filter((notice) => notice.clientId !== clientId)),
    [],
  );

  const value = useMemo(
    () => ({ count, notices, stopped, queue, dismiss }),
    [count, notices, stopped, queue, dismiss],
  );
  return <OutboxContext.Provider value={value}>{children}</OutboxContext.Provider>;
}

export type SendOrQueued<T> = { queued: false; reply: T } | { queued: true };

/**
 * Sends an action under the phone's id for it (decision 163); when it fails for want of a
 * connection, queues it under that same id instead, so it is applied once whichever arrives.
 */
export function useSendOrQueue() {
  const outbox = useContext(OutboxContext);
  const withActionId = useActionId();
  return useCallback(
    <T,>(action: OutboxAction & { label: string }, send: (clientId: string) => Promise<T>) =>
      withActionId(async (clientId): Promise<SendOrQueued<T>> => {
        try {
          return { queued: false, reply: await send(clientId) };
        } catch (error) {
          if (!outbox || !isNoConnection(error)) throw error;
          await outbox.queue({ ...action, clientId });
          return { queued: true };
        }
      }),
    [outbox, withActionId],
  );
}

/** The outbox's bar: how many actions wait, and what the server said to those sent since. */
export function OutboxStatus() {
  const outbox = useContext(OutboxContext);
  if (!outbox) return null;
  const { count, notices, stopped, dismiss } = outbox;
  if (count === 0 && notices.length === 0) return null;
  return (
    <section
      aria-label="Queued actions"
      className="flex flex-col gap-2 border-b border-line bg-white px-4 py-2"
    >
      {count > 0 && (
        <p role="status" className="font-semibold">
          {queuedCountText(count)}
          {stopped === "signed-out" && <span className="block font-normal">{SIGN_IN_TO_SEND}</span>}
        </p>
      )}
      {notices.map((notice) => (
        <div
          key={notice.clientId}
          role={notice.outcome === "refused" ? "alert" : "status"}
          aria-label={notice.outcome === "refused" ? "Queued action refused" : "Queued action sent"}
          className="flex items-start justify-between gap-2 rounded-md border border-line p-2"
        >
          <ul className="min-w-0">
            {notice.lines.filter(Boolean).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Button variant="secondary" onClick={() => dismiss(notice.clientId)}>
            OK
          </Button>
        </div>
      ))}
    </section>
  );
}
