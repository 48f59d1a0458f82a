/**
 * One action per phone-made id (decisions 163, 169): collections, deliveries and stock adjustments
 * carry a UUID the phone made, so a retry or the offline queue sending it again is applied once.
 * The id is claimed in `app_action_receipts` in the action's own transaction and the answer kept
 * with it; the same id again, from the same user and for the same kind, answers the kept answer
 * and writes nothing. A refused action rolls back with its claim, so it can be sent again.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { conflict } from "../../lib/domain-errors.ts";
import { inTransaction, type Executor } from "../../lib/in-transaction.ts";

export type ActionKind = "collection" | "delivery" | "adjustment";
export type Action = { clientId: string; userId: number; kind: ActionKind };

export const ACTION_ID_TAKEN = "This action id was used for something else.";

export function createActionReceipts(database: Database) {
  /** Claims the phone's id for this action; false when it was claimed before. */
  async function claim(tx: Executor, { clientId, userId, kind }: Action): Promise<boolean> {
    const rows = await rowsOf(tx)(sql`
      insert into app_action_receipts (client_id, user_id, kind) values (${clientId}, ${userId}, ${kind})
      on conflict (client_id) do nothing returning client_id`);
    return rows.length > 0;
  }

  async function keepReply(tx: Executor, clientId: string, reply: unknown) {
    await tx.execute(
      sql`update app_action_receipts set reply = ${JSON.stringify(reply)}::jsonb where client_id = ${clientId}`,
    );
  }

  /** The first answer to this user's action of this kind under this id, if there is one. */
  async function replyOf(tx: Executor, { clientId, userId, kind }: Action): Promise<unknown> {
    const [row] = await rowsOf(tx)<{ reply: unknown }>(sql`
      select reply from app_action_receipts
      where client_id = ${clientId} and user_id = ${userId} and kind = ${kind}`);
    return row?.reply ?? undefined;
  }

  /** Applies `work` once per client id; a repeat answers the first reply and writes nothing. */
  function once<T>(action: Action, work: (tx: Executor) => Promise<T>): Promise<T> {
    return inTransaction(database, async (tx): Promise<T> => {
      if (!(await claim(tx, action))) {
        const reply = await replyOf(tx, action);
        if (reply === undefined) throw conflict(ACTION_ID_TAKEN, { clientId: ACTION_ID_TAKEN });
        return reply as T;
      }
      const reply = await work(tx);
      await keepReply(tx, action.clientId, reply);
      return reply;
    });
  }

  return { once };
}

export type ActionReceipts = ReturnType<typeof createActionReceipts>;
