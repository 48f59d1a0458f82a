/**
 * issue 13 "Proof": a product renamed or repriced through the database shows in autocomplete and
 * search within 2 seconds, on PostgreSQL, in both of two server processes sharing the database
 * (each holds its own product index, kept current by the database's change notices); so does a
 * stock change on product pages (each holds its own stock mirror, decision 194). Runs when
 * TEST_DATABASE_URL names a PostgreSQL server.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, databaseUrl, dropDatabase } from "../postgres-admin.ts";
import { shopperCollectingAt, type ShopperSession } from "../../../../bench/lib/shopper-session.ts";
import { checkoutLoad, stockedProduct } from "./checkout-load.ts";
import { cleanUp, startShop, waitUntilOpen, type ShopProcess } from "./shop-process.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const PROMISED_MS = 2_000;

type Hit = { id: number; name: string; price: { exVat: number } };
type OfferPage = { offer: { stock: { localStock: number } } };

async function searchOn(shop: ShopProcess, text: string): Promise<Hit[]> {
  const response = await fetch(`http://127.0.0.1:${shop.port}/api/search?q=${encodeURIComponent(text)}`);
  return ((await response.json()) as { items: Hit[] }).items;
}

async function suggestedOn(shop: ShopProcess, text: string): Promise<Hit[]> {
  const response = await fetch(
    `http://127.0.0.1:${shop.port}/api/search/autocomplete?q=${encodeURIComponent(text)}`,
  );
  return ((await response.json()) as { products: Hit[] }).products;
}

/** Milliseconds until `check` holds, failing once the promised time has passed. */
async function shownAfter(started: number, check: () => Promise<boolean>): Promise<number> {
  while (!(await check())) {
    if (Date.now() - started > PROMISED_MS) throw new Error(`not shown within ${PROMISED_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

describe.runIf(serverUrl)("two server processes on one PostgreSQL database (issue 13)", () => {
  const name = `t_two_${randomBytes(6).toString("hex")}`;
  const shops: ShopProcess[] = [];
  // Made when the suite runs: without TEST_DATABASE_URL it is only collected, and there is no URL.
  let database: pg.Client;

  beforeAll(async () => {
    const url = databaseUrl(serverUrl ?? "", name);
    database = new pg.Client({ connectionString: url });
    await createDatabase(serverUrl ?? "", name);
    const env = {
      DATABASE_URL: url,
      SEED_PRODUCTS: "300",
      SEED_BRANCHES: "8",
      // The buyers all come from this machine: the per-client checkout and browse limits are off.
      CHECKOUT_RATE_LIMIT: "0",
      BROWSE_RATE_LIMIT: "0",
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    };
    // The first seeds the database; the second finds it filled.
    shops.push(await startShop({ env }));
    await waitUntilOpen(shops[0]!, 180_000);
    shops.push(await startShop({ env }));
    await waitUntilOpen(shops[1]!, 180_000);
    await database.connect();
  }, 400_000);

  afterAll(async () => {
    await database.end();
    await cleanUp();
    await dropDatabase(serverUrl ?? "", name);
  }, 60_000);

  it("shows a renamed product by its new name in both processes' search and suggestions", async () => {
    const [product] = await searchOn(shops[0]!, "timber");
    expect(product).toBeDefined();
    const started = Date.now();
    await database.query("update products set name = 'Zanzibar Oak Sleeper' where id = $1", [product!.id]);
    for (const shop of shops) {
      await shownAfter(started, async () =>
        (await searchOn(shop, "zanzibar")).some((hit) => hit.id === product!.id),
      );
      await shownAfter(started, async () =>
        (await suggestedOn(shop, "zanzib")).some((hit) => hit.id === product!.id),
      );
    }
  });

  it("shows a repriced product at its new price in both processes' search", async () => {
    const [product] = await searchOn(shops[1]!, "sand");
    expect(product).toBeDefined();
    const price = product!.price.exVat + 101;
    const started = Date.now();
    await database.query("update products set price_ex_vat = $1 where id = $2", [price, product!.id]);
    for (const shop of shops)
      await shownAfter(started, async () =>
        (await searchOn(shop, product!.name)).some(
          (hit) => hit.id === product!.id && hit.price.exVat === price,
        ),
      );
  });

  const origins = () => shops.map((shop) => `http://127.0.0.1:${shop.port}`);
  const stockAt = async (branchId: number, productId: number) =>
    (
      await database.query<{ qty: number }>(
        "select qty from branch_stock where branch_id = $1 and product_id = $2",
        [branchId, productId],
      )
    ).rows[0]!.qty;
  /** The product's only stock: `qty` at the branch, none at other branches or centrally, not shipped direct. */
  const onlyStock = async (branchId: number, productId: number, qty: number) => {
    await database.query("update products set direct_ship = false where id = $1", [productId]);
    await database.query("update central_stock set qty = 0 where product_id = $1", [productId]);
    await database.query(
      "update branch_stock set qty = case when branch_id = $1 then $3 else 0 end where product_id = $2",
      [branchId, productId, qty],
    );
  };

  it("shows stock changed in the database, and a sale made through one process, on both processes' product pages (decision 194)", async () => {
    const [first] = origins() as [string, string];
    const { branchId, productId } = await stockedProduct(first, 5);
    const { rows } = await database.query<{ slug: string }>("select slug from products where id = $1", [
      productId,
    ]);
    const shoppers = await Promise.all(origins().map((origin) => shopperCollectingAt(origin, branchId)));
    const shelfStock = async (shopper: ShopperSession) =>
      ((await (await shopper.send("GET", `/api/products/${rows[0]!.slug}`)).json()) as OfferPage).offer.stock
        .localStock;
    const changed = Date.now();
    await onlyStock(branchId, productId, 9);
    for (const shopper of shoppers) await shownAfter(changed, async () => (await shelfStock(shopper)) === 9);
    const [sale] = await checkoutLoad({
      origins: [first],
      branchId,
      productId,
      buyers: 1,
      limit: 1,
      enough: () => false,
    });
    expect(sale!.status).toBe(201);
    const sold = Date.now();
    for (const shopper of shoppers) await shownAfter(sold, async () => (await shelfStock(shopper)) === 8);
  });

  it("sells the last five units once across both processes, to buyers whose sessions either serves", async () => {
    const [first, second] = origins() as [string, string];
    const { branchId, productId } = await stockedProduct(first, 5);
    await onlyStock(branchId, productId, 5);
    const placements = await checkoutLoad({
      origins: [first, second],
      branchId,
      productId,
      buyers: 10,
      limit: 20,
      enough: () => false,
    });
    expect(placements.filter((placement) => placement.status === 201)).toHaveLength(5);
    expect(
      placements.filter((placement) => placement.status !== 201).map((placement) => placement.status),
    ).toEqual(Array(15).fill(409));
    expect(await stockAt(branchId, productId)).toBe(0);
    // A buyer's session, made on one process, is the same on the other.
    const { session, origin, reference } = placements.find((placement) => placement.status === 201)!;
    const elsewhere = origin === first ? second : first;
    const order = await fetch(`${elsewhere}/api/orders/${reference}`, { headers: session.headers() });
    expect(order.status).toBe(200);
  });

  it("loses no acknowledged order when one process is killed in the middle of a checkout load", async () => {
    const [first, second] = origins() as [string, string];
    const { branchId, productId } = await stockedProduct(first, 5);
    await onlyStock(branchId, productId, 200);
    let killed = false;
    const placements = await checkoutLoad({
      origins: [first, second],
      branchId,
      productId,
      buyers: 6,
      limit: 40,
      enough: (placed) => {
        if (!killed && placed.filter((placement) => placement.status === 201).length >= 6) {
          shops[1]!.signalGroup("SIGKILL");
          killed = true;
        }
        return false;
      },
    });
    expect(killed).toBe(true);
    const acknowledged = placements.filter((placement) => placement.status === 201);
    // The killed process's buyers were cut off; the other's went on placing orders.
    expect(placements.some((placement) => placement.origin === second && placement.status === 0)).toBe(true);
    expect(acknowledged.filter((placement) => placement.origin === first).length).toBeGreaterThan(6);
    const { rows } = await database.query<{ reference: string }>(
      "select reference from orders where status = 'placed' and reference = any($1)",
      [acknowledged.map((placement) => placement.reference)],
    );
    expect(rows).toHaveLength(acknowledged.length);
    const { rows: taken } = await database.query<{ taken: number }>(
      `select coalesce(sum(l.taken_local), 0)::int as taken from order_lines l join orders o on o.id = l.order_id
       where o.status <> 'cancelled' and o.branch_id = $1 and l.product_id = $2`,
      [branchId, productId],
    );
    expect((await stockAt(branchId, productId)) + taken[0]!.taken).toBe(200);
  });
});
