/**
 * The aggregate calculator's bags (issue 16; spec/2 §5, §9): each aggregate names the bulk bag and
 * the 25 kg poly bag the shop sells it in, so the page can put its estimate in the basket.
 */
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AggregateBags } from "@merchant/contract";
import { buildTestApp } from "../../../test/build-test-app.ts";

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ data: "demo" });
});
afterAll(() => app.close());

const bagsOf = async (type: string) =>
  app.inject({ method: "GET", url: `/api/calculators/aggregate/${type}/bags` });

/** The "Bag Size" (or "Size") a product lists in its specifications. */
async function bagSizeOf(productId: number): Promise<string | undefined> {
  const [row] = await app.database.rows<{ value: string }>(sql`select s->>'value' as value
    from products p, jsonb_array_elements(p.specifications) s
    where p.id = ${productId} and s->>'name' in ('Bag Size', 'Size')`);
  return row?.value;
}

describe("GET /api/calculators/aggregate/{type}/bags", () => {
  it("names sand's bulk bag and 25 kg bag, each a sharp sand product priced for sale", async () => {
    const reply = await bagsOf("sand");
    expect(reply.statusCode).toBe(200);
    const bags = reply.json<AggregateBags>();
    expect(bags.type).toBe("sand");
    expect(bags.bulkBag?.name).toMatch(/Sharp Sand/);
    expect(bags.polyBag?.name).toMatch(/Sharp Sand/);
    expect(await bagSizeOf(bags.bulkBag!.id)).toMatch(/^Bulk Bag/);
    expect(await bagSizeOf(bags.polyBag!.id)).toMatch(/^25kg/);
    expect(bags.bulkBag!.price.exVat).toBeGreaterThan(bags.polyBag!.price.exVat);
  });

  it("names gravel's bags among the washed gravels, each by its bag size", async () => {
    const bags = (await bagsOf("gravel")).json<AggregateBags>();
    const named = [bags.bulkBag, bags.polyBag].filter((bag) => bag !== null);
    expect(named.length).toBeGreaterThan(0);
    for (const bag of named) expect(bag.name).toMatch(/Washed Gravel/);
    if (bags.bulkBag) expect(await bagSizeOf(bags.bulkBag.id)).toMatch(/^Bulk Bag/);
    if (bags.polyBag) expect(await bagSizeOf(bags.polyBag.id)).toMatch(/^25kg/);
  });

  it("answers null for a bag whose product is withdrawn from sale", async () => {
    const before = (await bagsOf("sand")).json<AggregateBags>();
    const bulk = before.bulkBag!;
    await app.database.rows(sql`update products set active = false where id = ${bulk.id}`);
    try {
      await expect
        .poll(async () => (await bagsOf("sand")).json<AggregateBags>().bulkBag, { timeout: 5000 })
        .toBeNull();
    } finally {
      await app.database.rows(sql`update products set active = true where id = ${bulk.id}`);
    }
  });

  it("refuses an aggregate it does not know with a 400 naming the type", async () => {
    const reply = await bagsOf("cement");
    expect(reply.statusCode).toBe(400);
    expect(JSON.stringify(reply.json())).toContain("type");
  });
});
