/**
 * Issue 18 Offline, proof "a replayed offline queue applied once" (decisions 163, 169): the phone's
 * outbox sends its stock adjustments, deliveries and collections, each under the id it made when
 * the action was queued; when the connection drops before the answers arrive it sends the whole
 * queue again. Each action is applied once and answered the same both times.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillMessage } from "@merchant/domain";
import { ADJUST_OVER_STOCK } from "@merchant/domain/van";
import { buildTestApp } from "../../../test/build-test-app.ts";
import type { TestShopper } from "../../../test/test-shopper.ts";
import { vanOperatorsOn } from "../../../test/van-operators.ts";
import { demoDeliveryInvoice } from "../demo/seed/store-collections.ts";
import { ACTION_ID_TAKEN } from "./action-receipts.ts";

const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

let app: FastifyInstance;
let jo: TestShopper;
let vanId: number;

beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
  jo = await appUser();
  vanId = await vanIdOf("VN24BLD");
});
afterAll(() => app.close());

const { appUser, vanIdOf, stockOf } = vanOperatorsOn(() => app, "192.0.41");

const count = async (table: "van_stock_adjustments" | "app_action_receipts") =>
  (await app.database.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;
const adjust = (shopper: TestShopper, body: object) =>
  shopper.send("POST", `/api/app/vans/${vanId}/adjustments`, body);

type Queued = { method: "POST"; url: string; body: { clientId: string } & Record<string, unknown> };

describe("a replayed offline queue (issue 18 Offline)", () => {
  it("applies each adjustment, delivery and collection once and answers the same when sent again", async () => {
    const [product] = await stockOf(jo, vanId);
    const store = (await jo.get("/api/app/collections")).json();
    const invoice = demoDeliveryInvoice(store.store.code, 4);
    const queue: Queued[] = [
      {
        method: "POST",
        url: `/api/app/vans/${vanId}/adjustments`,
        body: {
          clientId: randomUUID(),
          productId: product!.productId,
          transactionType: "damaged",
          quantity: 1,
        },
      },
      {
        method: "POST",
        url: "/api/app/deliveries",
        body: { clientId: randomUUID(), invoiceNumbers: [invoice] },
      },
      {
        method: "POST",
        url: `/api/app/collections/${store.collections[0].id}/collect`,
        body: { clientId: randomUUID(), signature: PNG, signerName: "Kim Ashworth" },
      },
    ];
    const send = () => Promise.all(queue.map(({ method, url, body }) => jo.send(method, url, body)));

    const first = await send();
    expect(first.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const [adjustments, receipts] = [
      await count("van_stock_adjustments"),
      await count("app_action_receipts"),
    ];
    const replayed = await send();
    expect(replayed.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(replayed.map((answer) => answer.json())).toEqual(first.map((answer) => answer.json()));
    expect(first[1]!.json()).toMatchObject({ success: [invoice], fail: [] });

    expect((await stockOf(jo, vanId))[0]!.currentStockLevel).toBe(product!.currentStockLevel - 1);
    expect(await count("van_stock_adjustments")).toBe(adjustments);
    expect(await count("app_action_receipts")).toBe(receipts);
  });

  it("leaves a refused adjustment's id free, so the same action may be sent again once the van holds enough", async () => {
    const product = (await stockOf(jo, vanId))[1]!;
    const body = {
      clientId: randomUUID(),
      productId: product.productId,
      transactionType: "lost_or_stolen",
      quantity: product.currentStockLevel + 1,
    };
    const refused = await adjust(jo, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      fillMessage(ADJUST_OVER_STOCK, { n: product.currentStockLevel }),
    );
    await app.database.rows(
      sql`update van_stock set current_level = current_level + 1 where van_id = ${vanId} and product_id = ${product.productId}`,
    );
    const taken = await adjust(jo, body);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().product.currentStockLevel).toBe(0);
    expect((await adjust(jo, body)).json()).toEqual(taken.json());
  });

  it("is a 409 naming clientId for an id used by another action or another user, with nothing written", async () => {
    const [product] = await stockOf(jo, vanId);
    const clientId = randomUUID();
    expect(
      (await jo.send("POST", "/api/app/deliveries", { clientId, invoiceNumbers: ["ABC/123456"] })).statusCode,
    ).toBe(200);
    const before = await count("van_stock_adjustments");
    const reused = await adjust(jo, {
      clientId,
      productId: product!.productId,
      transactionType: "damaged",
      quantity: 1,
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.fields).toEqual({ clientId: ACTION_ID_TAKEN });
    const chris = await appUser("van2@example.co.uk");
    const theirs = await chris.send("POST", "/api/app/deliveries", {
      clientId,
      invoiceNumbers: ["ABC/123456"],
    });
    expect(theirs.statusCode).toBe(409);
    expect(await count("van_stock_adjustments")).toBe(before);
    expect((await stockOf(jo, vanId))[0]!.currentStockLevel).toBe(product!.currentStockLevel);
  });

  it("is a 400 naming clientId when it is not a UUID, with nothing written", async () => {
    const [product] = await stockOf(jo, vanId);
    const before = await count("van_stock_adjustments");
    const response = await adjust(jo, {
      clientId: "queued-1",
      productId: product!.productId,
      transactionType: "damaged",
      quantity: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.clientId).toBe("Must be a UUID");
    expect(await count("van_stock_adjustments")).toBe(before);
  });
});
