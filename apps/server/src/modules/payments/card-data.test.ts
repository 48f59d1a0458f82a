/**
 * A card's number and security code are never stored or logged (issue 12, DESIGN.md "Data that
 * must not be lost or leaked", decision 125). Charges run with the sandbox's test cards through the
 * payment gateway the payments module gives (`paymentGatewayFor`) and through the checkout as a
 * shopper pays (approved, declined, insufficient funds, 3-D Secure passed on the challenge route,
 * a card saved and paid with again); then every row of every table is read as text, as pg_dump
 * would write it, and the server's log: neither the numbers nor the security code are there.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Basket } from "@merchant/contract";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { lastUnits, newKey, orderBody } from "../../../test/checkout-shoppers.ts";
import { shopperOn, type TestShopper } from "../../../test/test-shopper.ts";
import { tradeUsersOn } from "../../../test/trade-users.ts";
import { SANDBOX_CARDS } from "../../adapters/payments/index.ts";
import { paymentGatewayFor } from "./index.ts";

/** Not the checkout helpers' usual code, so that every trace of it in this test is this test's. */
const SECURITY_CODE = "919";
const NUMBERS = Object.values(SANDBOX_CARDS);
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, "$1 ");

const lines: string[] = [];
let app: FastifyInstance;
let units: { branchId: number; productId: number };
const { signedIn } = tradeUsersOn(() => app, "10.7.0");

beforeAll(async () => {
  app = await buildTestApp({
    data: "demo",
    config: { logLevel: "info" },
    logDestination: { write: (line: string) => void lines.push(line) },
  });
  units = await lastUnits(app, 100);
});
afterAll(() => app.close());

/** The card fields as the checkout page sends them, the number grouped as typed. */
const cardFields = (number: string, more: object = {}) => ({
  CardExisting: "0",
  CardNumber: grouped(number),
  SecurityNumber: SECURITY_CODE,
  EndM: "04",
  EndY: String(new Date().getFullYear() + 3),
  FullName: "SAM CARTER",
  ...more,
});

async function basketOf(shopper: TestShopper): Promise<Basket> {
  expect(
    (await shopper.send("PUT", "/api/fulfilment/collection-branch", { branchId: units.branchId })).statusCode,
  ).toBe(200);
  const added = await shopper.send("POST", "/api/basket/items", {
    items: [{ productId: units.productId, quantity: 1 }],
  });
  expect(added.statusCode, added.body).toBe(200);
  return (await shopper.get("/api/basket")).json<Basket>();
}

let visitors = 0;
const visitor = () => shopperOn(app, { remoteAddress: `10.7.1.${++visitors}` });

async function payAtCheckout(shopper: TestShopper, card: object) {
  const body = orderBody(await basketOf(shopper), { payment: { method: "card", card } });
  return { body, response: await shopper.send("POST", "/api/checkout/orders", body) };
}

