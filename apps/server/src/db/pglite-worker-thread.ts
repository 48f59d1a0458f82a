/**
 * The embedded database's own thread: PGlite (WebAssembly PostgreSQL) runs here, off the server's event
 * loop, so a slow query no longer stalls every other request. It serves the database on a private Unix
 * socket in PostgreSQL's own protocol (pglite-session-server.ts), where the main thread's one-connection
 * node-postgres pool talks to it, and each process of a shop run as several (decision 197); it posts
 * every change notice the database raises to the main thread.
 * Started by pglite-worker.ts (docs/decisions/132-pglite-worker.md); bundled as dist/pglite-worker-thread.js.
 */
import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { MainMessage, WorkerMessage, WorkerStart } from "./pglite-worker-messages.ts";
import { serveSession } from "./pglite-session-server.ts";

const port: MessagePort = parentPort ?? notInWorker();
const start = workerData as WorkerStart;
const tell = (message: WorkerMessage) => port.postMessage(message);

async function serve(): Promise<void> {
  const database = await PGlite.create(start.dataDir, {
    extensions: { pg_trgm },
    ...(start.loadDataDir ? { loadDataDir: new Blob([start.loadDataDir]) } : {}),
  });
  // Every notice, whichever connection asked to LISTEN: the main thread issues LISTEN over its own
  // connection (a LISTEN run from here could land inside that connection's open transaction).
  database.onNotification((channel, payload) => tell({ type: "notice", channel, payload }));
  // PGlite is one PostgreSQL session: its connections take turns, a whole transaction each.
  const server = await serveSession(database, start.socketPath);

  port.on("message", (message: MainMessage) => {
    if (message.type !== "close") return;
    // The socket first, so nothing reaches PGlite while it writes its last pages to the folder.
    void server
      .stop()
      .then(() => database.close())
      .finally(() => port.close());
  });
  tell({ type: "ready" });
}

function notInWorker(): never {
  throw new Error("pglite-worker-thread.ts runs as a worker thread, started by pglite-worker.ts");
}

serve().catch((error: unknown) => {
  tell({ type: "failed", reason: error instanceof Error ? error.message : String(error) });
  port.close();
});
