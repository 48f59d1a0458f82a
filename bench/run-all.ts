/** `npm run bench`: every figure (issue 2 §5 API routes, issue 8 pages), one after another on the same seeded data. */
import { autocompleteFigure } from "./autocomplete.ts";
import { categoryListingFigure } from "./category-listing.ts";
import { benchData } from "./lib/bench-data.ts";
import { pageFigures } from "./pages.ts";

const data = await benchData();
const passed = [await autocompleteFigure(data), await categoryListingFigure(data), await pageFigures(data)];
process.exitCode = passed.every(Boolean) ? 0 : 1;
