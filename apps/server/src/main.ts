/**
 * Starts the shop: configuration from the environment, the app, then listening. A problem the person
 * starting it can fix is one line on stderr and exit code 1. On SIGTERM or SIGINT it stops accepting
 * connections, lets in-flight requests finish, closes the database and exits 0 (shutdown.ts).
 * `npm start` runs this bundled (dist/main.js), so the signal reaches this process and no wrapper.
 */
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { loadConfig, type Config } from "./config.ts";
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
      throw new StartupError(`Port ${config.port} is already in use: stop what uses it, or set PORT to another port.`);
    }
    throw error;
  }
}

async function start(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  const stop = drainOnStop(app, SHUTDOWN_GRACE_MS);
  await listen(app, config);
  const { port } = app.server.address() as AddressInfo;
  app.log.info(`Shop open at http://localhost:${port} (API docs at /api/docs)`);

  const shutdown = async (signal: NodeJS.Signals) => {
    app.log.info({ signal }, "shutting down");
    try {
      const { abandoned } = await stop();
      if (abandoned > 0) app.log.error({ abandoned }, "requests still running after the grace period were cut off");
      app.log.info("stopped");
      process.exit(abandoned > 0 ? 1 : 0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

start().catch((error: unknown) => {
  if (error instanceof StartupError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
