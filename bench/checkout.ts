/**
 * Placing orders (issue 12): 50 shoppers at once, each at a branch of its own, each placing order
 * after order: put a product in the basket, then place it paid by the sandbox's approved card with
 * a new idempotency key. Every placement is a different order (a new basket, new key, stock taken,
 * payment recorded, emails queued); only the placements are timed. Beside it, the Fastify
 * hello-world reference measured in the same run.
 */
import { pathToFileURL } from "node:url";
import { benchData, type BenchData } from "./lib/bench-data.ts";
import { print, withBenchServer } from "./lib/figure.ts";
import { CONNECTIONS } from "./lib/measure.ts";
import { buyersAt, placeOrders } from "./lib/order-placement.ts";
import { sellingBranches } from "./lib/shopper-session.ts";

export async function checkoutFigure(data: BenchData): Promise<boolean> {
  return withBenchServer(data, async (origin, reference) => {
    const buyers = await buyersAt(origin, await sellingBranches(origin), CONNECTIONS, data);
    const { figure, sent } = await placeOrders(buyers);
    const title = `Checkout (${buyers.length} shoppers placing order after order; req/s = orders placed per second)`;
    return print(title, data, reference, [{ route: "POST /api/checkout/orders", paths: sent, figure }]);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  process.exitCode = (await checkoutFigure(await benchData())) ? 0 : 1;
}
