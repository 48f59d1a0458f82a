/**
 * The app's delivery options (issue 18; spec/3 §4 Collection and delivery, §5, §7 psgetdeliveries,
 * pscollectdelivery, psdeliveritems, §8; decisions 162, 163): the store's collections, signed for
 * with a PNG and a name, and invoices delivered by number. Another store's collection answers 404,
 * a visitor 401, a shop user 403; bad input is a 400 naming the field with nothing written; the
 * same client id sent twice is applied once.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COLLECTION_NOT_SIGNED,
  COLLECTION_SIGNER_MISSING,
  NO_COLLECTIONS,
  NOTHING_TO_DELIVER,
} from "@merchant/domain/van";
import { buildTestApp } from "../../../test/build-test-app.ts";
import type { TestShopper } from "../../../test/test-shopper.ts";
import { vanOperatorsOn } from "../../../test/van-operators.ts";
import { DEMO_PASSWORD } from "../demo/seed/users.ts";
import { DEMO_COLLECTIONS_PER_STORE, demoDeliveryInvoice } from "../demo/seed/store-collections.ts";
import { ALREADY_COLLECTED, NO_STORE, SIGNATURE_NOT_PNG } from "./service.ts";

/** A real 1×1 PNG, as signature_pad's toDataURL() gives one. */
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

let app: FastifyInstance;
let jo: TestShopper;
let chris: TestShopper;
let joStore: { id: number; code: string };

beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
  jo = await appUser("van@example.co.uk");
  chris = await appUser("van2@example.co.uk");
  joStore = (await jo.get("/api/app/collections")).json().store;
});
afterAll(() => app.close());

const { visitor, appUser } = vanOperatorsOn(() => app, "192.0.19");

const collectionsOf = async (shopper: TestShopper) => (await shopper.get("/api/app/collections")).json();
const collect = (shopper: TestShopper, id: number, body: object) =>
  shopper.send("POST", `/api/app/collections/${id}/collect`, body);
const deliver = (shopper: TestShopper, body: object) => shopper.send("POST", "/api/app/deliveries", body);
const signed = async (id: number) =>
  (
    await app.database.rows<{ signerName: string | null; bytes: number | null }>(sql`
      select signer_name as "signerName", octet_length(signature_png) as bytes from store_collections where id = ${id}`)
  )[0]!;
const receipts = async () =>
  (await app.database.rows<{ n: number }>(sql`select count(*)::int as n from app_action_receipts`))[0]!.n;

describe("GET /api/app/collections (spec/3 §7 psgetdeliveries)", () => {
  it("lists the app store's collections with their products", async () => {
    const { store, collections } = await collectionsOf(jo);
    expect(store).toEqual({
      id: expect.any(Number),
      code: expect.stringMatching(/^BU\d{3}$/),
      name: expect.any(String),
    });
    expect(collections).toHaveLength(DEMO_COLLECTIONS_PER_STORE);
    expect(collections[0]).toEqual({
      id: expect.any(Number),
      orderNumber: `COL-${store.code}-1`,
      customerName: expect.any(String),
      products: expect.arrayContaining([
        { code: expect.any(String), name: expect.any(String), quantity: expect.any(Number) },
      ]),
    });
  });

  it("is a 401 for a visitor, a 403 for a shop user and a 409 for staff without a store", async () => {
    expect((await visitor().get("/api/app/collections")).statusCode).toBe(401);
    const shopper = visitor();
    await shopper.send("POST", "/api/auth/login", {
      email: "shopper@example.co.uk",
      password: DEMO_PASSWORD,
    });
    expect((await shopper.get("/api/app/collections")).statusCode).toBe(403);
    const staff = await appUser("staff@example.co.uk");
    const refused = await staff.get("/api/app/collections");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(NO_STORE);
  });
});

