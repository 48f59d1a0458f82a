/**
 * The demo invoices (decision 126): every demo trade account has 4 to 10, recent, due 30 days after
 * issue; an owing account's open invoices add up to its balance, some part-paid; one or two per
 * account are ones the ERP answers 'Not found' for (spec/1 §8).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../../test/test-database.ts";
import type { Database } from "../../../db/client.ts";
import { demoInvoicesFor, INVOICE_DAYS_BACK, type DemoInvoice } from "./invoices.ts";
import { createRandom } from "./random.ts";
import { DEMO_TRADE_ACCOUNTS } from "./trade-accounts.ts";

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

function expectDemoInvoices(accNumber: string, balance: number, rows: readonly DemoInvoice[], today: string) {
  expect(rows.length).toBeGreaterThanOrEqual(4);
  expect(rows.length).toBeLessThanOrEqual(10);
  rows.forEach((row, i) => {
    expect(row.invoiceNumber).toBe(`INV-${accNumber}-${String(i + 1).padStart(4, "0")}`);
    const age = dayNumber(today) - dayNumber(row.issuedOn);
    expect(age).toBeGreaterThanOrEqual(1);
    expect(age).toBeLessThanOrEqual(INVOICE_DAYS_BACK);
    expect(dayNumber(row.dueOn) - dayNumber(row.issuedOn)).toBe(30);
    expect(row.outstandingPence).toBeGreaterThanOrEqual(0);
    expect(row.outstandingPence).toBeLessThanOrEqual(row.amountPence);
    expect(row.amountPence).toBeGreaterThan(0);
  });
  // Numbered oldest first.
  expect(rows.map((row) => row.issuedOn)).toEqual([...rows.map((row) => row.issuedOn)].sort());
  const open = rows.filter((row) => row.outstandingPence > 0);
  expect(open.reduce((total, row) => total + row.outstandingPence, 0)).toBe(Math.max(balance, 0));
  const unconfirmed = rows.filter((row) => !row.erpConfirms);
  expect(unconfirmed.length).toBeGreaterThanOrEqual(1);
  expect(unconfirmed.length).toBeLessThanOrEqual(2);
  if (balance > 0) {
    for (const row of unconfirmed) expect(row.outstandingPence).toBeGreaterThan(0);
    // Something the ERP confirms is left to pay.
    expect(open.some((row) => row.erpConfirms)).toBe(true);
  }
}

describe("the demo invoices of each trade account", () => {
  const today = new Date("2026-11-25T10:00:00Z");

  it.each(DEMO_TRADE_ACCOUNTS.map((account) => [account.accNumber, account.balancePence] as const))(
    "%s: 4–10 recent invoices, open ones adding up to its balance of %i pence",
    (accNumber, balance) => {
      const rows = demoInvoicesFor(createRandom(7).fork(accNumber), accNumber, balance, today);
      expectDemoInvoices(accNumber, balance, rows, "2026-11-25");
    },
  );

  it("has part-paid invoices among the open ones", () => {
    const partPaid = DEMO_TRADE_ACCOUNTS.flatMap((account) =>
      demoInvoicesFor(
        createRandom(1).fork(account.accNumber),
        account.accNumber,
        account.balancePence,
        today,
      ),
    ).filter((row) => row.outstandingPence > 0 && row.outstandingPence < row.amountPence);
    expect(partPaid.length).toBeGreaterThan(0);
  });

  it("gives the same invoices for the same seed and day", () => {
    const make = () => demoInvoicesFor(createRandom(3).fork("CAR1001"), "CAR1001", 843_210, today);
    expect(make()).toEqual(make());
  });

  it("gives an account in credit only paid invoices", () => {
    const rows = demoInvoicesFor(createRandom(3).fork("CAR3001"), "CAR3001", -12_000, today);
    expect(rows.every((row) => row.outstandingPence === 0)).toBe(true);
  });
});

describe("the demo invoices in the demo database", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase("demo");
  });
  afterAll(() => database.close());

  it("are written for every demo trade account, consistent with its balance", async () => {
    const [clock] = await database.rows<{ today: string }>(
      sql`select to_char(now() at time zone 'Europe/London', 'YYYY-MM-DD') as today`,
    );
    for (const account of DEMO_TRADE_ACCOUNTS) {
      const rows = await database.rows<DemoInvoice>(sql`select i.invoice_number as "invoiceNumber",
          i.issued_on as "issuedOn", i.due_on as "dueOn", i.amount_pence as "amountPence",
          i.outstanding_pence as "outstandingPence", i.erp_confirms as "erpConfirms"
        from invoices i join trade_accounts a on a.id = i.account_id
        where a.acc_number = ${account.accNumber} order by i.invoice_number`);
      // The template database may have been made the day before: its "today" is today or yesterday.
      const madeOn = [
        clock!.today,
        new Date(Date.parse(`${clock!.today}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10),
      ];
      const fits = madeOn.some((today) => {
        try {
          expectDemoInvoices(account.accNumber, account.balancePence, rows, today);
          return true;
        } catch {
          return false;
        }
      });
      if (!fits) expectDemoInvoices(account.accNumber, account.balancePence, rows, clock!.today);
    }
  });
});
