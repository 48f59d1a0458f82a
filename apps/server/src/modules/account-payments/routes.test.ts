/**
 * Account and invoice payments as the account payment screen calls them (spec/1 §4, §5 Payments,
 * §7 InvoicePaymentAmount and ClearSelectedInvoices, §8; decision 126): the active trade account's
 * open invoices and limits, ticks kept by the server, the ERP's 'Not found' unticking an invoice,
 * card payments of an amount or of the ticked invoices that change the balance and the invoices in
 * one go, a refused card that changes nothing, a retried payment that is one payment, and nothing
 * of another user's or another account's reachable.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AccountPayments } from "@merchant/contract";
import { applyInvoiceAmountReply } from "@merchant/domain/payments";
import { buildTestApp } from "../../../test/build-test-app.ts";
import type { TestShopper } from "../../../test/test-shopper.ts";
import { tradeUsersOn } from "../../../test/trade-users.ts";
import { SANDBOX_CARDS } from "../../adapters/payments/index.ts";
import { DEMO_USERS } from "../demo/seed/users.ts";

const OVERVIEW = "/api/account/payments";
const SELECTION = "/api/account/invoice-selection";
const CONFIRMATION = "/api/account/invoice-selection/confirmation";
const INVOICE_PAYMENTS = "/api/account/invoice-payments";

let app: FastifyInstance;
/** The seed's invoices and balances, put back before each test so every test starts from them. */
let seededInvoices: { id: number; outstanding: number }[] = [];
let seededBalances: { id: number; balance: number }[] = [];
beforeAll(async () => {
  // The demo data holds Sam's four trade accounts and Pat's one, each with its invoices.
  app = await buildTestApp({ data: "demo" });
  seededInvoices = await app.database.rows(sql`select id, outstanding_pence as outstanding from invoices`);
  seededBalances = await app.database.rows(sql`select id, balance_pence as balance from trade_accounts`);
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.database.db.execute(sql`delete from payments`);
  await app.database.db.execute(sql`delete from invoice_selections`);
  await app.database.db.execute(sql`update invoices i set outstanding_pence = s.outstanding
    from json_to_recordset(${JSON.stringify(seededInvoices)}::json) as s(id int, outstanding int) where i.id = s.id`);
  await app.database.db.execute(sql`update trade_accounts a set balance_pence = s.balance
    from json_to_recordset(${JSON.stringify(seededBalances)}::json) as s(id int, balance int) where a.id = s.id`);
});

const [, alex, pat] = DEMO_USERS;
const { signedIn, visitor, switchTo } = tradeUsersOn(() => app, "10.12.0");

