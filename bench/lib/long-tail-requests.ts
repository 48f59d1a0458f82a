/**
 * The long tail of requests a shop's many shoppers send (issue 13 "Proof"): thousands of distinct
 * autocomplete texts and search texts, every category listing page, every product page. All are
 * built deterministically from the benchmark database's own product names and manufacturers, in
 * a fixed shuffled order, and each is meant to be asked once: a repeat would measure a cache.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { LISTING_SORTS } from "../../packages/contract/src/constants.ts";
import type { ListingRequest } from "../../apps/server/src/modules/product-index/index.ts";
import type { BenchData } from "./bench-data.ts";

/** What the requests are made from, read before the server starts (PGlite allows one process a folder). */
export type LongTailCatalogue = {
  names: string[];
  manufacturers: string[];
  productSlugs: string[];
  categorySlugs: string[];
};

export async function readLongTailCatalogue(data: BenchData): Promise<LongTailCatalogue> {
  const database = await openDatabase({ dataDir: data.dataDir, databaseUrl: data.databaseUrl });
  try {
    const products = await database.rows<{ name: string; slug: string }>(
      sql`select name, slug from products where active order by id`,
    );
    const makers = await database.rows<{ manufacturer: string }>(
      sql`select distinct manufacturer from products where active order by manufacturer`,
    );
    const categories = await database.rows<{ slug: string }>(
      sql`select slug from categories order by level, id`,
    );
    return {
      names: products.map((row) => row.name),
      manufacturers: makers.map((row) => row.manufacturer),
      productSlugs: products.map((row) => row.slug),
      categorySlugs: categories.map((row) => row.slug),
    };
  } finally {
    await database.close();
  }
}

