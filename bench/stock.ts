/**
 * Stock checks as product pages and the store selector make them (issue 9): one product at every
 * branch, and one product at one branch with its feeder and the distribution centre, each request
 * for a different product (and branch) spread over the whole catalogue, so no answer is a repeat.
 */
import { pathToFileURL } from "node:url";
import { benchData, spreadProductId, type BenchData } from "./lib/bench-data.ts";
import { runFigures } from "./lib/figure.ts";

const REQUESTS = 3_000;

function productIds(products: number): number[] {
  return Array.from({ length: Math.min(REQUESTS, products) }, (_, i) => spreadProductId(i, { products }));
}

export function stockFigures(data: BenchData) {
  const ids = productIds(data.products);
  return runFigures(data, "Stock checks", [
    {
      route: "GET /api/products/{id}/stock/branches",
      paths: ids.map((id) => `/api/products/${id}/stock/branches`),
    },
    {
      route: "GET /api/products/{id}/stock?branchId=…",
      paths: ids.map((id, i) => `/api/products/${id}/stock?branchId=${1 + (i % data.branches)}`),
    },
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  process.exitCode = (await stockFigures(await benchData())) ? 0 : 1;
}