/** Every row of every table of the shop's schema as text, the way a dump would hold it. */
async function everyRow(): Promise<{ table: string; row: string }[]> {
  const tables = await app.database.rows<{ name: string }>(sql`select table_name as name
    from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  expect(tables.map((table) => table.name)).toEqual(
    expect.arrayContaining(["payments", "saved_cards", "orders"]),
  );
  const rows: { table: string; row: string }[] = [];
  for (const { name } of tables) {
    const found = await app.database.rows<{ row: string }>(
      sql`select t::text as row from ${sql.identifier(name)} t`,
    );
    rows.push(...found.map(({ row }) => ({ table: name, row })));
  }
  return rows;
}

/**
 * The security code standing alone: not inside a longer number (a timestamp's milliseconds, "55.919",
 * included), a token or a reference.
 */
const CODE_ALONE = new RegExp(`(?<![0-9A-Za-z]|[0-9]\\.)${SECURITY_CODE}(?![0-9A-Za-z]|\\.[0-9])`);
const codeSightings = (rows: { table: string; row: string }[]) =>
  rows.filter(({ row }) => CODE_ALONE.test(row)).map(({ table, row }) => `${table}: ${row}`);

describe("card numbers and security codes", () => {
  it("are in no table and no log line after charges with every test card", async () => {
    // What the demo data holds before anything is paid: a "919" there (a part number, say) is not ours.
    const codeBefore = codeSightings(await everyRow());
    lines.length = 0;

    // Straight through the module's gateway, as the account payments charge.
    const gateway = paymentGatewayFor(app);
    for (const number of NUMBERS) {
      await gateway.charge({
        amountPence: 2_500,
        description: "Account payment",
        idempotencyKey: newKey(),
        card: {
          kind: "new",
          number,
          securityCode: SECURITY_CODE,
          expMonth: 4,
          expYear: 2031,
          holderName: "Sam Carter",
          save: false,
        },
      });
    }

    // Through the checkout, as a visitor pays.
    const approved = await payAtCheckout(visitor(), cardFields(SANDBOX_CARDS.approved));
    expect(approved.response.statusCode, approved.response.body).toBe(201);
    const mastercard = await payAtCheckout(visitor(), cardFields(SANDBOX_CARDS.approvedMastercard));
    expect(mastercard.response.statusCode, mastercard.response.body).toBe(201);
    expect((await payAtCheckout(visitor(), cardFields(SANDBOX_CARDS.declined))).response.statusCode).toBe(
      402,
    );
    expect(
      (await payAtCheckout(visitor(), cardFields(SANDBOX_CARDS.insufficientFunds))).response.statusCode,
    ).toBe(402);

    // 3-D Secure: asked, passed on the sandbox's challenge route, confirmed.
    const challenged = visitor();
    const asked = await payAtCheckout(challenged, cardFields(SANDBOX_CARDS.challenge));
    expect(asked.response.statusCode, asked.response.body).toBe(202);
    const reference = new URL(asked.response.json().challengeUrl, "http://shop.test").searchParams.get(
      "reference",
    )!;
    expect(
      (await challenged.send("POST", `/api/payments/sandbox/challenges/${reference}/pass`)).statusCode,
    ).toBe(200);
    const confirmed = await challenged.send(
      "POST",
      `/api/checkout/orders/${asked.body.idempotencyKey}/confirm`,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(201);

    // A signed-in customer keeps the card, then pays with it again by its saved id.
    const customer = await signedIn("shopper@example.co.uk");
    const saving = await payAtCheckout(
      customer,
      cardFields(SANDBOX_CARDS.approvedMastercard, { SaveCard: true }),
    );
    expect(saving.response.statusCode, saving.response.body).toBe(201);
    const [saved] = await app.database.rows<{ id: number }>(
      sql`select id from saved_cards order by id desc limit 1`,
    );
    expect(saved).toBeDefined();
    const again = await payAtCheckout(customer, {
      CardExisting: String(saved!.id),
      SecurityNumber: SECURITY_CODE,
    });
    expect(again.response.statusCode, again.response.body).toBe(201);

    // The database: what a receipt shows is there (so the scan reads the rows it should) …
    const rows = await everyRow();
    const kept = rows.filter(({ table }) => table === "payments" || table === "saved_cards");
    expect(kept.some(({ row }) => row.includes("4444") && row.includes("Mastercard"))).toBe(true);
    expect(rows.filter(({ table }) => table === "saved_cards")).toHaveLength(1);
    // … and no card number in any form, nor the security code, is anywhere.
    for (const number of NUMBERS) {
      const sightings = rows.filter(({ row }) => row.includes(number) || row.includes(grouped(number)));
      expect(sightings, number).toEqual([]);
    }
    expect(codeSightings(rows)).toEqual(codeBefore);

    // The log: every request was written, and none of them gave a card away.
    const log = lines.join("");
    expect(log).toContain("POST /api/checkout/orders 201");
    expect(log).toContain(`POST /api/payments/sandbox/challenges/${reference}/pass 200`);
    for (const number of NUMBERS) {
      for (const form of [number, grouped(number), encodeURIComponent(grouped(number))]) {
        expect(log, form).not.toContain(form);
      }
    }
    expect(log).not.toContain(`"${SECURITY_CODE}"`);
  });
});
