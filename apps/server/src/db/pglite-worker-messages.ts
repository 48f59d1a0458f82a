/**
 * What the server's main thread and the embedded database's worker thread say to each other
 * (pglite-worker.ts and pglite-worker-thread.ts). Queries do not pass here: they go over the worker's
 * Unix socket in PostgreSQL's own protocol. Only the start, the change notices and the close do.
 */

/** Given to the worker at its start (workerData). */
export type WorkerStart = {
  /** A folder, or `memory://` (only when a test asks for the worker). */
  dataDir: string;
  /** The Unix socket the worker serves the database on, in a folder only this user can open. */
  socketPath: string;
  /** A dump of a data directory to start from (a test template), as bytes: a Blob does not cross threads everywhere. */
  loadDataDir?: ArrayBuffer;
};

/** From the worker to the main thread. */
export type WorkerMessage =
  | { type: "ready" }
  | { type: "failed"; reason: string }
  | { type: "notice"; channel: string; payload: string };

/** From the main thread to the worker. */
export type MainMessage = { type: "close" };
