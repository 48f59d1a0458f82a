/**
 * Shoppers placing orders for the benchmarks: each at a branch, with a product its branch holds
 * plenty of, placing order after order (put it in the basket, then pay by the sandbox's approved
 * card with a new idempotency key), every placement a different order; only placements are timed.
 */
import { randomUUID } from "node:crypto";
import { spreadProductId, type BenchData } from "./bench-data.ts";
import { benchSeconds, percentile, type Figure } from "./measure.ts";
import { shopperCollectingAt, type ShopperSession } from "./shopper-session.ts";

const CARD = {
  CardExisting: "0",
  CardNumber: "4242424242424242",
  SecurityNumber: "123",
  EndM: "12",
  EndY: "2035",
  FullName: "BENCH SHOPPER",
};
const INVOICE = { Address1: "1 Bench Street", Town: "Ipswich", PostCode: "IP1 1AA" };

export type Buyer = { session: ShopperSession; productId: number };

/**
 * Up to `count` products the branch holds at least `atLeast` of on its own shelf (sold by the piece,
 * not cut to length), looked for along the catalogue from `start`, at most 40 a product wanted.
 */
export async function productsHeldAt(
  origin: string,
  branchId: number,
  { count, start, atLeast }: { count: number; start: number; atLeast: number },
  data: BenchData,
): Promise<number[]> {
  const held: number[] = [];
  for (let k = 0; held.length < count && k < count * 40; k++) {
    const productId = spreadProductId(start + k, data);
    const stock = (await (
      await fetch(`${origin}/api/products/${productId}/stock?branchId=${branchId}`)
    ).json()) as {
      localStock: number;
      tallyStock: number | null;
    };
    if (stock.localStock >= atLeast && stock.tallyStock === null) held.push(productId);
  }
  return held;
}

/** A shopper at `branchId` and a product its branch holds plenty of on its own shelf. */
async function buyerAt(
  origin: string,
  branchId: number,
  start: number,
  data: BenchData,
): Promise<Buyer | null> {
  const session = await shopperCollectingAt(origin, branchId);
  const [productId] = await productsHeldAt(origin, branchId, { count: 1, start, atLeast: 60 }, data);
  return productId === undefined ? null : { session, productId };
}

/** Up to `count` buyers spread over the branches (a branch without such a product gives none). */
export async function buyersAt(
  origin: string,
  branches: readonly number[],
  count: number,
  data: BenchData,
): Promise<Buyer[]> {
  const buyers: Buyer[] = [];
  for (let i = 0; buyers.length < count && i < count * 4; i++) {
    const buyer = await buyerAt(origin, branches[i % branches.length]!, i * 40, data);
    if (buyer) buyers.push(buyer);
  }
  return buyers;
}

async function placeOne({ session, productId }: Buyer, key: string): Promise<{ ms: number; status: number }> {
  await session.send("POST", "/api/basket/items", { items: [{ productId, quantity: 1 }] });
  const basket = (await (await session.send("GET", "/api/basket")).json()) as {
    totals: { grandTotal: number };
  };
  const started = performance.now();
  const placed = await session.send("POST", "/api/checkout/orders", {
    idempotencyKey: key,
    Name: "Bench Shopper",
    EmailAddress: "bench@example.co.uk",
    Invoice: INVOICE,
    payment: { method: "card", card: CARD },
    expectedTotal: basket.totals.grandTotal,
  });
  await placed.arrayBuffer();
  return { ms: performance.now() - started, status: placed.status };
}

/** Every buyer places order after order for the run's seconds: the placements' figure, and every key sent. */
export async function placeOrders(buyers: readonly Buyer[]): Promise<{ figure: Figure; sent: string[] }> {
  const latencies: number[] = [];
  const sent: string[] = [];
  const failed: Record<string, number> = {};
  const until = Date.now() + benchSeconds() * 1000;
  const started = performance.now();
  await Promise.all(
    buyers.map(async (buyer) => {
      while (Date.now() < until) {
        const key = randomUUID().replaceAll("-", "");
        sent.push(key);
        const { ms, status } = await placeOne(buyer, key).catch(() => ({ ms: 0, status: 0 }));
        if (status === 201) latencies.push(ms);
        else failed[status || "error"] = (failed[status || "error"] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    sent,
    figure: {
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      requestsPerSecond: latencies.length / seconds,
      responses: latencies.length,
      failures: Object.values(failed).reduce((sum, count) => sum + count, 0),
      failed,
    },
  };
}
