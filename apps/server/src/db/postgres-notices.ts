/**
 * Change notices on PostgreSQL: one connection of its own per Database (not from the pool, whose
 * connections come and go) that LISTENs to every channel someone listens to. A change committed by any
 * server process reaches every other process's listeners this way. If the connection is cut (a restart,
 * a failover, an administrator), it is made again with a growing pause, every channel is listened to
 * again, and every listener is told to resync: notices sent meanwhile are lost
 * (docs/decisions/132-pglite-worker.md).
 */
import pg from "pg";
import { checkChannelName, NoticeListeners, type NoticeListener } from "./notice-listeners.ts";

export type PostgresNotices = {
  listen(channel: string, listener: NoticeListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export const NOTICES_APPLICATION_NAME = "merchant change notices";

/** The pause before the first new try, doubled after each failed one up to the longest. */
export type Backoff = { firstMs: number; longestMs: number };
const DEFAULT_BACKOFF: Backoff = { firstMs: 100, longestMs: 5_000 };

export function postgresNotices(url: string, backoff: Backoff = DEFAULT_BACKOFF): PostgresNotices {
  const listeners = new NoticeListeners();
  let current: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failedTries = 0;
  let closed = false;

  const connect = async (): Promise<pg.Client> => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
      // How an administrator tells it apart in pg_stat_activity.
      application_name: NOTICES_APPLICATION_NAME,
    });
    client.on("notification", (notice) => listeners.notice(notice.channel, notice.payload ?? ""));
    client.on("error", (error) => lost(client, error));
    client.on("end", () => lost(client));
    try {
      await client.connect();
      for (const channel of listeners.channels()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end();
      throw new Error("The database is closed");
    }
    current = client;
    return client;
  };

  /** The first connection, made when the first listener comes; a failure is the caller's to see. */
  const connected = (): Promise<pg.Client> => {
    if (current) return Promise.resolve(current);
    connecting ??= connect().finally(() => (connecting = undefined));
    return connecting;
  };

  const lost = (client: pg.Client, error?: Error) => {
    if (client !== current || closed) return;
    current = undefined;
    console.warn(
      `database: the connection listening for change notices was cut${error ? ` (${error.message})` : ""}; connecting again`,
    );
    tryAgainLater();
  };

  const tryAgainLater = () => {
    const pause = Math.min(backoff.firstMs * 2 ** failedTries, backoff.longestMs);
    retry = setTimeout(() => {
      retry = undefined;
      connected().then(
        () => {
          failedTries = 0;
          listeners.resync();
        },
        () => {
          failedTries += 1;
          if (!closed) tryAgainLater();
        },
      );
    }, pause);
    // A pause must not keep a process alive that has nothing else to do.
    retry.unref();
  };

  return {
    async listen(channel, listener) {
      checkChannelName(channel);
      if (closed) throw new Error("The database is closed");
      await listeners.add(channel, listener, async () => {
        // While a cut connection waits to be made again, the new connection will LISTEN to it.
        if (retry) return;
        const client = await connected();
        await client.query(`LISTEN ${channel}`);
      });
      return async () => {
        if (listeners.remove(channel, listener) && current) {
          await current.query(`UNLISTEN ${channel}`).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current ?? (await connecting?.catch(() => undefined));
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
