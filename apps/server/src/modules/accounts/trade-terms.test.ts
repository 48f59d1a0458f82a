import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cashTerms, termsPrice } from "@merchant/domain/fulfilment";
import { buildTestApp } from "../../../test/build-test-app.ts";
import type { TestShopper } from "../../../test/test-shopper.ts";
import { tradeUsersOn } from "../../../test/trade-users.ts";
import { DEMO_USERS } from "../demo/seed/users.ts";

/** Issue 11: prices follow the active trade account's terms at the branch; consumers pay cash prices. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
});
afterAll(() => app.close());

const [sam, alex] = DEMO_USERS;
const { visitor, signedIn, activeOf, branchOf, collectFrom } = tradeUsersOn(() => app, "10.4.0");

/** A product the branch has plenty of, with its catalogue (list) price. */
async function productAt(branchId: number) {
  const [row] = await app.database.rows<{ id: number; slug: string; listExVat: number }>(sql`
    select p.id, p.slug, p.price_ex_vat as "listExVat" from products p
    join branch_stock s on s.product_id = p.id and s.branch_id = ${branchId} and s.qty > 5
    where p.active and not p.is_tally order by p.id limit 1`);
  return row!;
}

const offerOf = async (shopper: TestShopper, slug: string) =>
  (await shopper.get(`/api/products/${slug}`)).json().offer;

async function basketUnitPrice(shopper: TestShopper, productId: number): Promise<number> {
  const added = await shopper.send("POST", "/api/basket/items", { items: [{ productId, quantity: 1 }] });
  expect(added.statusCode).toBe(200);
  const line = (await shopper.get("/api/basket")).json().lines.find(
    (candidate: { product: { id: number } }) => candidate.product.id === productId,
  );
  return line.unitPrice.exVat;
}

describe("prices on the shopper's terms at the branch (issue 11; spec/2 §3, §4)", () => {
  it("a visitor and a consumer pay the branch's cash price, on no account", async () => {
    const branch = await branchOf("bistrack");
    const product = await productAt(branch.id);
    const cash = termsPrice(product.listExVat, cashTerms(branch.pricePercent));
    for (const shopper of [visitor(), await signedIn(alex!.email)]) {
      expect((await collectFrom(shopper, branch.id)).statusCode).toBe(200);
      expect(await offerOf(shopper, product.slug)).toMatchObject({ price: { exVat: cash }, tradeAccount: null });
      expect(await basketUnitPrice(shopper, product.id)).toBe(cash);
    }
  });

  it("a trade user buys at the active account's discount where it has terms", async () => {
    const shopper = await signedIn(sam!.email);
    const branch = await branchOf("bistrack");
    expect((await collectFrom(shopper, branch.id)).statusCode).toBe(200);
    expect(await activeOf(shopper)).toBe("CAR1001");
    const product = await productAt(branch.id);
    // CAR1001 has 12% off at its brand's branches (demo/seed/trade-accounts.ts).
    const trade = termsPrice(product.listExVat, { pricePercent: branch.pricePercent, discountPercent: 12 });
    expect(trade).toBeLessThan(termsPrice(product.listExVat, cashTerms(branch.pricePercent)));
    expect(await offerOf(shopper, product.slug)).toMatchObject({
      price: { exVat: trade },
      tradeAccount: { accNumber: "CAR1001", discountPercent: 12 },
    });
    expect(await basketUnitPrice(shopper, product.id)).toBe(trade);
  });

  it("follows the account a branch change makes active", async () => {
    const shopper = await signedIn(sam!.email);
    // Sam's basket is the account's: emptied, so the change has no basket differences to confirm.
    expect((await shopper.send("POST", "/api/basket/empty")).statusCode).toBe(200);
    const counteract = await branchOf("counteract");
    expect((await collectFrom(shopper, counteract.id)).statusCode).toBe(200);
    expect(await activeOf(shopper)).toBe("CAR2001");
    const product = await productAt(counteract.id);
    const trade = termsPrice(product.listExVat, { pricePercent: counteract.pricePercent, discountPercent: 8 });
    expect(await offerOf(shopper, product.slug)).toMatchObject({
      price: { exVat: trade },
      tradeAccount: { accNumber: "CAR2001" },
    });
    expect(await basketUnitPrice(shopper, product.id)).toBe(trade);
  });
});
