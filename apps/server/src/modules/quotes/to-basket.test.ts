/**
 * Quote to basket (issue 14; spec/2 §3 add-from-quote response, §4 "Quote-to-basket flow", §8):
 * the three postcode cases, the confirmation that changes the delivery postcode, lines at the
 * quoted price that a branch change leaves alone, already added, not added, no store; and an add
 * that is refused, or asks first, writes nothing.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONTACT_BRANCH_FOR_AVAILABILITY_MESSAGE,
  QUOTE_EXPIRED_MESSAGE,
  QUOTE_ITEMS_NOT_ADDED_HEADING,
  QUOTE_NO_STORE_MESSAGE,
  QUOTE_NOT_FOUND_MESSAGE,
  QUOTE_POSTCODE_MISSING_MESSAGE,
} from "@merchant/domain/quotes";
import { buildTestApp } from "../../../test/build-test-app.ts";
import { shopperOn, type TestShopper } from "../../../test/test-shopper.ts";
import { DEMO_QUOTE_EMAIL } from "../demo/seed/quotes.ts";
import { QUOTE_CHECKS_PER_MINUTE } from "./routes.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
});
afterAll(() => app.close());

let clients = 0;
const shopper = () => shopperOn(app, { remoteAddress: `203.0.113.${++clients}` });

const toBasket = (who: TestShopper, reference: string, more: object = {}) =>
  who.send("POST", "/api/quotes/basket", { email: DEMO_QUOTE_EMAIL, reference, ...more });

type QuoteFacts = { postcode: string | null; branchId: number | null; branchPostcode: string };
async function quoteFacts(reference: string): Promise<QuoteFacts> {
  const [row] = await app.database.rows<QuoteFacts>(sql`select q.delivery_postcode as postcode,
      q.branch_id as "branchId", b.postcode as "branchPostcode"
    from branch_quotes q left join branches b on b.id = q.branch_id where q.reference = ${reference}`);
  return row!;
}

/** A quote of the test's own, made like the demo ones from BT-100001 but for what the test needs. */
async function quoteLike(
  reference: string,
  change: { postcode?: string | null; branchId?: null; extraPartNumber?: string },
): Promise<void> {
  await app.database.rows(sql`insert into branch_quotes (reference, erp, branch_id, account_id,
      customer_email, delivery_postcode, staff_name, staff_email, created_at, expires_at)
    select ${reference}, erp, ${"branchId" in change ? null : sql`branch_id`}, account_id, customer_email,
      ${"postcode" in change ? (change.postcode ?? null) : sql`delivery_postcode`}, staff_name, staff_email,
      created_at, expires_at
    from branch_quotes where reference = 'BT-100001'`);
  await app.database
    .rows(sql`insert into branch_quote_lines (quote_id, position, part_number, quantity, price_ex_vat)
    select (select id from branch_quotes where reference = ${reference}), position, part_number, quantity, price_ex_vat
    from branch_quote_lines where quote_id = (select id from branch_quotes where reference = 'BT-100001')`);
  if (change.extraPartNumber) {
    await app.database
      .rows(sql`insert into branch_quote_lines (quote_id, position, part_number, quantity, price_ex_vat)
      select id, 9, ${change.extraPartNumber}, 2, 1500 from branch_quotes where reference = ${reference}`);
  }
}

const basketOf = async (who: TestShopper) => (await who.get("/api/basket")).json();
const fulfilmentOf = async (who: TestShopper) => (await who.get("/api/fulfilment")).json();

async function quotedPrices(reference: string): Promise<number[]> {
  const rows = await app.database.rows<{ price: number }>(sql`select l.price_ex_vat as price
    from branch_quote_lines l join branch_quotes q on q.id = l.quote_id
    where q.reference = ${reference} order by l.position`);
  return rows.map((row) => row.price);
}

