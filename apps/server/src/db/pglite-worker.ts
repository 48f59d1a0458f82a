/**
 * The embedded database in a worker thread, seen from the server's main thread: starts the worker
 * (pglite-worker-thread.ts), talks to it over its private Unix socket through a node-postgres pool of
 * exactly one connection and drizzle's node-postgres driver (the same path as PostgreSQL), and hands the
 * change notices it posts to their listeners. A worker that dies makes every query fail with a clear
 * error instead of hanging (docs/decisions/132-pglite-worker.md).
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import pg from "pg";
import type { Database, Db } from "./client.ts";
import { closeOnce } from "./close-once.ts";
import { rowsOf } from "./rows.ts";
import { checkChannelName, NoticeListeners } from "./notice-listeners.ts";
import type { MainMessage, WorkerMessage, WorkerStart } from "./pglite-worker-messages.ts";
import * as schema from "./schema.ts";

/** The longest a close waits for PGlite to write its last pages before the thread is ended regardless. */
const CLOSE_TIMEOUT_MS = 30_000;
const SOCKET_FOLDER_PREFIX = "merchant-pglite-";

/** The database and its thread (tests end the thread to see what a crash does). */
export type PgliteInWorker = { database: Database; worker: Worker };

export async function openPgliteInWorker(dataDir: string, loadDataDir?: Blob): Promise<PgliteInWorker> {
  removeStaleSocketFolders();
  // mkdtemp makes the folder readable by this user alone: no one else can connect to the socket in it.
  const socketFolder = mkdtempSync(join(tmpdir(), `${SOCKET_FOLDER_PREFIX}${process.pid}-`));
  const start: WorkerStart = {
    dataDir,
    // node-postgres reaches a Unix socket as `<host folder>/.s.PGSQL.<port>`, as libpq does.
    socketPath: join(socketFolder, ".s.PGSQL.5432"),
    ...(loadDataDir ? { loadDataDir: await loadDataDir.arrayBuffer() } : {}),
  };
  const worker = new Worker(threadEntry(), {
    workerData: start,
    ...(start.loadDataDir ? { transferList: [start.loadDataDir] } : {}),
  });
  const thread = watchThread(worker, () => rmSync(socketFolder, { recursive: true, force: true }));
  try {
    await thread.ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  const pool = oneConnectionPool(socketFolder, thread.stopped);
  const listeners = new NoticeListeners();
  worker.on("message", (message: WorkerMessage) => {
    if (message.type === "notice") listeners.notice(message.channel, message.payload);
  });
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const database: Database = {
    db,
    driver: "pglite",
    shared: false,
    rows: rowsOf(db),
    listen: (channel, onNotice, onResync) => listenThrough(pool, listeners, channel, { onNotice, onResync }),
    reach: {
      socketFolder,
      onNotice: (listener) =>
        worker.on("message", (message: WorkerMessage) => {
          if (message.type === "notice") listener(message.channel, message.payload);
        }),
    },
    close: closeOnce(async () => {
      thread.closing = true;
      await pool.end();
      // A thread that died has nothing left to close; its socket folder is already removed.
      if (!thread.stopped()) await closeThread(worker, thread.exited);
    }),
  };
  return { database, worker };
}

/** Beside this file from source (run by tsx), beside dist/main.js in the bundle `npm start` runs. */
const threadFile = new URL(
  import.meta.url.endsWith(".ts") ? "./pglite-worker-thread.ts" : "./pglite-worker-thread.js",
  import.meta.url,
);

/**
 * The bundle's thread is plain JavaScript. From source, the thread loads TypeScript through tsx, which it
 * registers itself: Node 20 applies neither the parent's loader nor an `--import` flag to a worker's entry.
 */
function threadEntry(): URL {
  if (!threadFile.pathname.endsWith(".ts")) return threadFile;
  const tsx = import.meta.resolve("tsx/esm/api");
  const boot = `const { register } = await import(${JSON.stringify(tsx)}); register(); await import(${JSON.stringify(threadFile.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
}

type Thread = {
  ready: Promise<void>;
  exited: Promise<number>;
  /** Why queries cannot be answered any more, once the thread has ended without being asked to. */
  stopped: () => Error | undefined;
  closing: boolean;
};

function watchThread(worker: Worker, removeSocket: () => void): Thread {
  let failure: Error | undefined;
  let stopped: Error | undefined;
  let started = false;
  const thread: Thread = {
    closing: false,
    stopped: () => stopped,
    ready: new Promise<void>((resolve, reject) => {
      worker.on("message", (message: WorkerMessage) => {
        if (message.type === "ready") {
          started = true;
          resolve();
        }
        if (message.type === "failed") reject(new Error(message.reason));
      });
      worker.once("exit", (code) =>
        reject(failure ?? new Error(`the embedded database's worker ended at its start (exit code ${code})`)),
      );
    }),
    exited: new Promise<number>((resolve) => worker.once("exit", resolve)),
  };
  // An unheard 'error' would end the whole server; it is told once, and every later query names it.
  worker.on("error", (error) => (failure = error));
  worker.once("exit", (code) => {
    removeSocket();
    // A thread that ends at its start fails the start (above); one asked to close has done so.
    if (!started || thread.closing) return;
    const reason = failure ? failure.message : `exit code ${code}`;
    stopped = new Error(
      `The embedded database stopped (its worker thread ended: ${reason}); restart the server.`,
    );
    console.error(`database: ${stopped.message}`);
  });
  return thread;
}

