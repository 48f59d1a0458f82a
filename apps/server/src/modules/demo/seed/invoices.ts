/**
 * The demo trade accounts' invoices (issue 12 invoice payment; decision 126): 4 to 10 each, issued
 * over the last 90 days and due 30 days after, numbered INV-{account}-0001 from the oldest. An
 * account that owes money has its newest invoices open, some part-paid, their outstanding adding
 * up to its balance; the older ones are paid. An account in credit has every invoice paid. One
 * open invoice (two where there are six or more) is one the ERP answers 'Not found' for, so the
 * 'Error Confirming Invoice' dialog (spec/1 §8) can be met. Amounts come from the seed; the dates
 * from the day the shop was made, so the invoices are always recent.
 */
import { sql } from "drizzle-orm";
import { londonDateOf } from "@merchant/domain/checkout";
import type { invoices } from "../../../db/schema.ts";
import type { Random } from "./random.ts";
import type { Executor } from "./sql-runner.ts";
import { DEMO_TRADE_ACCOUNTS } from "./trade-accounts.ts";

export const INVOICE_DAYS_BACK = 90;
export const INVOICE_TERMS_DAYS = 30;

export type DemoInvoice = Omit<typeof invoices.$inferSelect, "id" | "accountId">;

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of the London day `days` after `from` (a London calendar day at UTC midnight). */
function isoDay(fromUtcMidnight: number, days: number): string {
  return new Date(fromUtcMidnight + days * DAY_MS).toISOString().slice(0, 10);
}

/** `total` pence shared out over `count` parts by random weights, each at least 1p, adding up exactly. */
function shareOut(random: Random, total: number, count: number): number[] {
  const weights = Array.from({ length: count }, () => 0.5 + random.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.max(1, Math.floor((total * weight) / sum)));
  parts[count - 1]! += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

/** The invoices of one account owing `balancePence` (nothing open when it owes nothing), as of `today`. */
export function demoInvoicesFor(
  random: Random,
  accNumber: string,
  balancePence: number,
  today: Date,
): DemoInvoice[] {
  const { year, month, day } = londonDateOf(today.getTime());
  const todayUtc = Date.UTC(year, month - 1, day);
  const count = random.int(4, 10);
  // Distinct days back, oldest first.
  const daysBack = random
    .shuffle(Array.from({ length: INVOICE_DAYS_BACK }, (_, i) => i + 1))
    .slice(0, count)
    .sort((a, b) => b - a);
  // Open invoices are the newest; a balance too small to share leaves fewer open, at least 1p each.
  const openCount = balancePence > 0 ? Math.min(count - random.int(1, 2), balancePence) : 0;
  const outstanding = openCount > 0 ? shareOut(random, balancePence, openCount) : [];
  const unconfirmed = new Set(
    random
      .shuffle(Array.from({ length: openCount > 0 ? openCount : count }, (_, i) => i))
      .slice(0, openCount >= 6 ? 2 : 1),
  );

  return daysBack.map((back, i) => {
    const openIndex = i - (count - openCount);
    const open = openIndex >= 0;
    const owed = open ? outstanding[openIndex]! : 0;
    // Paid invoices: £150 to £2,500. Open ones: some part-paid already (never the newest).
    const amount = open
      ? owed +
        (openIndex < openCount - 1 && random.chance(0.4) ? Math.round(owed * (0.2 + random.next())) : 0)
      : random.int(15_000, 250_000);
    return {
      invoiceNumber: `INV-${accNumber}-${String(i + 1).padStart(4, "0")}`,
      issuedOn: isoDay(todayUtc, -back),
      dueOn: isoDay(todayUtc, -back + INVOICE_TERMS_DAYS),
      amountPence: amount,
      outstandingPence: owed,
      // An owing account's unconfirmed invoices are open ones; an account in credit has only paid ones.
      erpConfirms: openCount > 0 ? !(open && unconfirmed.has(openIndex)) : !unconfirmed.has(i),
    };
  });
}

/** Writes every demo trade account's invoices; an account that has its invoices already keeps them. */
export async function insertDemoInvoices(executor: Executor, random: Random, today: Date): Promise<void> {
  for (const account of DEMO_TRADE_ACCOUNTS) {
    const rows = demoInvoicesFor(
      random.fork(account.accNumber),
      account.accNumber,
      account.balancePence,
      today,
    );
    const values = sql.join(
      rows.map(
        (row) =>
          sql`(${row.invoiceNumber}, ${row.issuedOn}, ${row.dueOn}, ${row.amountPence}::int, ${row.outstandingPence}::int, ${row.erpConfirms}::boolean)`,
      ),
      sql`, `,
    );
    await executor.execute(sql`insert into invoices
        (account_id, invoice_number, issued_on, due_on, amount_pence, outstanding_pence, erp_confirms)
      select a.id, v.invoice_number, v.issued_on, v.due_on, v.amount_pence, v.outstanding_pence, v.erp_confirms
      from trade_accounts a
      cross join (values ${values}) as v(invoice_number, issued_on, due_on, amount_pence, outstanding_pence, erp_confirms)
      where a.acc_number = ${account.accNumber}
      on conflict (invoice_number) do nothing`);
  }
}
