/**
 * Nearby branches (store selector and finder, spec/2 §5, §9): the nearest 20 branches for a
 * postcode among 2,000, as shoppers all over the country search — a different full postcode each
 * request, from every district of the shipped table, some keeping to branches that deliver or to
 * a ticked feature; then the same on a product page, with each branch's stock of the product.
 * Nothing is cached per request: each ranks all 2,000 branches (the branch directory itself is
 * held in memory, as the server always holds it). Target: p95 under 20 ms.
 */
import { pathToFileURL } from "node:url";
import { buildGazetteer } from "../apps/server/src/adapters/geocoder/gazetteer.ts";
import { branchBenchData } from "./lib/branch-bench-data.ts";
import type { BenchData } from "./lib/bench-data.ts";
import { runFigures } from "./lib/figure.ts";

const INWARD_LETTERS = "ABDEFGHJLNPQRSTUWXYZ";

/** Full postcodes, one per district of the table, in a fixed shuffled order. */
function postcodes(): string[] {
  const districts = buildGazetteer().districts.map((district) => district.outcode);
  return districts
    .map((outcode, i) => {
      const letter = (k: number) => INWARD_LETTERS[(i * 7 + k * 13) % INWARD_LETTERS.length];
      return {
        postcode: `${outcode} ${i % 10}${letter(1)}${letter(2)}`,
        order: (i * 7919) % districts.length,
      };
    })
    .sort((a, b) => a.order - b.order)
    .map(({ postcode }) => postcode);
}

function nearbyPaths(withProducts: number): string[] {
  return postcodes().map((postcode, i) => {
    const params = new URLSearchParams({ near: postcode, limit: "20" });
    if (i % 4 === 1) params.set("delivering", "true");
    if (i % 5 === 2) params.set("feature", "Showroom");
    if (withProducts > 0) params.set("productId", String(1 + (i % withProducts)));
    return `/api/branches/nearby?${params}`;
  });
}

export async function nearbyBranchesFigure(data: BenchData & { branches: number }) {
  // A running server has read its branch directory (for 30 s at a time) before this traffic arrives.
  const warm = ["/api/branches/nearby?near=IP1%201AA"];
  return runFigures(data, `Nearby branches among ${data.branches.toLocaleString("en-GB")} branches`, [
    { route: "GET /api/branches/nearby?near=…", targetP95Ms: 20, paths: nearbyPaths(0), warm },
    { route: "GET /api/branches/nearby?near=…&productId=…", paths: nearbyPaths(data.products), warm },
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  process.exitCode = (await nearbyBranchesFigure(await branchBenchData())) ? 0 : 1;
}