/** A fixed pseudo-random order (mulberry32), so every run sends the same requests in the same order. */
export function shuffled<T>(items: readonly T[], seed = 20261121): T[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The search box's own reading: lower case, single spaces (so two texts never share one answer). */
const normalised = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/** Every distinct text of at least `minLength` characters, in a fixed shuffled order. */
function distinctTexts(texts: Iterable<string>, minLength: number): string[] {
  const unique = new Set<string>();
  for (const text of texts) {
    const typed = normalised(text);
    if (typed.length >= minLength) unique.add(typed);
  }
  return shuffled([...unique]);
}

/**
 * A name read as a shopper reads it: its words (starting with a letter: "plasterboard", "osb3",
 * "c24", "multi-fuel") and its sizes ("47 x 100mm" as a pair, "12.5mm" as a single size).
 */
type ReadName = { words: string[]; pairs: [string, string][]; sizes: string[] };

function readName(name: string): ReadName {
  const tokens = name
    .toLowerCase()
    .split(/\s+/)
    .map((token) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter(Boolean);
  const pairs = [...name.matchAll(/(\d+(?:\.\d+)?) x (\d+(?:\.\d+)?)mm\b/g)].map(
    (match) => [match[1]!, match[2]!] as [string, string],
  );
  const inPairs = new Set(pairs.map(([, second]) => `${second}mm`));
  const sizes = tokens
    .filter((token) => /^\d+(?:\.\d+)?mm$/.test(token) && !inPairs.has(token))
    .map((token) => token.slice(0, -2));
  return { words: tokens.filter((token) => /^\p{L}[\p{L}\p{N}-]*$/u.test(token)), pairs, sizes };
}

/** The trade's imperial nicknames and abbreviations, typed on their own and with a word or size. */
const NICKNAMES = ["4x2", "3x2", "2x1", "6x2", "8x4", "2x4", "4x4", "3x3", "2x3", "6x4", "9x3", "7x2"];
const NICKNAMED = ["ply", "osb", "mdf", "treated", "timber", "c24", "c16", "cls", "sawn", "batten"];
const ABBREVIATIONS = [
  "osb",
  "mdf",
  "dpc",
  "dpm",
  "pse",
  "cls",
  "pir",
  "trv",
  "sds",
  "ptfe",
  "mdpe",
  "upvc",
  "fd30",
  "mot",
  "c16",
  "c24",
  "t&g",
  "ply",
];
const ABBREVIATED_SIZES = ["6", "9", "11", "12", "18", "22", "25", "47", "50", "100", "150"];

/** A misspelling: one letter dropped, or two neighbours swapped, at a place the word chooses. */
function misspellings(word: string): string[] {
  if (word.length < 5 || !/^\p{L}+$/u.test(word)) return [];
  const at = 1 + (word.length % (word.length - 2));
  const dropped = word.slice(0, at) + word.slice(at + 1);
  const swapped = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  return [dropped, swapped];
}

function tradeTexts(sizesAfterWord: boolean): string[] {
  const texts: string[] = [];
  for (const nickname of NICKNAMES) {
    texts.push(nickname);
    for (const word of NICKNAMED) texts.push(`${nickname} ${word}`, `${word} ${nickname}`);
  }
  for (const abbreviation of ABBREVIATIONS) {
    texts.push(abbreviation);
    for (const size of ABBREVIATED_SIZES) {
      texts.push(`${abbreviation} ${size}`);
      if (sizesAfterWord) texts.push(`${size}mm ${abbreviation}`);
    }
  }
  return texts;
}

/**
 * What shoppers type while the suggestion list is open: prefixes (3 letters and more) of every
 * product-name and manufacturer word, a word and the first letters of the next, sizes and the
 * trade's nicknames and abbreviations as they are typed, and misspellings.
 */
export function autocompleteTexts(catalogue: LongTailCatalogue): string[] {
  const texts: string[] = tradeTexts(true);
  const words = new Set<string>();
  const neighbours = new Set<string>();
  for (const name of [...catalogue.names, ...catalogue.manufacturers]) {
    const { words: nameWords, pairs, sizes } = readName(name);
    for (const word of nameWords) if (word.length >= 3) words.add(word);
    for (let i = 0; i + 1 < nameWords.length; i++) neighbours.add(`${nameWords[i]} ${nameWords[i + 1]}`);
    const first = nameWords[0];
    for (const [a, b] of pairs) {
      texts.push(`${a}x${b}`, `${a} x ${b}`, `${a} x ${b.slice(0, 1)}`, `${a}x${b}mm`, `${b}x${a}`);
      if (first) texts.push(`${first} ${a}`, `${first} ${a}x${b}`);
    }
    for (const size of sizes) {
      texts.push(`${size}mm`, `${size} mm`);
      for (const word of nameWords) texts.push(`${size}mm ${word.slice(0, 3)}`, `${word} ${size}`);
    }
  }
  for (const word of words) {
    for (let length = 3; length <= word.length; length++) texts.push(word.slice(0, length));
    texts.push(...misspellings(word));
  }
  for (const pair of neighbours) {
    const [first, second] = pair.split(" ") as [string, string];
    for (let length = 1; length <= Math.min(4, second.length); length++)
      texts.push(`${first} ${second.slice(0, length)}`);
  }
  // spec/1 §5: autocomplete begins after more than 2 characters.
  return distinctTexts(texts, 3);
}

/**
 * What shoppers submit: whole words, pairs of neighbouring words, manufacturers, sizes written the
 * trade's ways ("47x100", "47 x 100", "47 by 100", "100x47", "12.5mm plasterboard",
 * "12.5 mm plasterboard"), nicknames ("4x2"), abbreviations, and misspelt words.
 */
export function searchTexts(catalogue: LongTailCatalogue): string[] {
  const texts: string[] = [...catalogue.manufacturers, ...tradeTexts(false)];
  const words = new Set<string>();
  for (const name of catalogue.names) {
    const { words: nameWords, pairs, sizes } = readName(name);
    for (const word of nameWords) if (word.length >= 3) words.add(word);
    for (let i = 0; i + 1 < nameWords.length; i++) texts.push(`${nameWords[i]} ${nameWords[i + 1]}`);
    for (const [a, b] of pairs) texts.push(`${a}x${b}`, `${a} x ${b}`, `${a} by ${b}`, `${b}x${a}`);
    for (const size of sizes)
      for (const word of nameWords) texts.push(`${size}mm ${word}`, `${size} mm ${word}`);
  }
  for (const word of words) texts.push(word, ...misspellings(word));
  // The bench server's warm-up searched "timbr": that answer is cached, so it is left out.
  return distinctTexts(texts, 1).filter((text) => text !== "timbr");
}

/** Every category × every sort × pages 1–3, each once. */
export function categoryListingPaths(catalogue: LongTailCatalogue): string[] {
  const paths: string[] = [];
  for (const slug of catalogue.categorySlugs)
    for (const sort of LISTING_SORTS)
      for (const page of [1, 2, 3])
        paths.push(
          `/api/categories/${encodeURIComponent(slug)}/products?${new URLSearchParams({ sort, page: String(page) })}`,
        );
  return shuffled(paths);
}

/** Every product's page, each once. */
export function productPagePaths(catalogue: LongTailCatalogue): string[] {
  return shuffled(catalogue.productSlugs.map((slug) => `/api/products/${encodeURIComponent(slug)}`));
}

export const autocompletePath = (text: string) => `/api/search/autocomplete?q=${encodeURIComponent(text)}`;
export const searchPath = (text: string) => `/api/search?q=${encodeURIComponent(text)}`;

/** What `searchPath` asks for besides the text, for the benchmarks that call the search service itself. */
export const SEARCH_FIRST_PAGE: ListingRequest = {
  page: 1,
  pageSize: 24,
  sort: "relevance",
  filters: { manufacturers: [], inStock: false },
};
