/**
 * Changing the catalogue under a test as the ERP feed would: straight in the database, then
 * waiting (within the promised 2 s, issue 13) until the product index has the change.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { vi } from "vitest";
import { productIndexFor } from "../src/modules/product-index/index.ts";

/** Withdraws or brings back a product, and waits until listings and search know it. */
export async function setProductActive(app: FastifyInstance, productId: number, active: boolean): Promise<void> {
  await app.database.rows(sql`update products set active = ${active} where id = ${productId}`);
  await vi.waitFor(
    async () => {
      const known = (await productIndexFor(app).records([productId])).length > 0;
      if (known !== active) throw new Error(`the product index has not seen product ${productId} change yet`);
    },
    { timeout: 2_000, interval: 10 },
  );
}
