/**
 * The shop run as several processes on one port (WORKERS, decision 197), so that it uses every
 * core. This first process opens the database once: the migrations, the demo data at a first start
 * and, on the embedded database, PGlite in its thread with its folder's lock. It then starts WORKERS
 * processes (node:cluster), each building the app; this process takes each new connection and hands
 * it to one of them in turn.
 *
 * On PGlite each process reaches the database over its thread's socket, and this process passes every
 * change notice the database raises on to each (db/pglite-of-primary.ts); on PostgreSQL each opens its
 * own pool and hears its own. A process that ends unasked is started again, up to RESTARTS_A_MINUTE a
 * minute. On stop each process drains as one alone does (shutdown.ts), then the database closes.
 */
import cluster, { type Worker } from "node:cluster";
import type { FastifyBaseLogger } from "fastify";
import { openShopDatabase } from "./app.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { openPgliteOfPrimary, type DatabaseNotice } from "./db/pglite-of-primary.ts";
import { StartupError } from "./startup-error.ts";

type Log = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

export type ShopProcesses = {
  /** The database this process opened (the bench changes prices through it). */
  database: Database;
  /** The processes serving now. */
  workers(): Worker[];
  /** The port they serve. */
  port: number;
  /** Asks each process to stop, waits until each has drained, closes the database: the worst exit code. */
  stop(): Promise<number>;
};

/** Tells a serving process where the first process's PGlite listens. */
const PGLITE_SOCKET_ENV = "SHOP_PGLITE_SOCKET";
/** A process that keeps ending is not started again for ever: past this many in a minute, the shop stops. */
const RESTARTS_A_MINUTE = 5;

/** In a serving process on the embedded database: the first process's PGlite. Otherwise undefined. */
export function databaseOfFirstProcess(): Promise<Database> | undefined {
  const socketFolder = cluster.isWorker ? process.env[PGLITE_SOCKET_ENV] : undefined;
  return socketFolder ? openPgliteOfPrimary(socketFolder, process) : undefined;
}

export async function startShopProcesses(config: Config, log: Log): Promise<ShopProcesses> {
  const database = await openShopDatabase(config, log);
  const env = database.reach ? { [PGLITE_SOCKET_ENV]: database.reach.socketFolder } : {};
  /** Each serving process and its exit code once it ends. */
  const serving = new Map<Worker, Promise<number>>();
  const restarts: number[] = [];
  let stopping = false;
  /** Until every process serves, one that ends fails the start instead of being started again. */
  let open = false;
  let stopped: Promise<number> | undefined;

  database.reach?.onNotice((channel, payload) => {
    const notice: DatabaseNotice = { type: "database-notice", channel, payload };
    for (const worker of serving.keys()) if (worker.isConnected()) worker.send(notice);
  });

  const stop = () =>
    (stopped ??= (async () => {
      stopping = true;
      const asked = [...serving];
      for (const [worker] of asked) worker.process.kill("SIGTERM");
      const codes = await Promise.all(asked.map(([, exited]) => exited));
      try {
        await database.close();
      } catch (error) {
        log.error({ err: error }, "the database did not close");
        codes.push(1);
      }
      return Math.max(0, ...codes);
    })());

  const fork = () => {
    const worker = cluster.fork(env);
    const exited = new Promise<number>((resolve) =>
      worker.once("exit", (code, signal) => {
        serving.delete(worker);
        resolve(code ?? (signal ? 1 : 0));
        if (open && !stopping) restart(worker, code, signal);
      }),
    );
    serving.set(worker, exited);
    return { worker, exited };
  };

  const restart = (worker: Worker, code: number | null, signal: string | null) => {
    const now = Date.now();
    restarts.push(now);
    while (restarts[0]! < now - 60_000) restarts.shift();
    if (restarts.length > RESTARTS_A_MINUTE) {
      log.error(`shop processes ended ${restarts.length} times in a minute; stopping`);
      void stop().then(() => process.exit(1));
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, "a shop process ended; starting another");
    fork();
  };

  // Every process must be serving before the shop says it is open; one that ends first fails the start.
  const started = Array.from({ length: config.workers }, fork);
  try {
    const ports = await Promise.all(
      started.map(
        ({ worker, exited }) =>
          new Promise<number>((resolve, reject) => {
            worker.once("listening", (address) => resolve(address.port));
            void exited.then((code) =>
              reject(
                new StartupError(
                  `A shop process ended at its start (exit code ${code}); its error is above.`,
                ),
              ),
            );
          }),
      ),
    );
    open = true;
    return { database, workers: () => [...serving.keys()], port: ports[0]!, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
