/**
 * Starts the shop: configuration from the environment, the app, then listening. A problem the person
 * starting it can fix is one line on stderr and exit code 1. On SIGTERM or SIGINT it stops accepting
 * connections, lets in-flight requests finish, closes the database and exits 0.
 */
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { loadConfig, type Config } from "./config.ts";
import { StartupError } from "./startup-error.ts";

/** A request still running after this long is abandoned so a deploy cannot hang. */
const SHUTDOWN_GRACE_MS = 10_000;

async function listen(app: FastifyInstance, config: Config): Promise<void> {
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    if ((error as { code?: string }).code === "EADDRINUSE") {
      throw new StartupError(`Port ${config.port} is already in use: stop what uses it, or set PORT to another port.`);
    }
    throw error;
  }
}

async function start(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await listen(app, config);
  const { port } = app.server.address() as AddressInfo;
  app.log.info(`Shop open at http://localhost:${port} (API docs at /api/docs)`);

  let stopping = false;
  async function shutdown(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    setTimeout(() => {
      app.log.error("requests still running after the grace period; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  }
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

start().catch((error: unknown) => {
  if (error instanceof StartupError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
