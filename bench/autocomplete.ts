/**
 * Autocomplete over the seeded catalogue: what shoppers type while a suggestion list is open —
 * 3 to 7 letters of common product-name words, the start of popular products' names ("cast iron
 * sto") and a few misspellings. Target (issue 2 §5): p95 under 20 ms.
 */
import { pathToFileURL } from "node:url";
import { benchData, type BenchData } from "./lib/bench-data.ts";
import { runFigure } from "./lib/figure.ts";

function typedTexts(words: readonly string[], popularNames: readonly string[]): string[] {
  const texts = new Set<string>();
  for (const word of words) {
    for (let length = 3; length <= Math.min(7, word.length); length += 2) texts.add(word.slice(0, length));
  }
  // The first word of a name and the start of the second, as typed on the way to a product.
  for (const name of popularNames) {
    const [first, second] = name.toLowerCase().split(" ");
    if (first && second && second.length >= 3) texts.add(`${first} ${second.slice(0, 3)}`);
  }
  // A dropped letter in the middle: the correction path.
  for (const word of words.slice(0, 10)) {
    if (word.length >= 6) texts.add(word.slice(0, 3) + word.slice(4));
  }
  return [...texts];
}

export function autocompleteFigure(data: BenchData) {
  return runFigure(data, {
    title: "Autocomplete",
    route: "GET /api/search/autocomplete?q=…",
    targetP95Ms: 20,
    paths: typedTexts(data.nameWords, data.popularNames).map(
      (text) => `/api/search/autocomplete?q=${encodeURIComponent(text)}`,
    ),
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  process.exitCode = (await autocompleteFigure(await benchData())) ? 0 : 1;
}
