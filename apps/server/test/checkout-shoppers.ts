/** Shoppers with something in the basket, and the checkout form they send, for the checkout API tests. */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Basket } from "@merchant/contract";
import { SANDBOX_CARDS } from "../src/adapters/payments/index.ts";
import { shopperOn, type TestShopper } from "./test-shopper.ts";

export const newKey = () => randomUUID().replaceAll("-", "");

export const INVOICE_ADDRESS = { Address1: "4 Mill Lane", Town: "Ipswich", PostCode: "IP1 1AA" };

export const newCard = (number: string = SANDBOX_CARDS.approved) => ({
  CardExisting: "0",
  CardNumber: number,
  SecurityNumber: "123",
  EndM: "12",
  EndY: String(new Date().getFullYear() + 2),
  FullName: "JO MASON",
});

/** The checkout form for the basket as it stands, paid by a new approved card unless told. */
export function orderBody(basket: Basket, more: Record<string, unknown> = {}) {
  return {
    idempotencyKey: newKey(),
    Name: "Jo Mason",
    EmailAddress: "jo.mason@example.co.uk",
    Invoice: INVOICE_ADDRESS,
    payment: { method: "card", card: newCard() },
    expectedTotal: basket.totals.grandTotal,
    ...more,
  };
}

let addresses = 0;

/** A visitor collecting from `branchId` with `quantity` of `productId` in the basket. */
export async function shopperWithBasket(
  app: FastifyInstance,
  branchId: number,
  productId: number,
  quantity = 1,
): Promise<{ shopper: TestShopper; basket: Basket }> {
  addresses += 1;
  const shopper = shopperOn(app, { remoteAddress: `10.9.${Math.floor(addresses / 250)}.${addresses % 250}` });
  const set = await shopper.send("PUT", "/api/fulfilment/collection-branch", { branchId });
  expect(set.statusCode, set.body).toBe(200);
  const added = await shopper.send("POST", "/api/basket/items", { items: [{ productId, quantity }] });
  expect(added.statusCode, added.body).toBe(200);
  return { shopper, basket: (await shopper.get("/api/basket")).json<Basket>() };
}

/** A product a selling branch holds exactly `quantity` of, with none to be had elsewhere. */
export async function lastUnits(app: FastifyInstance, quantity: number) {
  const [row] = await app.database.rows<{ branchId: number; productId: number }>(sql`
    select s.branch_id as "branchId", s.product_id as "productId"
    from branch_stock s join branches b on b.id = s.branch_id and b.basket_ecommerce_active
      join products p on p.id = s.product_id and p.active and not p.is_tally
    where s.qty > 0 and not exists (select 1 from price_breaks pb where pb.product_id = p.id)
    order by s.branch_id, s.product_id limit 1`);
  const { branchId, productId } = row!;
  await app.database.db.execute(sql`update products set direct_ship = false where id = ${productId}`);
  await app.database.db.execute(sql`update branch_stock set qty = 0 where product_id = ${productId}`);
  await app.database.db.execute(
    sql`update branch_stock set qty = ${quantity} where product_id = ${productId} and branch_id = ${branchId}`,
  );
  await app.database.db.execute(sql`update central_stock set qty = 0 where product_id = ${productId}`);
  return { branchId, productId };
}

export const stockOf = async (app: FastifyInstance, branchId: number, productId: number) =>
  (
    await app.database.rows<{ qty: number }>(
      sql`select qty from branch_stock where branch_id = ${branchId} and product_id = ${productId}`,
    )
  )[0]?.qty ?? 0;
