/**
 * issue 20 "Crash": the server is killed (SIGKILL) while shoppers are placing orders, then started
 * again on the same data folder. Every order a shopper was told was placed is there, placed; no
 * order is half-written (each has its lines, and a placed one its authorised payment); and the
 * product's stock adds up: what the branch holds now and what the orders took is what it held.
 * On a PGlite data folder, or on PostgreSQL when TEST_DATABASE_URL names a server (the suite's
 * second run), on a database of its own.
 */
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.ts";
import { createDatabase, databaseUrl, dropDatabase } from "../postgres-admin.ts";
import { checkoutLoad, stockedProduct } from "./checkout-load.ts";
import { cleanUp, exitWithin, startShop, temporaryFolder, waitUntilOpen } from "./shop-process.ts";

/** Every buyer comes from this machine's address: the per-client checkout and browse limits are off. */
const ENV = {
  SEED_PRODUCTS: "60",
  SEED_BRANCHES: "4",
  SEED: "11",
  CHECKOUT_RATE_LIMIT: "0",
  BROWSE_RATE_LIMIT: "0",
};
/** Orders acknowledged before the kill; buyers still in flight then are cut off mid-request. */
const ACKNOWLEDGED_BEFORE_KILL = 12;

const serverUrl = process.env.TEST_DATABASE_URL;
const postgresName = `t_crash_${randomBytes(6).toString("hex")}`;

/** Where the shop keeps its data: a new PostgreSQL database, or a new PGlite folder. */
async function newDatabase(): Promise<{
  env: Record<string, string>;
  options: { dataDir: string; databaseUrl?: string };
}> {
  const dataDir = join(temporaryFolder(), "data");
  if (!serverUrl) return { env: { DATA_DIR: dataDir }, options: { dataDir } };
  await createDatabase(serverUrl, postgresName);
  const url = databaseUrl(serverUrl, postgresName);
  return { env: { DATABASE_URL: url }, options: { dataDir, databaseUrl: url } };
}

describe("a server killed during a checkout load", () => {
  afterAll(async () => {
    await cleanUp();
    if (serverUrl) await dropDatabase(serverUrl, postgresName);
  }, 30_000);

  it("keeps every acknowledged order, leaves none half-written, and its stock adds up", async () => {
    const where = await newDatabase();
    const env = { ...where.env, ...ENV };
    const first = await startShop({ env });
    await waitUntilOpen(first, 120_000);
    const origin = `http://127.0.0.1:${first.port}`;
    const { branchId, productId, localStock } = await stockedProduct(origin, 40);

    let killed = false;
    const kill = () => {
      if (!killed) first.signalGroup("SIGKILL");
      killed = true;
    };
    const placements = await checkoutLoad({
      origins: [origin],
      branchId,
      productId,
      buyers: 6,
      limit: 36,
      enough: (placed) => {
        if (placed.filter((placement) => placement.status === 201).length >= ACKNOWLEDGED_BEFORE_KILL) kill();
        return killed;
      },
    });
    kill();
    await first.exited;
    const acknowledged = placements.filter((placement) => placement.status === 201);
    expect(acknowledged.length, JSON.stringify(placements.map((p) => p.status))).toBeGreaterThanOrEqual(
      ACKNOWLEDGED_BEFORE_KILL,
    );
    expect(placements.every((placement) => [0, 201].includes(placement.status))).toBe(true);
    // The kill cut off buyers in the middle of their requests.
    expect(placements.some((placement) => placement.status === 0)).toBe(true);

    const again = await startShop({ env });
    await waitUntilOpen(again, 120_000);
    const originAgain = `http://127.0.0.1:${again.port}`;
    for (const { session, reference } of acknowledged) {
      const response = await fetch(`${originAgain}/api/orders/${reference}`, { headers: session.headers() });
      expect(response.status, reference).toBe(200);
      expect(((await response.json()) as { order: { status: string } }).order.status).toBe("placed");
    }
    again.signalGroup("SIGTERM");
    expect(await exitWithin(again, 30_000)).toMatchObject({ code: 0 });

    const database = await openDatabase(where.options);
    try {
      const placed = await database.rows<{ reference: string }>(
        sql`select reference from orders where status = 'placed'`,
      );
      expect(placed.map((order) => order.reference)).toEqual(
        expect.arrayContaining(acknowledged.map((placement) => placement.reference)),
      );
      const halfWritten = await database.rows<{ reference: string }>(sql`
          select o.reference from orders o
          where not exists (select 1 from order_lines l where l.order_id = o.id)
            or (o.status = 'placed' and not exists (
              select 1 from payments p where p.order_id = o.id and p.status = 'authorised'))`);
      expect(halfWritten).toEqual([]);
      const [stock] = await database.rows<{ held: number; taken: number }>(sql`
          select (select qty from branch_stock where branch_id = ${branchId} and product_id = ${productId}) as held,
            (select coalesce(sum(l.taken_local), 0)::int from order_lines l join orders o on o.id = l.order_id
              where o.status <> 'cancelled' and o.branch_id = ${branchId} and l.product_id = ${productId}) as taken`);
      expect(stock!.held + stock!.taken).toBe(localStock);
    } finally {
      await database.close();
    }
  }, 300_000);
});
