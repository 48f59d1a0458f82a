/**
 * `npm run bench`: every figure (issue 2 §5 API routes, issue 8 pages, issue 9 stock, issue 10 basket, issue 12 checkout,
 * issue 13 the long tail of distinct catalogue reads, issue 20 the load mix), one after another on the same seeded data; nearby branches on
 * its own database of 2,000 branches.
 */
import { autocompleteFigure } from "./autocomplete.ts";
import { basketFigures } from "./basket.ts";
import { categoryListingFigure } from "./category-listing.ts";
import { checkoutFigure } from "./checkout.ts";
import { benchData } from "./lib/bench-data.ts";
import { branchBenchData } from "./lib/branch-bench-data.ts";
import { loadMixFigure } from "./load-mix.ts";
import { longTailFigures } from "./long-tail.ts";
import { nearbyBranchesFigure } from "./nearby-branches.ts";
import { pageFigures } from "./pages.ts";
import { stockFigures } from "./stock.ts";

const data = await benchData();
const passed = [
  await autocompleteFigure(data),
  await categoryListingFigure(data),
  await longTailFigures(data),
  await pageFigures(data),
  await stockFigures(data),
  await basketFigures(data),
  await checkoutFigure(data),
  await loadMixFigure(data),
];
passed.push(await nearbyBranchesFigure(await branchBenchData()));
process.exitCode = passed.every(Boolean) ? 0 : 1;
