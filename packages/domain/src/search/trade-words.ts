/**
 * issue 13, spec/1 §5 "Search and lookups": the tokens a product title is indexed under. A query
 * is read by the same terms (query-plan.ts), so "47 x 100mm" in a title and "100x47" in a query
 * meet in the token "47x100". Every token is kept however short ("osb", "mdf", "c24", "4").
 */
import { readTerms, type SizeTerm, type Term } from "./terms.ts";
import { sizePairs } from "./sizes.ts";

/**
 * The tokens of a title, in order: for each word its singular and its spelling as written
 * ("screws" → "screw", "screws"); for each measure the millimetre token and its bare numbers
 * ("12.5mm" → "12.5mm", "12.5"; "2.4m" → "2400mm", "2400", "2.4"); for each size its token, and
 * the millimetres and bare numbers of each side ("47 x 100mm" → "47x100", "47mm", "100mm", "47",
 * "100"); a three-number size adds its pairs.
 */
export function searchTokens(text: string): string[] {
  return readTerms(text).terms.flatMap(termTokens);
}

/** The tokens one term of a title is indexed under. */
export function termTokens(term: Term): string[] {
  switch (term.kind) {
    case "word":
      return unique([term.token, term.written]);
    case "number":
      return [term.token];
    case "measure":
      return unique([term.token, ...term.numbers]);
    case "size":
      return sizeTokens(term);
    case "compound":
      return unique([...term.parts.flatMap((part) => [part.token, part.written]), term.token, term.written]);
    case "separator":
      return [];
  }
}

/**
 * A nickname ("4x2") is one token; its metric meaning is added to the query, not the title. A
 * size in feet adds each side ("6ft x 5ft" → "5x6ft", "6ft", "5ft").
 */
function sizeTokens(term: SizeTerm): string[] {
  if (!term.metric) return unique([term.token, ...term.written]);
  const smallestFirst = [...term.numbers].sort((a, b) => Number(a) - Number(b));
  return unique([
    term.token,
    ...sizePairs(term.numbers).map(({ pair }) => pair),
    ...smallestFirst.map((n) => `${n}mm`),
    ...smallestFirst,
    ...term.written,
  ]);
}

function unique(tokens: readonly string[]): string[] {
  return [...new Set(tokens)];
}