const overviewOf = async (shopper: TestShopper): Promise<AccountPayments> => {
  const response = await shopper.get(OVERVIEW);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const year = new Date().getFullYear();
const card = (overrides: Record<string, unknown> = {}) => ({
  CardNumber: SANDBOX_CARDS.approved,
  SecurityNumber: "737",
  EndM: "08",
  EndY: String(year + 3),
  FullName: "Sam Carter",
  ...overrides,
});

let keys = 0;
const newKey = () => `test-payment-key-${Date.now()}-${++keys}`;

const payOnAccount = (shopper: TestShopper, body: object) => shopper.send("POST", OVERVIEW, body);
const payInvoices = (shopper: TestShopper, body: object) => shopper.send("POST", INVOICE_PAYMENTS, body);
const tick = (shopper: TestShopper, id: number | string) => shopper.send("PUT", `${SELECTION}/${id}`);
const untick = (shopper: TestShopper, id: number | string) => shopper.send("DELETE", `${SELECTION}/${id}`);
const confirm = (shopper: TestShopper) => shopper.send("POST", CONFIRMATION);

const balanceOf = async (accNumber: string) =>
  (
    await app.database.rows<{ balance: number }>(
      sql`select balance_pence as balance from trade_accounts where acc_number = ${accNumber}`,
    )
  )[0]!.balance;
const paymentRows = () => app.database.rows<Record<string, unknown>>(sql`select * from payments order by id`);
const tickRows = () =>
  app.database.rows<{ userId: number; invoiceId: number }>(
    sql`select user_id as "userId", invoice_id as "invoiceId" from invoice_selections order by invoice_id`,
  );
type InvoiceRow = {
  id: number;
  invoiceNumber: string;
  outstanding: number;
  erpConfirms: boolean;
  accNumber: string;
};
const invoiceRows = (accNumber: string) =>
  app.database.rows<InvoiceRow>(sql`select i.id, i.invoice_number as "invoiceNumber",
      i.outstanding_pence as outstanding, i.erp_confirms as "erpConfirms", a.acc_number as "accNumber"
    from invoices i join trade_accounts a on a.id = i.account_id
    where a.acc_number = ${accNumber} order by i.due_on, i.invoice_number`);
const openOf = async (accNumber: string) =>
  (await invoiceRows(accNumber)).filter((row) => row.outstanding > 0);

/** Two open invoices the ERP confirms and one it answers 'Not found' for, of the account. */
async function invoicesToTick(accNumber = "CAR1001") {
  const open = await openOf(accNumber);
  const confirmed = open.filter((row) => row.erpConfirms).slice(0, 2);
  const unconfirmed = open.find((row) => !row.erpConfirms)!;
  expect(confirmed).toHaveLength(2);
  expect(unconfirmed).toBeDefined();
  return { confirmed, unconfirmed };
}

describe("GET /api/account/payments (spec/1 §2 account payment screen)", () => {
  it("gives the active account's balance, the limits of a single payment and its open invoices, soonest due first", async () => {
    const overview = await overviewOf(await signedIn());
    expect(overview.account).toMatchObject({
      accNumber: "CAR1001",
      name: "Carter Construction Ltd",
      balance: 843_210,
    });
    expect(overview.limits).toEqual({ minPence: 100, maxPence: 843_210 });
    const open = await openOf("CAR1001");
    expect(overview.invoices.map((invoice) => invoice.invoiceNumber)).toEqual(
      open.map((row) => row.invoiceNumber),
    );
    expect(overview.invoices.length).toBeGreaterThan(0);
    for (const invoice of overview.invoices) {
      expect(invoice.invoiceNumber).toMatch(/^INV-CAR1001-\d{4}$/);
      expect(invoice.outstandingPence).toBeGreaterThan(0);
      expect(invoice.outstandingPence).toBeLessThanOrEqual(invoice.amountPence);
      expect(invoice.selected).toBe(false);
    }
    expect(overview.invoices.map((invoice) => invoice.dueOn)).toEqual(
      [...overview.invoices.map((invoice) => invoice.dueOn)].sort(),
    );
    // The demo account's open invoices add up to what it owes.
    expect(overview.invoices.reduce((total, invoice) => total + invoice.outstandingPence, 0)).toBe(843_210);
  });

  it("gives an account in credit nothing to pay and no open invoice", async () => {
    const shopper = await signedIn();
    await switchTo(shopper, "CAR3001");
    const overview = await overviewOf(shopper);
    expect(overview.account.balance).toBe(-12_000);
    expect(overview.limits).toEqual({ minPence: 100, maxPence: 0 });
    expect(overview.invoices).toEqual([]);
  });

  it("shows another trade user only their own account's invoices", async () => {
    const overview = await overviewOf(await signedIn(pat));
    expect(overview.account.accNumber).toBe("HUG1001");
    expect(overview.invoices.every((invoice) => invoice.invoiceNumber.startsWith("INV-HUG1001-"))).toBe(true);
  });

  it("is a 401 signed out and a 403 for a user with no trade account", async () => {
    expect((await visitor().get(OVERVIEW)).statusCode).toBe(401);
    const consumer = await (await signedIn(alex)).get(OVERVIEW);
    expect(consumer.statusCode).toBe(403);
    expect(consumer.json().error.message).toBe(
      "Account payments are made to trade accounts, and you have no trade account.",
    );
  });
});

describe("PUT and DELETE /api/account/invoice-selection/{invoiceId}: the ticks the server keeps", () => {
  it("ticks and unticks an open invoice, as the next read shows", async () => {
    const shopper = await signedIn();
    const [first, second] = await openOf("CAR1001");
    expect((await tick(shopper, first!.id)).statusCode).toBe(204);
    expect((await tick(shopper, second!.id)).statusCode).toBe(204);
    // Ticking twice is still one tick.
    expect((await tick(shopper, second!.id)).statusCode).toBe(204);
    let ticked = (await overviewOf(shopper)).invoices.filter((invoice) => invoice.selected);
    expect(ticked.map((invoice) => invoice.id)).toEqual([first!.id, second!.id]);

    expect((await untick(shopper, first!.id)).statusCode).toBe(204);
    expect((await untick(shopper, first!.id)).statusCode).toBe(204);
    ticked = (await overviewOf(shopper)).invoices.filter((invoice) => invoice.selected);
    expect(ticked.map((invoice) => invoice.id)).toEqual([second!.id]);
  });

  it("keeps each user's ticks to themselves", async () => {
    const [first] = await openOf("CAR1001");
    expect((await tick(await signedIn(), first!.id)).statusCode).toBe(204);
    // Sam in another session sees the tick: it is the user's, kept by the server.
    expect(
      (await overviewOf(await signedIn())).invoices.find((invoice) => invoice.id === first!.id)?.selected,
    ).toBe(true);
  });

  it("answers another user's invoice, or another of the user's accounts' invoice, as one that does not exist", async () => {
    const shopper = await signedIn();
    const [patsInvoice] = await openOf("HUG1001");
    const [otherAccountsInvoice] = await openOf("CAR2001");
    for (const id of [patsInvoice!.id, otherAccountsInvoice!.id, 999_999]) {
      const ticked = await tick(shopper, id);
      expect(ticked.statusCode).toBe(404);
      expect(ticked.json().error.message).toBe("No such invoice on this account");
      expect((await untick(shopper, id)).statusCode).toBe(404);
    }
    expect(await tickRows()).toEqual([]);
  });

  it("refuses to tick a paid invoice", async () => {
    const paid = (await invoiceRows("CAR1001")).find((row) => row.outstanding === 0)!;
    const response = await tick(await signedIn(), paid.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(`Invoice ${paid.invoiceNumber} is already paid.`);
    expect(await tickRows()).toEqual([]);
  });

  it("answers an id that is not a number with a 400 naming invoiceId, writing nothing", async () => {
    const response = await tick(await signedIn(), "INV-1");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("invoiceId");
    expect(await tickRows()).toEqual([]);
  });

  it("is a 401 signed out and a 403 for a user with no trade account", async () => {
    const [first] = await openOf("CAR1001");
    expect((await tick(visitor(), first!.id)).statusCode).toBe(401);
    expect((await tick(await signedIn(alex), first!.id)).statusCode).toBe(403);
    expect((await visitor().send("DELETE", SELECTION)).statusCode).toBe(401);
    expect(await tickRows()).toEqual([]);
  });
});

describe("DELETE /api/account/invoice-selection (spec/1 §7 ClearSelectedInvoices)", () => {
  it("unticks every invoice the user ticked, on any of their accounts, and nobody else's", async () => {
    const shopper = await signedIn();
    const [first, second] = await openOf("CAR1001");
    await tick(shopper, first!.id);
    await tick(shopper, second!.id);
    await switchTo(shopper, "CAR2001");
    const [other] = await openOf("CAR2001");
    await tick(shopper, other!.id);
    const pats = await signedIn(pat);
    const [patsInvoice] = await openOf("HUG1001");
    await tick(pats, patsInvoice!.id);

    expect((await shopper.send("DELETE", SELECTION)).statusCode).toBe(204);
    expect((await tickRows()).map((row) => row.invoiceId)).toEqual([patsInvoice!.id]);
  });
});

describe("POST /api/account/invoice-selection/confirmation (spec/1 §7 InvoicePaymentAmount, §8)", () => {
  it("totals the ticked invoices the ERP confirms, and unticks the one it answers 'Not found' for", async () => {
    const shopper = await signedIn();
    const { confirmed, unconfirmed } = await invoicesToTick();
    for (const invoice of [...confirmed, unconfirmed]) await tick(shopper, invoice.id);

    const response = await confirm(shopper);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.reply).toBe(confirmed[0]!.outstanding + confirmed[1]!.outstanding);
    expect(body.invoices).toEqual(
      confirmed.map((row) => ({
        id: row.id,
        invoiceNumber: row.invoiceNumber,
        outstandingPence: row.outstanding,
      })),
    );
    expect(body.invoicePostCheck).toEqual({
      [confirmed[0]!.id]: { status: "ok" },
      [confirmed[1]!.id]: { status: "ok" },
      [unconfirmed.id]: { status: "Not found" },
    });
    // Unticked on the server too.
    const ticked = (await overviewOf(shopper)).invoices.filter((invoice) => invoice.selected);
    expect(ticked.map((invoice) => invoice.id).sort()).toEqual(confirmed.map((row) => row.id).sort());

    // What the page makes of it (the domain's rule): the dialog listing the unticked number.
    const page = applyInvoiceAmountReply(
      [...confirmed, unconfirmed].map((row) => ({ id: String(row.id), invoiceNumber: row.invoiceNumber })),
      body,
    );
    expect(page.problem).toEqual({
      title: "Error Confirming Invoice",
      intro: "We are having an issue confirming the details for the below invoices",
      invoiceNumbers: [unconfirmed.invoiceNumber],
      help: "Please contact customer support for more information.",
    });
    expect(page.showPayButton).toBe(true);
    expect(page.totalPence).toBe(body.reply);
  });

  it("answers a total of nothing when nothing is ticked", async () => {
    const response = await confirm(await signedIn());
    expect(response.json()).toEqual({ reply: 0, invoices: [], invoicePostCheck: {} });
  });

  it("is a 401 signed out and a 403 for a user with no trade account", async () => {
    expect((await confirm(visitor())).statusCode).toBe(401);
    expect((await confirm(await signedIn(alex))).statusCode).toBe(403);
  });
});

describe("POST /api/account/payments: a single payment on account (spec/1 §5 Payments)", () => {
  it("takes the amount by card and lowers the balance by it, keeping only the card's brand, last four and expiry", async () => {
    const shopper = await signedIn();
    const response = await payOnAccount(shopper, {
      amountPence: 25_075,
      card: card(),
      idempotencyKey: newKey(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json();
    expect(receipt.payment).toMatchObject({
      kind: "account",
      amountPence: 25_075,
      card: { brand: "Visa", last4: "4242", expMonth: 8, expYear: year + 3 },
      invoices: [],
    });
    expect(receipt.payment.reference).toMatch(/^PAY-\d{6}$/);
    expect(receipt.account).toMatchObject({ accNumber: "CAR1001", balance: 843_210 - 25_075 });
    expect(await balanceOf("CAR1001")).toBe(843_210 - 25_075);
    expect((await overviewOf(shopper)).account.balance).toBe(843_210 - 25_075);

    const [row, ...more] = await paymentRows();
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      kind: "account",
      status: "authorised",
      amount_pence: 25_075,
      card_last4: "4242",
    });
    expect(JSON.stringify(row)).not.toContain(SANDBOX_CARDS.approved);
    // No column holds the security code (random references and times may hold its digits by chance).
    expect(Object.values(row!).map(String)).not.toContain("737");
    // A payment on account settles no invoice: the accounts team allocates it.
    expect((await openOf("CAR1001")).reduce((total, invoice) => total + invoice.outstanding, 0)).toBe(
      843_210,
    );
  });

  it("answers a retry with the same key as the same payment: one charge, one lower balance", async () => {
    const shopper = await signedIn();
    const body = { amountPence: 10_000, card: card(), idempotencyKey: newKey() };
    const first = await payOnAccount(shopper, body);
    const again = await payOnAccount(shopper, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().payment).toEqual(first.json().payment);
    expect(await paymentRows()).toHaveLength(1);
    expect(await balanceOf("CAR1001")).toBe(843_210 - 10_000);
  });

  it("takes two clicks sent at once as one payment", async () => {
    const shopper = await signedIn();
    const body = { amountPence: 5_000, card: card(), idempotencyKey: newKey() };
    const answers = await Promise.all([payOnAccount(shopper, body), payOnAccount(shopper, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(await paymentRows()).toHaveLength(1);
    expect(await balanceOf("CAR1001")).toBe(843_210 - 5_000);
  });

  it("refuses a key used for a different payment, naming idempotencyKey", async () => {
    const shopper = await signedIn();
    const idempotencyKey = newKey();
    expect(
      (await payOnAccount(shopper, { amountPence: 1_000, card: card(), idempotencyKey })).statusCode,
    ).toBe(201);
    const other = await payOnAccount(shopper, { amountPence: 2_000, card: card(), idempotencyKey });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.fields).toHaveProperty("idempotencyKey");
    expect(await balanceOf("CAR1001")).toBe(843_210 - 1_000);
  });

  it.each([
    [99, "You need to pay at least £1.00"],
    [843_211, "You cannot pay more than £8,432.10"],
    [0, "Please input a payment amount to pay."],
  ])(
    "refuses %i pence with the spec's words, naming amountPence and charging nothing",
    async (amountPence, message) => {
      const response = await payOnAccount(await signedIn(), {
        amountPence,
        card: card(),
        idempotencyKey: newKey(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ message, fields: { amountPence: message } });
      expect(await paymentRows()).toEqual([]);
      expect(await balanceOf("CAR1001")).toBe(843_210);
    },
  );

  it("accepts exactly the balance owed, leaving nothing owed", async () => {
    const response = await payOnAccount(await signedIn(), {
      amountPence: 843_210,
      card: card(),
      idempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().account.balance).toBe(0);
  });

  it("refuses any amount for an account in credit: there is nothing to pay", async () => {
    const shopper = await signedIn();
    await switchTo(shopper, "CAR3001");
    const response = await payOnAccount(shopper, {
      amountPence: 100,
      card: card(),
      idempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("You cannot pay more than £0.00");
  });

  it.each([
    ["a number failing Luhn", { CardNumber: "4242424242424241" }, "card.CardNumber", "Invalid card number"],
    ["an expired card", { EndM: "01", EndY: String(year - 1) }, "card.EndM", "Card has already expired"],
    ["a month 13", { EndM: "13" }, "card.EndM", "Please enter the card expiry date"],
    [
      "a 2-digit code",
      { SecurityNumber: "12" },
      "card.SecurityNumber",
      "Please enter the card security code",
    ],
    ["a 2-letter name", { FullName: "Al" }, "card.FullName", "Please enter the cardholder name"],
    ["a Visa number as Mastercard", { CardTypeID: 2 }, "card.CardNumber", "Invalid card number"],
    [
      "a start date to come",
      { StartM: "01", StartY: String(year + 1) },
      "card.StartM",
      "Card is not yet valid",
    ],
  ])(
    "refuses %s (spec/1 §5 card rules), naming the field, charging nothing",
    async (_, change, field, message) => {
      const response = await payOnAccount(await signedIn(), {
        amountPence: 1_000,
        card: card(change),
        idempotencyKey: newKey(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ [field]: message });
      expect(await paymentRows()).toEqual([]);
      expect(await balanceOf("CAR1001")).toBe(843_210);
    },
  );

  it.each([
    ["no amount", { card: card(), idempotencyKey: newKey() }, "amountPence"],
    ["an amount in words", { amountPence: "ten", card: card(), idempotencyKey: newKey() }, "amountPence"],
    ["a fraction of a penny", { amountPence: 10.5, card: card(), idempotencyKey: newKey() }, "amountPence"],
    ["no card", { amountPence: 1_000, idempotencyKey: newKey() }, "card"],
    ["a short key", { amountPence: 1_000, card: card(), idempotencyKey: "short" }, "idempotencyKey"],
    [
      "a card field of its own",
      { amountPence: 1_000, card: card({ cvv: "123" }), idempotencyKey: newKey() },
      "card",
    ],
    [
      "an account named",
      { amountPence: 1_000, card: card(), idempotencyKey: newKey(), accountId: 1 },
      "body",
    ],
  ])("answers %s with a 400 naming %s, writing nothing", async (_, body, field) => {
    const response = await payOnAccount(await signedIn(), body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields ?? {}).join(" ")).toContain(field);
    expect(await paymentRows()).toEqual([]);
    expect(await balanceOf("CAR1001")).toBe(843_210);
  });

  it.each([
    [SANDBOX_CARDS.declined, "Your card was declined. No payment was taken. Please try another card."],
    [
      SANDBOX_CARDS.insufficientFunds,
      "Your card was declined for insufficient funds. No payment was taken. Please try another card.",
    ],
  ])(
    "answers a refused card %s with a 402 saying why, leaving the balance as it was",
    async (number, message) => {
      const shopper = await signedIn();
      const body = { amountPence: 20_000, card: card({ CardNumber: number }), idempotencyKey: newKey() };
      const response = await payOnAccount(shopper, body);
      expect(response.statusCode).toBe(402);
      expect(response.json().error).toEqual({ code: "payment_declined", message });
      expect(await balanceOf("CAR1001")).toBe(843_210);
      // The refusal is recorded, and a retry with its key gets the same answer, nothing more.
      expect((await payOnAccount(shopper, body)).statusCode).toBe(402);
      const rows = await paymentRows();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: "declined", amount_pence: 20_000 });
      // A new attempt with another card is a new payment.
      const next = await payOnAccount(shopper, { ...body, card: card(), idempotencyKey: newKey() });
      expect(next.statusCode).toBe(201);
      expect(await balanceOf("CAR1001")).toBe(843_210 - 20_000);
    },
  );

  it("does not take a payment a card's bank wants to verify first (3-D Secure), saying so", async () => {
    const response = await payOnAccount(await signedIn(), {
      amountPence: 1_000,
      card: card({ CardNumber: SANDBOX_CARDS.challenge }),
      idempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().error.message).toBe(
      "Your bank asked to verify this card, which account payments cannot do yet. No payment was taken. Please try another card.",
    );
    expect(await balanceOf("CAR1001")).toBe(843_210);
  });

  it("is a 401 signed out and a 403 for a user with no trade account, charging nothing", async () => {
    const body = { amountPence: 1_000, card: card(), idempotencyKey: newKey() };
    expect((await payOnAccount(visitor(), body)).statusCode).toBe(401);
    expect((await payOnAccount(await signedIn(alex), { ...body, idempotencyKey: newKey() })).statusCode).toBe(
      403,
    );
    expect(await paymentRows()).toEqual([]);
  });
});

describe("POST /api/account/invoice-payments: paying the ticked invoices (spec/1 §5 Payments)", () => {
  it("pays the confirmed ticked invoices in full: outstanding to nothing, the balance lower, the ticks gone", async () => {
    const shopper = await signedIn();
    const { confirmed, unconfirmed } = await invoicesToTick();
    for (const invoice of [...confirmed, unconfirmed]) await tick(shopper, invoice.id);
    const { reply } = (await confirm(shopper)).json();

    const response = await payInvoices(shopper, {
      totalPence: reply,
      card: card(),
      idempotencyKey: newKey(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json();
    expect(receipt.payment).toMatchObject({ kind: "invoices", amountPence: reply });
    expect(receipt.payment.invoices).toEqual(
      confirmed.map((row) => ({
        id: row.id,
        invoiceNumber: row.invoiceNumber,
        amountPence: row.outstanding,
      })),
    );
    expect(receipt.account.balance).toBe(843_210 - reply);
    expect(await balanceOf("CAR1001")).toBe(843_210 - reply);

    const after = await invoiceRows("CAR1001");
    for (const paid of confirmed) expect(after.find((row) => row.id === paid.id)?.outstanding).toBe(0);
    expect(after.find((row) => row.id === unconfirmed.id)?.outstanding).toBe(unconfirmed.outstanding);
    expect(await tickRows()).toEqual([]);
    const overview = await overviewOf(shopper);
    expect(overview.invoices.map((invoice) => invoice.id)).not.toContain(confirmed[0]!.id);
    expect(overview.invoices.map((invoice) => invoice.id)).toContain(unconfirmed.id);
  });

  it("pays only what the ERP confirms, even when the total was never asked for", async () => {
    const shopper = await signedIn();
    const { confirmed, unconfirmed } = await invoicesToTick();
    await tick(shopper, confirmed[0]!.id);
    await tick(shopper, unconfirmed.id);
    const response = await payInvoices(shopper, {
      totalPence: confirmed[0]!.outstanding,
      card: card(),
      idempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().payment.invoices.map((invoice: { id: number }) => invoice.id)).toEqual([
      confirmed[0]!.id,
    ]);
    expect(await tickRows()).toEqual([]);
  });

  it("answers a retry with the same key as the same payment: the invoices and the balance settled once", async () => {
    const shopper = await signedIn();
    const { confirmed } = await invoicesToTick();
    for (const invoice of confirmed) await tick(shopper, invoice.id);
    const { reply } = (await confirm(shopper)).json();
    const body = { totalPence: reply, card: card(), idempotencyKey: newKey() };
    const first = await payInvoices(shopper, body);
    const again = await payInvoices(shopper, body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().payment).toEqual(first.json().payment);
    expect(await paymentRows()).toHaveLength(1);
    expect(await balanceOf("CAR1001")).toBe(843_210 - reply);
  });

  it("leaves the invoices open and ticked and the balance as it was when the card is declined", async () => {
    const shopper = await signedIn();
    const { confirmed } = await invoicesToTick();
    for (const invoice of confirmed) await tick(shopper, invoice.id);
    const { reply } = (await confirm(shopper)).json();
    const response = await payInvoices(shopper, {
      totalPence: reply,
      card: card({ CardNumber: SANDBOX_CARDS.declined }),
      idempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().error.message).toBe(
      "Your card was declined. No payment was taken. Please try another card.",
    );
    expect(await balanceOf("CAR1001")).toBe(843_210);
    const after = await invoiceRows("CAR1001");
    for (const invoice of confirmed)
      expect(after.find((row) => row.id === invoice.id)?.outstanding).toBe(invoice.outstanding);
    expect((await tickRows()).map((row) => row.invoiceId).sort()).toEqual(
      confirmed.map((row) => row.id).sort(),
    );
  });

  it("refuses with 'Please select the invoices to pay' when nothing is ticked", async () => {
    const response = await payInvoices(await signedIn(), {
      totalPence: 0,
      card: card(),
      idempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe("Please select the invoices to pay");
    expect(await paymentRows()).toEqual([]);
  });

  it("refuses a total that is not the ticked invoices' total, naming totalPence, charging nothing", async () => {
    const shopper = await signedIn();
    const { confirmed } = await invoicesToTick();
    await tick(shopper, confirmed[0]!.id);
    const response = await payInvoices(shopper, {
      totalPence: confirmed[0]!.outstanding + 1,
      card: card(),
      idempotencyKey: newKey(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toEqual({
      totalPence:
        "The invoices selected have changed since their total was shown. Please check the total and try again.",
    });
    expect(await paymentRows()).toEqual([]);
    expect(await balanceOf("CAR1001")).toBe(843_210);
  });

  it("answers bad input with a 400 naming the field, writing nothing", async () => {
    const shopper = await signedIn();
    const { confirmed } = await invoicesToTick();
    await tick(shopper, confirmed[0]!.id);
    for (const [body, field] of [
      [{ totalPence: -1, card: card(), idempotencyKey: newKey() }, "totalPence"],
      [
        {
          totalPence: confirmed[0]!.outstanding,
          card: card({ CardNumber: "1234" }),
          idempotencyKey: newKey(),
        },
        "card.CardNumber",
      ],
      [{ totalPence: confirmed[0]!.outstanding, card: card() }, "idempotencyKey"],
    ] as const) {
      const response = await payInvoices(shopper, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty([field]);
    }
    expect(await paymentRows()).toEqual([]);
    expect((await tickRows()).map((row) => row.invoiceId)).toEqual([confirmed[0]!.id]);
  });

  it("is a 401 signed out and a 403 for a user with no trade account", async () => {
    const body = { totalPence: 100, card: card(), idempotencyKey: newKey() };
    expect((await payInvoices(visitor(), body)).statusCode).toBe(401);
    expect((await payInvoices(await signedIn(alex), body)).statusCode).toBe(403);
  });
});
