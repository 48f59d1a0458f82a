/**
 * Rows of account and invoice payments: a trade account's invoices as its ERP reports them, the
 * invoices each user has ticked to pay (kept until paid or cleared), and the payments made, found
 * again by their idempotency key. Only a card's brand, last four digits and expiry are written.
 */
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invoices, invoiceSelections, payments } from "../../db/schema.ts";
import type { Executor } from "../../lib/in-transaction.ts";

/** An invoice of the account: its number, dates, amounts in pence, and whether the ERP confirms it. */
export type InvoiceRow = Omit<typeof invoices.$inferSelect, "accountId">;

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, "id" | "createdAt">;

const invoiceColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  issuedOn: invoices.issuedOn,
  dueOn: invoices.dueOn,
  amountPence: invoices.amountPence,
  outstandingPence: invoices.outstandingPence,
  erpConfirms: invoices.erpConfirms,
};

export function createAccountPaymentsStore(db: Db) {
  return {
    /** The account's open invoices, soonest due first, each with whether the user has ticked it. */
    async openInvoices(accountId: number, userId: number): Promise<(InvoiceRow & { selected: boolean })[]> {
      return db
        .select({ ...invoiceColumns, selected: sql<boolean>`${invoiceSelections.invoiceId} is not null` })
        .from(invoices)
        .leftJoin(
          invoiceSelections,
          and(eq(invoiceSelections.invoiceId, invoices.id), eq(invoiceSelections.userId, userId)),
        )
        .where(and(eq(invoices.accountId, accountId), gt(invoices.outstandingPence, 0)))
        .orderBy(asc(invoices.dueOn), asc(invoices.invoiceNumber));
    },

    /** One of the account's invoices, paid or not; null for any other account's or none. */
    async invoiceOf(accountId: number, invoiceId: number): Promise<InvoiceRow | null> {
      const [row] = await db
        .select(invoiceColumns)
        .from(invoices)
        .where(and(eq(invoices.id, invoiceId), eq(invoices.accountId, accountId)));
      return row ?? null;
    },

    async select(userId: number, invoiceId: number): Promise<void> {
      await db.insert(invoiceSelections).values({ userId, invoiceId }).onConflictDoNothing();
    },

    async unselect(userId: number, invoiceIds: readonly number[]): Promise<void> {
      if (invoiceIds.length === 0) return;
      await db
        .delete(invoiceSelections)
        .where(
          and(eq(invoiceSelections.userId, userId), inArray(invoiceSelections.invoiceId, [...invoiceIds])),
        );
    },

    /** spec/1 §7 ClearSelectedInvoices: every tick of the user, on any of their accounts. */
    async clear(userId: number): Promise<void> {
      await db.delete(invoiceSelections).where(eq(invoiceSelections.userId, userId));
    },

    /** The account's invoices the user has ticked, paid ones too (for the caller to drop), oldest tick first. */
    async selectedInvoices(accountId: number, userId: number): Promise<InvoiceRow[]> {
      return db
        .select(invoiceColumns)
        .from(invoiceSelections)
        .innerJoin(invoices, eq(invoices.id, invoiceSelections.invoiceId))
        .where(and(eq(invoiceSelections.userId, userId), eq(invoices.accountId, accountId)))
        .orderBy(asc(invoices.dueOn), asc(invoices.invoiceNumber));
    },

    async invoiceNumbers(invoiceIds: readonly number[]): Promise<Map<number, string>> {
      if (invoiceIds.length === 0) return new Map();
      const rows = await db
        .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber })
        .from(invoices)
        .where(inArray(invoices.id, [...invoiceIds]));
      return new Map(rows.map((row) => [row.id, row.invoiceNumber]));
    },

    async paymentByKey(idempotencyKey: string, executor: Executor = db): Promise<PaymentRow | null> {
      const [row] = await executor.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey));
      return row ?? null;
    },

    /** Records a payment; null when one with its idempotency key is there already (a retry got in first). */
    async recordPayment(tx: Executor, payment: NewPayment): Promise<PaymentRow | null> {
      const [row] = await tx
        .insert(payments)
        .values(payment)
        .onConflictDoNothing({ target: payments.idempotencyKey })
        .returning();
      return row ?? null;
    },

    /**
     * Puts what was paid to each invoice, in one statement. Never below zero: should another
     * payment have settled an invoice in between, the money stays with the account as credit.
     */
    async settleInvoices(
      tx: Executor,
      paid: readonly { invoiceId: number; amountPence: number }[],
    ): Promise<void> {
      if (paid.length === 0) return;
      const ids = `{${paid.map((entry) => entry.invoiceId).join(",")}}`;
      const amounts = `{${paid.map((entry) => entry.amountPence).join(",")}}`;
      await tx.execute(sql`update ${invoices} set outstanding_pence = greatest(outstanding_pence - p.amount, 0)
        from unnest(${ids}::int[], ${amounts}::int[]) as p(id, amount)
        where ${invoices.id} = p.id`);
    },

    /** Paid invoices are nobody's to tick any more: every user's ticks on them go. */
    async clearTicksOn(tx: Executor, invoiceIds: readonly number[]): Promise<void> {
      if (invoiceIds.length === 0) return;
      await tx.delete(invoiceSelections).where(inArray(invoiceSelections.invoiceId, [...invoiceIds]));
    },
  };
}

export type AccountPaymentsStore = ReturnType<typeof createAccountPaymentsStore>;
