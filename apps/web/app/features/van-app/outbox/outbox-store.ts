/**
 * The outbox's IndexedDB store (decision 169), through `idb`: one object store of queued actions
 * keyed by the phone's id, indexed by user and time made so a user's come back in order.
 */
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { OutboxStore, QueuedAction } from "./outbox.ts";

const DATABASE = "van-app-outbox";
const ACTIONS = "actions";
const BY_USER = "by-user";

interface OutboxSchema extends DBSchema {
  actions: { key: string; value: QueuedAction; indexes: { "by-user": [string, number] } };
}

export function idbOutbox(name = DATABASE): OutboxStore {
  let opened: Promise<IDBPDatabase<OutboxSchema>> | undefined;
  const db = () =>
    (opened ??= openDB<OutboxSchema>(name, 1, {
      upgrade(database) {
        const actions = database.createObjectStore(ACTIONS, { keyPath: "clientId" });
        actions.createIndex(BY_USER, ["user", "queuedAt"]);
      },
    }));
  return {
    async add(action) {
      await (await db()).put(ACTIONS, action);
    },
    async list(user) {
      const range = IDBKeyRange.bound([user, -Infinity], [user, Infinity]);
      return (await db()).getAllFromIndex(ACTIONS, BY_USER, range);
    },
    async remove(clientId) {
      await (await db()).delete(ACTIONS, clientId);
    },
  };
}
