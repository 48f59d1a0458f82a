/**
 * The account's branch orders (issue 14; decision 137; spec/2 §2 page types
 * account-branchorderdetail and account-ax-branchorderdetail, §3 "for the other ERP: branch_code,
 * order_number, customer_account"; spec/3 §3 axVariantCode, axUnitCode): the active trade
 * account's orders placed at a branch, newest first, and each with its priced lines; an AX order
 * with AX's references. Another account's order, the user's own other account's included, answers
 * 404 exactly as a number that does not exist; bad numbers are a 400 naming the field.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { tradeUsersOn } from "../../../test/trade-users.ts";
import { DEMO_BRANCH_ORDERS } from "../demo/seed/branch-orders.ts";
import { BRANCH_ORDERS_TRADE_ONLY } from "./routes.ts";
import { BRANCH_ORDER_NOT_FOUND } from "./service.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
});
afterAll(() => app.close());

const users = tradeUsersOn(() => app, "192.0.2");
const ordersOn = (erp: string) => DEMO_BRANCH_ORDERS.filter((order) => order.erp === erp);
const axOrder = ordersOn("ax")[0]!;
const bistrackOrder = ordersOn("bistrack")[0]!;

describe("GET /api/account/branch-orders", () => {
  it("lists the active trade account's branch orders, newest first, and follows a switch", async () => {
    const sam = await users.signedIn();
    await users.switchTo(sam, "CAR1001");
    const response = await sam.get("/api/account/branch-orders");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { orders } = response.json();
    expect(orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual(
      ordersOn("bistrack").map((order) => order.orderNumber),
    );
    expect(orders[0]).toEqual({
      orderNumber: bistrackOrder.orderNumber,
      erp: "bistrack",
      branchName: expect.any(String),
      status: bistrackOrder.status,
      fulfilment: bistrackOrder.fulfilment,
      orderedAt: expect.any(String),
      lineCount: bistrackOrder.lines,
      totalExVat: expect.any(Number),
    });
    const days = orders.map((order: { orderedAt: string }) => Date.parse(order.orderedAt));
    expect(days).toEqual([...days].sort((a, b) => b - a));

    await users.switchTo(sam, "CAR3001");
    const switched = (await sam.get("/api/account/branch-orders")).json().orders;
    expect(switched.map((order: { orderNumber: string }) => order.orderNumber)).toEqual(
      ordersOn("ax").map((order) => order.orderNumber),
    );
  });

  it("answers 403 to a user without a trade account, 401 to a visitor, and none of Sam's to Pat", async () => {
    const alex = await users.signedIn("shopper@example.co.uk");
    const refused = await alex.get("/api/account/branch-orders");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(BRANCH_ORDERS_TRADE_ONLY);
    expect((await users.visitor().get("/api/account/branch-orders")).statusCode).toBe(401);
    const pat = await users.signedIn("builder@example.co.uk");
    expect((await pat.get("/api/account/branch-orders")).json()).toEqual({ orders: [] });
  });
});

describe("GET /api/account/branch-orders/{orderNumber}", () => {
  it("answers an order with its branch, lines priced ex and inc VAT, and totals that add up", async () => {
    const sam = await users.signedIn();
    await users.switchTo(sam, "CAR1001");
    const response = await sam.get(`/api/account/branch-orders/${bistrackOrder.orderNumber}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { order } = response.json();
    expect(order).toMatchObject({
      orderNumber: bistrackOrder.orderNumber,
      erp: "bistrack",
      status: bistrackOrder.status,
      fulfilment: bistrackOrder.fulfilment,
      customerReference: bistrackOrder.customerReference,
      deliveryPostcode: bistrackOrder.deliveryPostcode,
      requiredOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      staffName: "Dan Morris",
      branch: { id: expect.any(Number), code: expect.any(String), name: expect.any(String) },
      ax: null,
    });
    expect(order.lines).toHaveLength(bistrackOrder.lines);
    for (const line of order.lines) {
      expect(line.lineTotal.exVat).toBe(line.unitPrice.exVat * line.quantity);
      expect(line.lineTotal.incVat).toBeGreaterThanOrEqual(line.lineTotal.exVat);
      expect([line.axVariantCode, line.axUnitCode]).toEqual([null, null]);
    }
    const sum = (key: "exVat" | "incVat") =>
      order.lines.reduce(
        (total: number, line: { lineTotal: { exVat: number; incVat: number } }) =>
          total + line.lineTotal[key],
        0,
      );
    expect(order.totals).toEqual({
      exVat: sum("exVat"),
      vat: sum("incVat") - sum("exVat"),
      incVat: sum("incVat"),
    });
  });

  it("answers an AX order with AX's branch code, sales order number and customer account, and each line's variant and unit", async () => {
    const sam = await users.signedIn();
    await users.switchTo(sam, "CAR3001");
    const delivered = ordersOn("ax").find((order) => order.delivered)!;
    // Any letter case finds it.
    const { order } = (
      await sam.get(`/api/account/branch-orders/${delivered.orderNumber.toLowerCase()}`)
    ).json();
    expect(order.orderNumber).toBe(delivered.orderNumber);
    expect(order.orderNumber).toMatch(/^SO-\d{7}$/);
    expect(order.ax).toEqual({
      branchCode: order.branch.code,
      orderNumber: delivered.orderNumber,
      customerAccount: "CAR3001",
    });
    for (const line of order.lines) {
      expect(line.axUnitCode).toMatch(/^[A-Z0-9]+$/);
      expect(line.quantityDelivered).toBe(line.quantity);
    }
    const [timber] = order.lines;
    const cutting = order.lines.at(-1);
    // Timber is sold by the metre, its variant the length.
    expect(timber).toMatchObject({ axUnitCode: "M", axVariantCode: "V-2400" });
    // A charge the shop does not sell online: no catalogue rate, the standard 20%.
    expect(cutting).toMatchObject({
      partNumber: "SVC-CUT",
      description: "Cutting service",
      axVariantCode: null,
      unitPrice: { exVat: 750, incVat: 900 },
    });
  });

  it("answers another account's order, the user's own other account's too, exactly as a number that does not exist", async () => {
    const sam = await users.signedIn();
    await users.switchTo(sam, "CAR1001");
    const otherAccount = await sam.get(`/api/account/branch-orders/${axOrder.orderNumber}`);
    const unknown = await sam.get("/api/account/branch-orders/BT-SO999999");
    expect(otherAccount.statusCode).toBe(404);
    expect(otherAccount.json().error.message).toBe(BRANCH_ORDER_NOT_FOUND);
    expect(otherAccount.body).toBe(unknown.body);

    const pat = await users.signedIn("builder@example.co.uk");
    const patAsks = await pat.get(`/api/account/branch-orders/${bistrackOrder.orderNumber}`);
    expect(patAsks.statusCode).toBe(404);
    expect(patAsks.body).toBe(unknown.body);
  });

  it("refuses a number that cannot be one with a 400 naming the field", async () => {
    const sam = await users.signedIn();
    for (const nonsense of ["..%2Fetc", "BT%00SO1", "A".repeat(21), "%20SO-1"]) {
      const response = await sam.get(`/api/account/branch-orders/${nonsense}`);
      expect(response.statusCode, nonsense).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(["orderNumber"]);
    }
  });

  it("answers 403 to a user without a trade account and 401 to a visitor", async () => {
    const alex = await users.signedIn("shopper@example.co.uk");
    const refused = await alex.get(`/api/account/branch-orders/${bistrackOrder.orderNumber}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(BRANCH_ORDERS_TRADE_ONLY);
    expect(
      (await users.visitor().get(`/api/account/branch-orders/${bistrackOrder.orderNumber}`)).statusCode,
    ).toBe(401);
  });
});
