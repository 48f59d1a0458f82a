/**
 * Issue 12 proof: 1,000 shoppers checking out at once for the last 10 units of a product end in
 * exactly 10 orders and 10 charges; stock never goes below zero. Runs on PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { lastUnits, orderBody, shopperWithBasket, stockOf } from "../../../test/checkout-shoppers.ts";

const SHOPPERS = 1_000;
const UNITS = 10;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
});
afterAll(() => app.close());

it(`${SHOPPERS} simultaneous checkouts for the last ${UNITS} units place exactly ${UNITS} orders and ${UNITS} charges`, async () => {
  // Each shopper's basket is filled while there is stock for all of them: the units run short only at checkout.
  const { branchId, productId } = await lastUnits(app, SHOPPERS);
  const shoppers = [];
  for (let i = 0; i < SHOPPERS; i += 50) {
    shoppers.push(
      ...(await Promise.all(Array.from({ length: 50 }, () => shopperWithBasket(app, branchId, productId)))),
    );
  }
  await app.database.db.execute(
    sql`update branch_stock set qty = ${UNITS} where branch_id = ${branchId} and product_id = ${productId}`,
  );

  const replies = await Promise.all(
    shoppers.map(({ shopper, basket }) => shopper.send("POST", "/api/checkout/orders", orderBody(basket))),
  );
  const statuses = replies.map((reply) => reply.statusCode);
  expect(statuses.filter((status) => status === 201)).toHaveLength(UNITS);
  expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
  expect(await stockOf(app, branchId, productId)).toBe(0);
  const [counts] = await app.database.rows<{ orders: number; charges: number; lines: number }>(sql`
      select (select count(*)::int from orders where status = 'placed') as orders,
        (select count(*)::int from payments where status = 'authorised') as charges,
        (select coalesce(sum(quantity), 0)::int from order_lines l join orders o on o.id = l.order_id
          where o.status = 'placed' and l.product_id = ${productId}) as lines`);
  expect(counts).toEqual({ orders: UNITS, charges: UNITS, lines: UNITS });
}, 600_000);
