/**
 * The shop under a realistic mix of shoppers (issue 20 "Load"): at the same time,
 * - autocannon's 50 connections send a mix of distinct requests, each asked once where the
 *   catalogue has enough: category listings and product pages (browse, 40%), full searches (25%),
 *   branch stock checks (20%) and adds to the basket of 50 shoppers who chose a branch, of products
 *   their branch holds plenty of (15%);
 * - 5 more shoppers place order after order (add a product, then pay by the sandbox's card).
 * Printed beside the Fastify hello-world measured in the same run: p50, p95, p99 and requests per
 * second of the mix and of the checkouts. PGlite folder, or PostgreSQL with BENCH_DATABASE_URL.
 *
 * The target is only that nothing fails (no error, no non-2xx answer): `BENCH_SECONDS=2
 * BENCH_PRODUCTS=2000 npx tsx load-mix.ts` is the short version CI runs (.ci/run); the full one
 * (100,000 products, 10 s) gives the README's figures.
 */
import { pathToFileURL } from "node:url";
import { benchData, spreadProductId, type BenchData } from "./lib/bench-data.ts";
import { print, withBenchServer } from "./lib/figure.ts";
import {
  categoryListingPaths,
  productPagePaths,
  readLongTailCatalogue,
  searchPath,
  searchTexts,
  shuffled,
} from "./lib/long-tail-requests.ts";
import { CONNECTIONS, measure, type BenchRequest } from "./lib/measure.ts";
import { buyersAt, placeOrders, productsHeldAt } from "./lib/order-placement.ts";
import { sellingBranches, shopperCollectingAt, type ShopperSession } from "./lib/shopper-session.ts";

/** Out of every 20 requests of the mix: what a shop's traffic looks like, reads far ahead of writes. */
const MIX = { listing: 4, product: 4, search: 5, stock: 4, add: 3 } as const;
const BUYERS = 5;
/** Requests of the mix prepared: more than 50 connections send in the short run, reused round after round in the long one. */
const MIX_LENGTH = 20_000;

/** Products each shopper adds, one unit at a time, round after round: ones their branch holds plenty of. */
const PRODUCTS_A_SHOPPER = 10;

type Shopper = { session: ShopperSession; productIds: number[] };

/** Adds of one unit each, spread over the shoppers and over the products each one's branch holds. */
function addRequests(shoppers: readonly Shopper[], count: number): BenchRequest[] {
  return Array.from({ length: count }, (_, i) => {
    const shopper = shoppers[i % shoppers.length]!;
    const productId = shopper.productIds[Math.floor(i / shoppers.length) % shopper.productIds.length]!;
    return {
      method: "POST",
      path: "/api/basket/items",
      headers: shopper.session.headers(),
      body: JSON.stringify({ items: [{ productId, quantity: 1 }] }),
    };
  });
}

/** The mix in a fixed shuffled order: each kind's requests taken in turn from its own list. */
function mixOf(lists: Record<keyof typeof MIX, readonly BenchRequest[]>): BenchRequest[] {
  const kinds = Object.entries(MIX).flatMap(([kind, share]) =>
    Array.from({ length: share }, () => kind as keyof typeof MIX),
  );
  const taken = { listing: 0, product: 0, search: 0, stock: 0, add: 0 };
  const mix: BenchRequest[] = [];
  for (let round = 0; mix.length < MIX_LENGTH; round++) {
    for (const kind of shuffled(kinds, round)) {
      const list = lists[kind];
      mix.push(list[taken[kind]++ % list.length]!);
    }
  }
  return mix;
}

export async function loadMixFigure(data: BenchData): Promise<boolean> {
  const catalogue = await readLongTailCatalogue(data);
  return withBenchServer(data, async (origin, reference) => {
    const branches = await sellingBranches(origin);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const branchId = branches[i % branches.length]!;
      const held = { count: PRODUCTS_A_SHOPPER, start: i * 400, atLeast: 30 };
      const productIds = await productsHeldAt(origin, branchId, held, data);
      if (productIds.length === 0) continue;
      shoppers.push({ session: await shopperCollectingAt(origin, branchId), productIds });
    }
    const stock = Array.from({ length: MIX_LENGTH }, (_, i) => {
      const productId = spreadProductId(i, data);
      return `/api/products/${productId}/stock?branchId=${branches[i % branches.length]!}`;
    });
    const requests = mixOf({
      listing: categoryListingPaths(catalogue),
      product: productPagePaths(catalogue),
      search: searchTexts(catalogue).map(searchPath),
      stock,
      add: addRequests(shoppers, MIX_LENGTH),
    });
    const buyers = await buyersAt(origin, branches.slice(CONNECTIONS % branches.length), BUYERS, data);
    const [mix, checkout] = await Promise.all([measure(origin, requests), placeOrders(buyers)]);
    return print("Load mix (browse, search, stock, add to basket; checkouts beside them)", data, reference, [
      { route: "mix: 50 connections (autocannon)", paths: requests, figure: mix },
      {
        route: `checkout: ${BUYERS} shoppers, order after order`,
        paths: checkout.sent,
        figure: checkout.figure,
      },
    ]);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  process.exitCode = (await loadMixFigure(await benchData())) ? 0 : 1;
}
