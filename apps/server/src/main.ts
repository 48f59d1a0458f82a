/**
 * Starts the shop: configuration from the environment, the app, then listening. A problem the person
 * starting it can fix is one line on stderr and exit code 1. On SIGTERM or SIGINT it stops accepting
 * connections, lets in-flight requests finish, closes the database and exits 0 (shutdown.ts).
 * `npm start` runs this bundled (dist/main.js), so the signal reaches this process and no wrapper.
 * With WORKERS above 1 this process opens the database and starts that many serving processes, each
 * running this file too (shop-processes.ts).
 */
import cluster from "node:cluster";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import pino from "pino";
import { buildApp } from "./app.ts";
import { loadConfig, type Config } from "./config.ts";
import { databaseOfFirstProcess, startShopProcesses } from "./shop-processes.ts";
import { drainOnStop } from "./shutdown.ts";
import { StartupError } from "./startup-error.ts";

/** A request still running after this long is abandoned so a deploy cannot hang. */
const SHUTDOWN_GRACE_MS = 10_000;

async function listen(app: FastifyInstance, config: Config): Promise<void> {
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    if ((error as { code?: string }).code === "EADDRINUSE") {
      throw new StartupError(
        `Port ${config.port} is already in use: stop what uses it, or set PORT to another port.`,
      );
    }
    throw error;
  }
}

/** Runs `stop` at the first SIGTERM or SIGINT (Ctrl+C reaches every process of the shop at once), then exits with its code. */
function onStopSignal(log: { info(object: object, message: string): void }, stop: () => Promise<number>) {
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    process.exit(await stop());
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
  // A serving process whose first process has gone (killed) has no connections coming and stops too.
  if (cluster.isWorker) process.once("disconnect", () => void shutdown("SIGTERM"));
}

async function startProcesses(config: Config): Promise<void> {
  const log = pino({ level: config.logLevel });
  const processes = await startShopProcesses(config, log);
  log.info(
    `Shop open at http://localhost:${processes.port} in ${config.workers} processes (API docs at /api/docs)`,
  );
  onStopSignal(log, async () => {
    const code = await processes.stop();
    log.info("stopped");
    return code;
  });
}

async function start(): Promise<void> {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) return startProcesses(config);
  const database = await databaseOfFirstProcess();
  const app = await buildApp(config, database ? { database } : {});
  const stop = drainOnStop(app, SHUTDOWN_GRACE_MS);
  await listen(app, config);
  const { port } = app.server.address() as AddressInfo;
  app.log.info(`Shop open at http://localhost:${port} (API docs at /api/docs)`);
  onStopSignal(app.log, async () => {
    try {
      const { abandoned } = await stop();
      if (abandoned > 0)
        app.log.error({ abandoned }, "requests still running after the grace period were cut off");
      app.log.info("stopped");
      return abandoned > 0 ? 1 : 0;
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      return 1;
    }
  });
}

start().catch((error: unknown) => {
  if (error instanceof StartupError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
