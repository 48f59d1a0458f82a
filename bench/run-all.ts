/** `npm run bench`: every figure of issue 2 §5, one after another on the same seeded data. */
import { autocompleteFigure } from "./autocomplete.ts";
import { categoryListingFigure } from "./category-listing.ts";
import { benchData } from "./lib/bench-data.ts";

const data = await benchData();
const passed = [await autocompleteFigure(data), await categoryListingFigure(data)];
process.exitCode = passed.every(Boolean) ? 0 : 1;
