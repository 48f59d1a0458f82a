/**
 * Starts the shop: configuration from the environment, the app, then listening. On SIGTERM
 * or SIGINT it stops accepting connections, lets in-flight requests finish, closes the
 * database and exits 0.
 */
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

/** A request still running after this long is abandoned so a deploy cannot hang. */
const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const app = await buildApp(config);
await app.listen({ host: config.host, port: config.port });
app.log.info(`Shop open at http://localhost:${config.port} (API docs at /api/docs)`);

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
