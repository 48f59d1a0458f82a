/**
 * Serves PGlite's one session on a Unix socket to any number of connections: each connection is
 * pglite-socket's own handler, and the TransactionQueue lets one connection's transaction or
 * statement run at a time (decision 197). The server's own connection and, when the shop runs
 * several processes, each process's connection share it.
 */
import { createServer } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from "@electric-sql/pglite-socket";
import { TransactionQueue } from "./transaction-queue.ts";

export type SessionServer = { stop(): Promise<void> };

export async function serveSession(db: PGlite, path: string): Promise<SessionServer> {
  // The handler is typed for the library's own queue class; it calls only the methods TransactionQueue has.
  const queryQueue = new TransactionQueue(db) as unknown as PGLiteSocketHandlerOptions["queryQueue"];
  const handlers = new Set<PGLiteSocketHandler>();
  const server = createServer((socket) => {
    const handler = new PGLiteSocketHandler({ queryQueue, closeOnDetach: true });
    handlers.add(handler);
    for (const ended of ["close", "error"]) handler.addEventListener(ended, () => handlers.delete(handler));
    void handler.attach(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => {
      server.off("error", reject);
      resolve();
    });
  });
  // A failed accept (too many open files) refuses that connection; it must not end the database's thread.
  server.on("error", (error) => console.warn(`database: the embedded database's socket: ${error.message}`));
  return {
    stop: async () => {
      await Promise.all([...handlers].map((handler) => handler.detach(true)));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
