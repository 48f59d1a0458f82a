/**
 * The mail module's public surface. Any module that sends mail calls `queueEmail` with the
 * transaction of the change that causes it (lib/in-transaction.ts); the outbox worker sends it.
 */
import { perDatabase } from "../../lib/per-database.ts";
import { createOutboxService } from "./service.ts";
import { createOutboxStore } from "./store.ts";

export const outboxFor = perDatabase(({ database }) => createOutboxService(createOutboxStore(database)));

export { queueEmail, onEmailQueued, type OutgoingEmail } from "./queue.ts";
export { startOutboxWorker, DEFAULT_POLL_MS, type OutboxWorker, type OutboxWorkerOptions } from "./worker.ts";
export { outboxWorkerPlugin } from "./worker-plugin.ts";
export { MAX_ATTEMPTS, retryDelayMs } from "./sender.ts";
export type { OutboxService } from "./service.ts";
