/**
 * Storefront HTML pages as shoppers open them: the home page, category pages over the whole tree
 * (each sorted every way) and product pages spread over the catalogue, rendered
 * by the server with their in-process API calls (issue 8 "npm run bench before and after").
 */
import { pathToFileURL } from "node:url";
import { benchData, type BenchData } from "./lib/bench-data.ts";
import { runFigures } from "./lib/figure.ts";

const SORTS = ["relevance", "price_asc", "price_desc", "name_asc", "name_desc"];

// The first page of each, in turn sorted each way: a later page would not exist in a small category.
const categoryPages = (slugs: readonly string[]) =>
  SORTS.flatMap((sort) => slugs.map((slug) => `/category/${slug}?sort=${sort}`));

export function pageFigures(data: BenchData) {
  return runFigures(data, "Storefront pages (HTML)", [
    { route: "GET / (home page)", paths: ["/"] },
    { route: "GET /category/{slug}", paths: categoryPages(data.categorySlugs) },
    { route: "GET /product/{slug}", paths: data.productSlugs.map((slug) => `/product/${slug}`) },
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  process.exitCode = (await pageFigures(await benchData())) ? 0 : 1;
}