describe("POST /api/quotes/basket — spec/2 §4 quote-to-basket flow", () => {
  it("asks before changing a different delivery postcode, and changes nothing until confirmed", async () => {
    const pat = shopper();
    const { postcode } = await quoteFacts("BT-100001");
    const response = await toBasket(pat, "BT-100001");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      outcome: "confirm-postcode-change",
      postcode,
      message: `There is a difference between the currently selected delivery address and the delivery address on this quote. If you add the items from this quote your delivery postcode will change to ${postcode}.`,
      confirmLabel: "Change Delivery Address and add products",
      closeLabel: "Close",
    });
    expect((await basketOf(pat)).lines).toEqual([]);
    expect((await fulfilmentOf(pat)).deliveryPostcode ?? null).toBeNull();
  });

  it("on 'Change Delivery Address and add products' delivers to the quote's postcode and adds every line at its quoted price", async () => {
    const pat = shopper();
    const { postcode } = await quoteFacts("BT-100001");
    const response = await toBasket(pat, "BT-100001", { changeDeliveryPostcode: true });
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ outcome: "added", goToBasket: true, messages: [], notAdded: [] });
    expect(reply.added).toHaveLength(3);
    const fulfilment = await fulfilmentOf(pat);
    expect(fulfilment).toMatchObject({ fulfilment: "delivery", deliveryPostcode: postcode });
    const basket = await basketOf(pat);
    expect(basket.lines.map((line: { quoteReference: string }) => line.quoteReference)).toEqual([
      "BT-100001",
      "BT-100001",
      "BT-100001",
    ]);
    expect(basket.lines.map((line: { unitPrice: { exVat: number } }) => line.unitPrice.exVat)).toEqual(
      await quotedPrices("BT-100001"),
    );
  });

  it("adds a second time nothing: 'The items from quote reference … have already been added to your basket.'", async () => {
    const pat = shopper();
    await toBasket(pat, "BT-100001", { changeDeliveryPostcode: true });
    const before = await basketOf(pat);
    const again = (await toBasket(pat, "BT-100001")).json();
    expect(again).toEqual({
      outcome: "added",
      goToBasket: false,
      messages: ["The items from quote reference BT-100001 have already been added to your basket."],
      added: [],
      notAdded: [],
    });
    expect(await basketOf(pat)).toEqual(before);
  });

  it("gives two adds of one quote at once one set of lines", async () => {
    const pat = shopper();
    await toBasket(pat, "BT-100001", { changeDeliveryPostcode: true });
    expect((await pat.send("POST", "/api/basket/empty")).statusCode).toBe(200);
    const replies = await Promise.all([toBasket(pat, "BT-100001"), toBasket(pat, "BT-100001")]);
    expect(replies.map((reply) => reply.json().goToBasket).sort()).toEqual([false, true]);
    expect((await basketOf(pat)).lines).toHaveLength(3);
  });

  it("adds straight away when the shopper collects, whatever their postcode", async () => {
    const sam = shopper();
    const { branchId } = await quoteFacts("CT-100001");
    await sam.send("PUT", "/api/fulfilment/collection-branch", { branchId });
    const reply = (await toBasket(sam, "CT-100001")).json();
    expect(reply).toMatchObject({ outcome: "added", goToBasket: true });
    expect((await fulfilmentOf(sam)).fulfilment).toBe("collection");
  });

  it("adds straight away when the delivery postcode is the quote's, spaces and case aside", async () => {
    const jo = shopper();
    const { postcode } = await quoteFacts("OP-100001");
    await jo.send("PUT", "/api/fulfilment/delivery-postcode", { postcode: postcode!, setFulfilment: true });
    const reply = (await toBasket(jo, "OP-100001")).json();
    expect(reply).toMatchObject({ outcome: "added", goToBasket: true });
  });

  it("keeps the quoted prices when the basket moves to another branch: quote lines are no branch difference", async () => {
    const pat = shopper();
    await toBasket(pat, "BT-100001", { changeDeliveryPostcode: true });
    const [other] = await app.database.rows<{ id: number }>(sql`select id from branches
      where erp = 'bistrack' and basket_ecommerce_active and id <> ${(await quoteFacts("BT-100001")).branchId}
      order by id limit 1`);
    const differences = (await pat.get(`/api/basket/differences?branchId=${other!.id}`)).json();
    expect(differences.fine).toBe(true);
    expect(differences.items.every((item: { diff: boolean }) => item.diff)).toBe(true);
    const moved = await pat.send("PUT", "/api/fulfilment/collection-branch", { branchId: other!.id });
    expect(moved.statusCode).toBe(200);
    const basket = await basketOf(pat);
    expect(basket.branch.id).toBe(other!.id);
    expect(basket.lines.map((line: { unitPrice: { exVat: number } }) => line.unitPrice.exVat)).toEqual(
      await quotedPrices("BT-100001"),
    );
  });

  it("lists a line the shop does not sell as not added, with whom to ask, and adds the rest", async () => {
    await quoteLike("TQ-200001", { extraPartNumber: "NOT-SOLD-1" });
    const pat = shopper();
    const reply = (await toBasket(pat, "TQ-200001", { changeDeliveryPostcode: true })).json();
    expect(reply).toMatchObject({ outcome: "added", goToBasket: false, notAdded: ["NOT-SOLD-1"] });
    expect(reply.added).toHaveLength(3);
    expect(reply.messages).toEqual([
      QUOTE_ITEMS_NOT_ADDED_HEADING,
      "NOT-SOLD-1",
      CONTACT_BRANCH_FOR_AVAILABILITY_MESSAGE,
    ]);
    expect((await basketOf(pat)).lines).toHaveLength(3);
  });

  it("refuses a delivery quote without a postcode: 'A postcode could not be found on this quote…'", async () => {
    await quoteLike("TQ-200002", { postcode: null });
    const pat = shopper();
    const reply = (await toBasket(pat, "TQ-200002", { changeDeliveryPostcode: true })).json();
    expect(reply).toEqual({ outcome: "refused", message: QUOTE_POSTCODE_MISSING_MESSAGE });
    expect((await basketOf(pat)).lines).toEqual([]);
  });

  it("answers no store when the quote's branch is gone, asked or not, and changes nothing", async () => {
    await quoteLike("TQ-200003", { branchId: null });
    const pat = shopper();
    expect((await toBasket(pat, "TQ-200003", { changeDeliveryPostcode: true })).json()).toEqual({
      outcome: "refused",
      message: QUOTE_NO_STORE_MESSAGE,
    });
    const sam = shopper();
    const { branchId } = await quoteFacts("BT-100001");
    await sam.send("PUT", "/api/fulfilment/collection-branch", { branchId });
    expect((await toBasket(sam, "TQ-200003")).json()).toMatchObject({
      outcome: "added",
      goToBasket: false,
      messages: [QUOTE_NO_STORE_MESSAGE],
      added: [],
    });
    expect((await basketOf(sam)).lines).toEqual([]);
  });

  it("refuses an expired quote with 409 and its expired text, adding nothing", async () => {
    const pat = shopper();
    const response = await toBasket(pat, "BT-100002", { changeDeliveryPostcode: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(QUOTE_EXPIRED_MESSAGE);
    expect((await basketOf(pat)).lines).toEqual([]);
  });

  it("answers a wrong email exactly as a wrong reference: 404, nothing added", async () => {
    const pat = shopper();
    const wrongEmail = await pat.send("POST", "/api/quotes/basket", {
      email: "someone.else@example.com",
      reference: "BT-100001",
    });
    const wrongReference = await toBasket(pat, "BT-999999");
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongEmail.json().error.message).toBe(QUOTE_NOT_FOUND_MESSAGE);
    expect(wrongReference.statusCode).toBe(404);
    expect(wrongReference.json().error.message).toBe(wrongEmail.json().error.message);
    expect((await basketOf(pat)).lines).toEqual([]);
  });

  it("refuses bad input with a 400 naming the field", async () => {
    const pat = shopper();
    const response = await pat.send("POST", "/api/quotes/basket", {
      email: DEMO_QUOTE_EMAIL,
      reference: "BT-100001",
      changeDeliveryPostcode: "yes",
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(["changeDeliveryPostcode"]);
  });

  it(`stops one client after ${QUOTE_CHECKS_PER_MINUTE} tries a minute`, async () => {
    const pat = shopper();
    const statuses: number[] = [];
    for (let i = 0; i <= QUOTE_CHECKS_PER_MINUTE; i++) {
      statuses.push((await toBasket(pat, `BT-9${String(i).padStart(5, "0")}`)).statusCode);
    }
    expect(statuses.slice(0, QUOTE_CHECKS_PER_MINUTE).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