/**
 * One connection a process: PGlite is one PostgreSQL session, whose connections take turns a transaction
 * at a time (decision 197), so a second connection from the same process would only wait for the first.
 * Queries queue here, on the main thread, without a time limit (a slow query ahead is no failure); the
 * connection is kept for life, and a new one after a dead thread fails at once with the reason. `namesPrefix` sets apart the prepared statements of processes sharing the
 * session (decision 197): each names its own, or the second to prepare one would be refused.
 */
export function oneConnectionPool(
  socketFolder: string,
  stopped: () => Error | undefined,
  namesPrefix = "",
): pg.Pool {
  class WorkerConnection extends pg.Client {
    override connect(): Promise<pg.Client>;
    override connect(callback: (error: Error) => void): void;
    override connect(callback?: (error: Error) => void): Promise<pg.Client> | void {
      const reason = stopped();
      if (reason) {
        if (!callback) return Promise.reject(reason);
        process.nextTick(() => callback(reason));
        return;
      }
      return callback ? super.connect(callback) : super.connect();
    }

    // Every overload of pg's query passes its statement first: a named one is renamed for this process.
    override query(...args: unknown[]): never {
      const [statement] = args;
      if (namesPrefix && isNamedStatement(statement))
        args[0] = { ...statement, name: namesPrefix + statement.name };
      return (super.query as (...passed: unknown[]) => never)(...args);
    }
  }
  const pool = new pg.Pool({
    host: socketFolder,
    port: 5432,
    user: "postgres",
    database: "template1",
    // Not from PGSSLMODE or the like, which are meant for a PostgreSQL server: the socket is local and private.
    ssl: false,
    max: 1,
    idleTimeoutMillis: 0,
    Client: WorkerConnection,
  });
  pool.on("error", (error) => {
    if (!stopped())
      console.warn(`database: the connection to the embedded database's worker failed: ${error.message}`);
  });
  return pool;
}

/** A plain query config naming its prepared statement; not a Submittable, which must stay itself. */
function isNamedStatement(statement: unknown): statement is { name: string } {
  const config = statement as { name?: unknown; submit?: unknown } | null;
  return (
    typeof config === "object" &&
    config !== null &&
    typeof config.name === "string" &&
    config.submit === undefined
  );
}

/**
 * LISTEN goes through the pool's one connection, between whole transactions; the thread posts what the
 * database raises for it. A channel's LISTEN is sent once, for its first listener. `unlistens` is false
 * where the session is shared by other processes' listeners (decision 197): their channels stay heard.
 */
export async function listenThrough(
  pool: pg.Pool,
  listeners: NoticeListeners,
  channel: string,
  listener: { onNotice: (payload: string) => void; onResync?: (() => void) | undefined },
  { unlistens = true } = {},
): Promise<() => Promise<void>> {
  checkChannelName(channel);
  await listeners.add(channel, listener, async () => {
    await pool.query(`LISTEN ${channel}`);
  });
  return async () => {
    if (listeners.remove(channel, listener) && unlistens)
      await pool.query(`UNLISTEN ${channel}`).catch(() => undefined);
  };
}

/** Asks the thread to close PGlite (its files are then complete) and waits for it to end. */
async function closeThread(worker: Worker, exited: Promise<number>): Promise<void> {
  const timeout = new Promise<"timeout">((resolve) =>
    setTimeout(resolve, CLOSE_TIMEOUT_MS, "timeout").unref(),
  );
  worker.postMessage({ type: "close" } satisfies MainMessage);
  const code = await Promise.race([exited, timeout]);
  if (code === "timeout") {
    await worker.terminate();
    throw new Error(
      `The embedded database did not close within ${CLOSE_TIMEOUT_MS / 1000} s; its thread was ended.`,
    );
  }
  if (code !== 0)
    throw new Error(`The embedded database's worker ended with exit code ${code} while closing.`);
}

/** Socket folders of server processes that were killed (and so could not remove theirs). */
function removeStaleSocketFolders(): void {
  const socketFolder = new RegExp(`^${SOCKET_FOLDER_PREFIX}(\\d+)-`);
  for (const name of readdirSync(tmpdir())) {
    const pid = socketFolder.exec(name)?.[1];
    if (pid !== undefined && !isRunning(Number(pid))) {
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
    }
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === "EPERM";
  }
}
