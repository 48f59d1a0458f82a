/**
 * issue 13: the spelling-blind part of reading a title or a query. Titles and queries go through
 * the same folding, so "Plâtre", "PLATRE" and "platre" are one word, "T&G" reads "t and g", and
 * "Screws" meets "screw".
 */

/** Letters NFKD leaves whole: spelled out as an English keyboard would type them. */
const LETTERS_NFKD_KEEPS: Readonly<Record<string, string>> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
};

/**
 * Lower case, accents and ligatures taken off, "×" (and "*" between numbers) read as "x", "&" as
 * "and", and the thousands commas of a number dropped ("1,220mm" is 1220mm).
 */
export function foldText(text: string): string {
  const plain = /^[\x20-\x7e]*$/.test(text) ? text : text.normalize("NFKD").replace(/\p{M}/gu, "");
  return plain
    .toLowerCase()
    .replace(/[ßæœøłđ]/g, (letter) => LETTERS_NFKD_KEEPS[letter]!)
    .replace(/×/g, " x ")
    .replace(/(?<=[0-9])\s*\*\s*(?=[0-9])/g, " x ")
    .replace(/&/g, " and ")
    .replace(/(?<=[0-9]),(?=[0-9]{3}(?![0-9]))/g, "");
}

/**
 * A written number in one spelling: no leading zeros, no trailing zeros after the point
 * ("047" → "47", "3.0" → "3", "12.50" → "12.5"). Works on the text, so a long product code keeps
 * every digit.
 */
export function normaliseNumber(written: string): string {
  if (/^[1-9][0-9]*$/.test(written)) return written;
  const [whole = "", fraction = ""] = written.split(".");
  const wholeDigits = whole.replace(/^0+(?=[0-9])/, "");
  const fractionDigits = fraction.replace(/0+$/, "");
  return fractionDigits === "" ? wholeDigits : `${wholeDigits}.${fractionDigits}`;
}

/** A computed number (after a unit change), rounded to a thousandth so 1.1 m is 1100 mm, not 1100.0000000000002. */
export function formatNumber(value: number): string {
  return normaliseNumber(value.toFixed(3));
}

/** Plurals that the rules below would get wrong. */
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  axes: "axe",
  knives: "knife",
  shelves: "shelf",
  halves: "half",
  series: "series",
  species: "species",
};

/**
 * The singular of an English plural, so "Wood Screws" is found by "screw" and "Joist Hangers" by
 * "joist hanger". Deliberately cautious: words under 4 letters ("cls", "gas") and words with a
 * digit ("c24s") are left alone, as are endings that are not plurals ("glass", "plus", "chassis").
 * Titles and queries share it, so an odd stem ("canvas" → "canva") still meets itself.
 */
export function singular(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular !== undefined) return irregular;
  if (word.length < 4 || /[0-9]/.test(word)) return word;
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(?:sh|ch|x|ss|zz)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * Connecting words a query can do without once typed in full: "sand and cement" finds "Sand &
 * Cement" and "Sand Cement Mix". Titles keep them (a query may still be typing "and"). Trade
 * abbreviations are never on this list, however short ("pse", "par", "cls", "mr", "fr").
 */
export const CONNECTING_WORDS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "and",
  "by",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
]);
