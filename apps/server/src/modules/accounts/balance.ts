/**
 * A trade account's balance changes with the money it pays (issue 12: payments on account and of
 * invoices). The accounts module owns the table; a payment calls this inside the transaction that
 * records it, so the payment and the lower balance commit together or not at all.
 */
import { eq, sql } from "drizzle-orm";
import { tradeAccounts } from "../../db/schema.ts";
import type { Executor } from "../../lib/in-transaction.ts";

/**
 * Lowers what the account owes by `pence` in one statement (no read first, so two payments at once
 * both count), and answers the balance now. It may go below zero: money paid beyond what is owed
 * is the account's credit.
 */
export async function reduceBalance(tx: Executor, accountId: number, pence: number): Promise<number> {
  const [row] = await tx
    .update(tradeAccounts)
    .set({ balancePence: sql`${tradeAccounts.balancePence} - ${pence}` })
    .where(eq(tradeAccounts.id, accountId))
    .returning({ balance: tradeAccounts.balancePence });
  if (!row) throw new Error(`No trade account ${accountId} to take a payment`);
  return row.balance;
}