describe("POST /api/app/collections/{id}/collect (spec/3 §5 Collection confirm, §7 pscollectdelivery)", () => {
  it("keeps the PNG and the name with the order, which leaves the list; the same client id again is applied once", async () => {
    const [first] = (await collectionsOf(jo)).collections;
    const body = { clientId: randomUUID(), signature: PNG, signerName: " Hannah Brook " };
    const taken = await collect(jo, first.id, body);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toEqual({ orderNumber: first.orderNumber, collectedAt: expect.any(String) });
    expect(await signed(first.id)).toEqual({ signerName: "Hannah Brook", bytes: 70 });
    expect((await collectionsOf(jo)).collections.map((c: { id: number }) => c.id)).not.toContain(first.id);
    const before = await receipts();
    const again = await collect(jo, first.id, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(taken.json());
    expect(await receipts()).toBe(before);
  });

  it("refuses a collection already collected under another client id with a 409", async () => {
    const collected = await app.database.rows<{ id: number }>(
      sql`select id from store_collections where collected_at is not null and branch_id = ${joStore.id} limit 1`,
    );
    const again = await collect(jo, collected[0]!.id, {
      clientId: randomUUID(),
      signature: PNG,
      signerName: "Owen",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(ALREADY_COLLECTED);
  });

  it.each([
    ["signature", { signature: undefined }, COLLECTION_NOT_SIGNED],
    ["signature", { signature: "" }, COLLECTION_NOT_SIGNED],
    ["signature", { signature: "data:image/jpeg;base64,/9j/4AAQ" }, COLLECTION_NOT_SIGNED],
    ["signature", { signature: "data:image/png;base64,PHN2Zz48L3N2Zz4=" }, SIGNATURE_NOT_PNG],
    ["signerName", { signerName: "   " }, COLLECTION_SIGNER_MISSING],
    ["signerName", { signerName: undefined }, COLLECTION_SIGNER_MISSING],
    ["clientId", { clientId: "not-a-uuid" }, "Must be a UUID"],
  ])("is a 400 naming %s (%j), with nothing written", async (field, change, message) => {
    const [open] = (await collectionsOf(jo)).collections;
    const before = await receipts();
    const response = await collect(jo, open.id, {
      clientId: randomUUID(),
      signature: PNG,
      signerName: "Ravi",
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await signed(open.id)).toEqual({ signerName: null, bytes: null });
    expect(await receipts()).toBe(before);
  });

  it("answers 404 for another store's collection and leaves it uncollected; 401 to a visitor", async () => {
    const [chrisCollection] = (await collectionsOf(chris)).collections;
    const body = { clientId: randomUUID(), signature: PNG, signerName: "Jo" };
    expect((await collect(jo, chrisCollection.id, body)).statusCode).toBe(404);
    expect((await collect(visitor(), chrisCollection.id, body)).statusCode).toBe(401);
    expect(await signed(chrisCollection.id)).toEqual({ signerName: null, bytes: null });
  });

  it("says there are no collections once the store's last is collected (spec/3 §8)", async () => {
    for (const open of (await collectionsOf(jo)).collections)
      expect(
        (await collect(jo, open.id, { clientId: randomUUID(), signature: PNG, signerName: "Ellie" }))
          .statusCode,
      ).toBe(200);
    expect((await collectionsOf(jo)).collections).toEqual([]);
    expect(NO_COLLECTIONS).toBe("There are no collections at the moment for this store.");
  });
});

describe("POST /api/app/deliveries (spec/3 §5 Deliver, §7 psdeliveritems, §8 Delivery result)", () => {
  it("adds the store's invoices and fails the rest, a line each; the same client id again is applied once", async () => {
    const ours = demoDeliveryInvoice(joStore.code, 1);
    const body = { clientId: randomUUID(), invoiceNumbers: [ours.toLowerCase(), "ZZZ/999999", "nonsense"] };
    const response = await deliver(jo, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: [ours],
      fail: ["ZZZ/999999", "nonsense"],
      message: `Delivery Result : ${ours} - has been added to the delivery. ZZZ/999999 - has failed invoice checks. nonsense - has failed invoice checks.`,
    });
    const before = await receipts();
    expect((await deliver(jo, body)).json()).toEqual(response.json());
    expect(await receipts()).toBe(before);
    const again = await deliver(jo, { clientId: randomUUID(), invoiceNumbers: [ours] });
    expect(again.json()).toMatchObject({ success: [], fail: [ours] });
  });

  it("adds an invoice sent twice in one delivery once and fails the repeat (spec/3 §5 duplicates)", async () => {
    const ours = demoDeliveryInvoice(joStore.code, 3);
    const response = await deliver(jo, {
      clientId: randomUUID(),
      invoiceNumbers: [ours, ours.replace("/", "|")],
    });
    expect(response.json()).toMatchObject({ success: [ours], fail: [ours.replace("/", "|")] });
  });

  it("fails another store's invoice and leaves it to deliver", async () => {
    const chrisStore = (await collectionsOf(chris)).store;
    const theirs = demoDeliveryInvoice(chrisStore.code, 2);
    expect((await deliver(jo, { clientId: randomUUID(), invoiceNumbers: [theirs] })).json()).toMatchObject({
      fail: [theirs],
    });
    expect((await deliver(chris, { clientId: randomUUID(), invoiceNumbers: [theirs] })).json()).toMatchObject(
      {
        success: [theirs],
      },
    );
  });

  it("is a 400 naming invoiceNumbers with the spec's words for an empty list, with nothing written; 401 to a visitor", async () => {
    const before = await receipts();
    for (const invoiceNumbers of [[], undefined]) {
      const response = await deliver(jo, { clientId: randomUUID(), invoiceNumbers });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.invoiceNumbers).toBe(NOTHING_TO_DELIVER);
    }
    expect(await receipts()).toBe(before);
    expect(
      (await deliver(visitor(), { clientId: randomUUID(), invoiceNumbers: ["ABC/123456"] })).statusCode,
    ).toBe(401);
  });
});
