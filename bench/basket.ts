/**
 * The basket (issue 10): reading a basket and adding to one, as 400 shoppers do at once, each with
 * a session of their own collecting from one of the branches (so every request prices a different
 * basket at its own branch's prices and stock), products spread over the whole catalogue. Nothing
 * is cached: each read prices its lines afresh and each add writes.
 */
import { pathToFileURL } from "node:url";
import { benchData, spreadProductId, type BenchData } from "./lib/bench-data.ts";
import { runFigures } from "./lib/figure.ts";
import type { BenchRequest } from "./lib/measure.ts";
import { sellingBranches, shopperCollectingAt } from "./lib/shopper-session.ts";

const SHOPPERS = 400;
const LINES_EACH = 3;

type Shopper = { headers: Record<string, string>; products: number[] };

async function shopperAt(origin: string, branchId: number, candidates: number[]): Promise<Shopper> {
  const session = await shopperCollectingAt(origin, branchId);
  // Products the branch can sell that are not timber by length (whose saw-to-size maximum a long run would reach).
  const products: number[] = [];
  for (const id of candidates) {
    if (products.length === LINES_EACH) break;
    const stock = (await (await fetch(`${origin}/api/products/${id}/stock?branchId=${branchId}`)).json()) as {
      inStock: boolean;
      tallyStock: number | null;
    };
    if (!stock.inStock || stock.tallyStock !== null) continue;
    const added = await session.send("POST", "/api/basket/items", {
      items: [{ productId: id, quantity: 1 }],
    });
    if (added.ok) products.push(id);
  }
  return { headers: session.headers(), products };
}

function shoppersOnce(data: BenchData) {
  let made: Promise<Shopper[]> | undefined;
  return (origin: string) =>
    (made ??= (async () => {
      const selling = await sellingBranches(origin);
      const shoppers: Shopper[] = [];
      for (let i = 0; i < SHOPPERS; i++) {
        const candidates = Array.from({ length: 12 }, (_, k) => spreadProductId(i * 12 + k, data));
        shoppers.push(await shopperAt(origin, selling[i % selling.length]!, candidates));
      }
      return shoppers;
    })());
}

export function basketFigures(data: BenchData) {
  const shoppers = shoppersOnce(data);
  const reads = async (origin: string): Promise<BenchRequest[]> =>
    (await shoppers(origin)).map(({ headers }) => ({ method: "GET", path: "/api/basket", headers }));
  const adds = async (origin: string): Promise<BenchRequest[]> =>
    (await shoppers(origin)).flatMap(({ headers, products }) =>
      products.map((productId) => ({
        method: "POST" as const,
        path: "/api/basket/items",
        headers,
        body: JSON.stringify({ items: [{ productId, quantity: 1 }] }),
      })),
    );
  return runFigures(data, `Basket (${SHOPPERS} shoppers, ${LINES_EACH} lines each)`, [
    { route: "GET /api/basket", paths: [], prepare: reads },
    { route: "POST /api/basket/items", paths: [], prepare: adds },
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  process.exitCode = (await basketFigures(await benchData())) ? 0 : 1;
}
