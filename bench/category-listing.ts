/**
 * Category listing API over the seeded catalogue: shoppers browsing every category of the tree,
 * each with a different sort and page, some narrowed to in-stock products.
 * Target (issue 2 §5): p95 under 30 ms.
 */
import { pathToFileURL } from "node:url";
import { benchData, type BenchData } from "./lib/bench-data.ts";
import { runFigure } from "./lib/figure.ts";

const SORTS = ["relevance", "price_asc", "price_desc", "name_asc", "name_desc"];

function listingPaths(slugs: readonly string[]): string[] {
  return slugs.map((slug, i) => {
    const params = new URLSearchParams({
      page: String(1 + (i % 3)),
      pageSize: "24",
      sort: SORTS[i % SORTS.length]!,
    });
    if (i % 7 === 0) params.set("inStock", "true");
    return `/api/categories/${slug}/products?${params}`;
  });
}

export function categoryListingFigure(data: BenchData) {
  return runFigure(data, {
    title: "Category listing",
    route: "GET /api/categories/:slug/products",
    targetP95Ms: 30,
    paths: listingPaths(data.categorySlugs),
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  process.exitCode = (await categoryListingFigure(await benchData())) ? 0 : 1;
}
