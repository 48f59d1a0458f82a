/**
 * Which in-process search engine holds the catalogue (issue 13, decision 130): MiniSearch, FlexSearch
 * and Orama, each fed the same 100,000 product documents from the benchmark database and asked the same
 * distinct texts once each, single thread, no HTTP — the engine's own cost, which every request pays.
 *
 * Per engine: build time and heap for the whole catalogue, autocomplete (5,000 distinct typed texts, AND of
 * words, last word as prefix, top 6 by score then popularity), full search (2,000 distinct texts, some
 * misspelt, one edit forgiven in words of 4+ letters, total and top 24), renames (time per update, and the
 * new name found at once, the old one gone), and a few trade queries to eyeball.
 *
 * Run: cd bench && node --expose-gc --import tsx search-engines.ts
 * (BENCH_DATA_DIR / BENCH_DATABASE_URL pick the database as for every benchmark; BENCH_ENGINES=minisearch,flexsearch
 * limits the engines.)
 */
import { cpus, totalmem } from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { Index as FlexIndex } from "flexsearch";
import MiniSearch from "minisearch";
import {
  create as createOrama,
  insertMultiple,
  search as searchOrama,
  update as updateOrama,
} from "@orama/orama";
import type { QueryPlan } from "../packages/domain/src/search/index.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { createTextIndex, type TextDocument } from "../apps/server/src/modules/product-index/text-index.ts";
import { benchData } from "./lib/bench-data.ts";
import { percentile } from "./lib/measure.ts";

const AUTOCOMPLETE_TEXTS = 5_000;
const SEARCH_TEXTS = 2_000;
const WARM_UP_TEXTS = 300;
const RENAMES = 1_000;
const SUGGESTIONS = 6;
const PAGE = 24;
/** Words this long or longer forgive one edit in full search. */
const FUZZY_FROM = 4;
const QUALITY_TEXTS = ["osb", "mdf", "c24", "47x100", "plasterb", "timbr"];

/** What every engine indexes for a product: its words, and the popularity that breaks ties. */
type ProductDocument = {
  id: number;
  name: string;
  manufacturer: string;
  partNumber: string;
  category: string;
  popularity: number;
};

type Hits = { total: number; ids: number[] };

/** One engine under test, doing what the search module will ask of it. */
type Engine = {
  name: string;
  /** Settings worth knowing when reading its figures. */
  notes: string;
  /** Another engine here with a different autocomplete: its one-word texts' answers would repeat that one's. */
  variant?: boolean;
  build(documents: readonly ProductDocument[]): void;
  /** Top 6 for a text being typed: AND of words, last word as a prefix. */
  autocomplete(text: string): number[];
  /** Total and top 24 for a submitted text: AND of words, one edit forgiven in words of 4+ letters. */
  search(text: string): Hits;
  /** The product's document replaced by this one (a rename, a price or stock change). */
  replace(document: ProductDocument): void;
};

// ---------------------------------------------------------------------------------------------
// The words: one tokenizer for every engine, documents and queries alike.

const WORD = /(?:[\p{L}\p{N}]|(?<=\p{N})\.(?=\p{N}))+/gu;

/** Lower case, split on anything but letters and digits, a decimal point kept ("12.5mm", "47x100"). */
function tokens(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

const documentText = (document: ProductDocument) =>
  `${document.name} ${document.manufacturer} ${document.partNumber} ${document.category}`;

/** Best first by score, then by popularity, then by id: the autocomplete's order. */
function topByScoreThenPopularity(
  hits: readonly { id: number; score: number }[],
  popularity: (id: number) => number,
  count: number,
): number[] {
  const top: { id: number; score: number; popularity: number }[] = [];
  const before = (a: (typeof top)[number], b: (typeof top)[number]) =>
    a.score !== b.score
      ? a.score > b.score
      : a.popularity !== b.popularity
        ? a.popularity > b.popularity
        : a.id < b.id;
  for (const hit of hits) {
    const candidate = { ...hit, popularity: popularity(hit.id) };
    if (top.length === count && !before(candidate, top[count - 1]!)) continue;
    let at = top.length;
    while (at > 0 && before(candidate, top[at - 1]!)) at--;
    top.splice(at, 0, candidate);
    if (top.length > count) top.pop();
  }
  return top.map((hit) => hit.id);
}

/** Popularity by product id, kept current by the engines that cannot store it. */
class PopularityById {
  private readonly values = new Map<number, number>();
  set(document: ProductDocument) {
    this.values.set(document.id, document.popularity);
  }
  get = (id: number) => this.values.get(id) ?? 0;
}

/**
 * Each product's own words, for autocomplete's other way with two words or more: the complete words asked
 * of the engine (no prefix expansion of a one- or two-letter last word over the whole catalogue), then its
 * answers, best first, kept while one of their words starts with the last word, until six are found.
 */
class WordsById {
  private readonly words = new Map<number, string[]>();
  set(document: ProductDocument) {
    this.words.set(document.id, tokens(documentText(document)));
  }
  startsAWord = (id: number, prefix: string) =>
    this.words.get(id)?.some((word) => word.startsWith(prefix)) ?? false;
}

/** The complete words and the last one, when the text has two words or more. */
function splitLastWord(text: string): { complete: string; last: string } | undefined {
  const words = tokens(text);
  return words.length < 2 ? undefined : { complete: words.slice(0, -1).join(" "), last: words.at(-1)! };
}

// ---------------------------------------------------------------------------------------------
// The engines.

function miniSearch(lastWordFilter = false): Engine {
  const popularity = new PopularityById();
  const words = new WordsById();
  const index = new MiniSearch<ProductDocument>({
    fields: ["name", "manufacturer", "partNumber", "category"],
    tokenize: tokens,
    processTerm: (term) => term,
    searchOptions: { boost: { name: 2 }, combineWith: "AND" },
  });
  const lastWordAsPrefix = (_term: string, position: number, terms: string[]) =>
    position === terms.length - 1;
  return {
    name: lastWordFilter ? "MiniSearch + filter" : "MiniSearch 7.2",
    variant: lastWordFilter,
    notes:
      "fields name (boost 2), manufacturer, part number, category; BM25+; prefix and fuzzy per query word" +
      (lastWordFilter
        ? "; autocomplete of 2+ words: complete words, then the last word checked on each hit"
        : ""),
    build(documents) {
      for (const document of documents) {
        popularity.set(document);
        if (lastWordFilter) words.set(document);
      }
      index.addAll(documents);
    },
    autocomplete(text) {
      const split = lastWordFilter ? splitLastWord(text) : undefined;
      const hits = split
        ? index.search(split.complete).filter((hit) => words.startsAWord(hit.id as number, split.last))
        : index.search(text, { prefix: lastWordAsPrefix });
      return topByScoreThenPopularity(hits, popularity.get, SUGGESTIONS);
    },
    search(text) {
      const hits = index.search(text, {
        prefix: lastWordAsPrefix,
        fuzzy: (term) => (term.length >= FUZZY_FROM ? 1 : false),
      });
      return { total: hits.length, ids: topByScoreThenPopularity(hits, popularity.get, PAGE) };
    },
    replace(document) {
      popularity.set(document);
      if (lastWordFilter) words.set(document);
      index.replace(document);
    },
  };
}

/**
 * FlexSearch has no edit distance of its own (its phonetic encoders change the words instead): a word of 4+
 * letters is widened to the indexed words one edit away, looked up in the index's own vocabulary.
 */
function flexSearch(lastWordFilter = false): Engine {
  const index = new FlexIndex({ tokenize: "forward", encode: tokens, fastupdate: true });
  const vocabulary = new Set<string>();
  const words = new WordsById();
  const ALL = 1_000_000;
  const learn = (document: ProductDocument) => {
    for (const word of tokens(documentText(document))) vocabulary.add(word);
    if (lastWordFilter) words.set(document);
  };
  const alphabet = () => [...new Set([...vocabulary].join(""))];
  let letters: string[] = [];
  return {
    name: lastWordFilter ? "FlexSearch + filter" : "FlexSearch 0.8",
    variant: lastWordFilter,
    notes:
      'one text field, tokenize "forward" (every word matches as a prefix), fastupdate; order = its position score, ' +
      "ties in insertion order (most popular first); one-edit words from its vocabulary, joined by its Resolver" +
      (lastWordFilter
        ? "; autocomplete of 2+ words: complete words in its order, the last word checked, stop at 6"
        : ""),
    build(documents) {
      // Inserted most popular first: FlexSearch keeps insertion order among equal scores.
      for (const document of documents) {
        index.add(document.id, documentText(document));
        learn(document);
      }
      letters = alphabet();
    },
    autocomplete(text) {
      const split = lastWordFilter ? splitLastWord(text) : undefined;
      if (!split) return (index.search(text, { limit: SUGGESTIONS }) ?? []).map(Number);
      const found: number[] = [];
      for (const id of index.search(split.complete, { limit: ALL }) ?? []) {
        if (words.startsAWord(Number(id), split.last) && found.push(Number(id)) === SUGGESTIONS) break;
      }
      return found;
    },
    search(text) {
      const widened = tokens(text).map((word) =>
        word.length >= FUZZY_FROM ? [word, ...oneEditAway(word, vocabulary, letters)] : [word],
      );
      let ids: readonly (number | string)[];
      if (widened.every((alternatives) => alternatives.length === 1)) {
        ids = index.search(text, { limit: ALL }) ?? [];
      } else {
        const anyOf = (alternatives: string[]) =>
          alternatives
            .map((word) => index.search(word, { resolve: false }) as unknown as Unresolved)
            .reduce((union, next) => union.or(next));
        ids =
          widened
            .map(anyOf)
            .reduce((both, next) => both.and(next))
            .resolve({ limit: ALL }) ?? [];
      }
      return { total: ids.length, ids: ids.slice(0, PAGE).map(Number) };
    },
    replace(document) {
      index.update(document.id, documentText(document));
      learn(document);
    },
  };
}

/** The part of FlexSearch's Resolver used here (its declared generics do not let one resolver take another). */
type Unresolved = {
  or(other: Unresolved): Unresolved;
  and(other: Unresolved): Unresolved;
  resolve(options: { limit: number }): (number | string)[] | undefined;
};

/** The indexed words one insertion, deletion or substitution away from a word (Levenshtein 1). */
function oneEditAway(word: string, vocabulary: ReadonlySet<string>, letters: readonly string[]): string[] {
  const found = new Set<string>();
  const consider = (candidate: string) => {
    if (candidate !== word && vocabulary.has(candidate)) found.add(candidate);
  };
  for (let at = 0; at <= word.length; at++) {
    const before = word.slice(0, at);
    if (at < word.length) consider(before + word.slice(at + 1));
    for (const letter of letters) {
      consider(before + letter + word.slice(at));
      if (at < word.length) consider(before + letter + word.slice(at + 1));
    }
  }
  return [...found];
}

/**
 * Orama asks for all words within one property to AND them (threshold 0), so the document is one text
 * field; every word matches as a prefix, and its tolerance applies to every word, short ones too.
 */
function orama(): Engine {
  const database = createOrama({
    schema: { text: "string", popularity: "number" } as const,
    components: { tokenizer: { language: "english", normalizationCache: new Map(), tokenize: tokens } },
  });
  type Found = { count: number; hits: { id: string; score: number }[] };
  const synchronously = (result: unknown): Found => {
    if (result instanceof Promise) throw new Error("Orama answered asynchronously");
    return result as Found;
  };
  const asOrama = (document: ProductDocument) => ({
    id: String(document.id),
    text: documentText(document),
    popularity: document.popularity,
  });
  // Score first, then popularity: Orama's sortBy function sees [id, score, document].
  const scoreThenPopularity = (
    a: [unknown, number, { popularity: number }],
    b: [unknown, number, { popularity: number }],
  ) => b[1] - a[1] || b[2].popularity - a[2].popularity;
  const ask = (text: string, limit: number, tolerance: number) =>
    synchronously(
      searchOrama(database, {
        term: text,
        properties: ["text"],
        threshold: 0,
        tolerance,
        limit,
        sortBy: scoreThenPopularity as never,
      }),
    );
  return {
    name: "Orama 3.1",
    notes:
      "one text field, threshold 0 (all words), every word a prefix, tolerance 1 for a text with a word of 4+ letters",
    build(documents) {
      const inserted = insertMultiple(database, documents.map(asOrama), 1_000);
      if (inserted instanceof Promise) throw new Error("Orama inserted asynchronously");
    },
    autocomplete(text) {
      return ask(text, SUGGESTIONS, 0).hits.map((hit) => Number(hit.id));
    },
    search(text) {
      const tolerance = tokens(text).some((word) => word.length >= FUZZY_FROM) ? 1 : 0;
      const found = ask(text, PAGE, tolerance);
      return { total: found.count, ids: found.hits.map((hit) => Number(hit.id)) };
    },
    replace(document) {
      const updated = updateOrama(database, String(document.id), asOrama(document));
      if (updated instanceof Promise) throw new Error("Orama updated asynchronously");
    },
  };
}

/**
 * The shop's own engine (decision 134): posting lists of every token prefix, an entry's mask saying
 * how it matches, walked from the shortest list (apps/server/src/modules/product-index/text-index.ts).
 * Full search forgives one edit the way the others do here: a word of 4+ letters also matches the
 * catalogue's words one edit away.
 */
function prefixPostings(): Engine {
  const index = createTextIndex(tokens);
  const popularity = new PopularityById();
  const asText = (document: ProductDocument): TextDocument => ({
    id: document.id,
    name: document.name,
    manufacturer: document.manufacturer,
    partNumber: document.partNumber,
    categoryHead: tokens(document.category.split(" ").at(-1) ?? ""),
  });
  const plan = (text: string, forgiving: boolean): QueryPlan => {
    const words = tokens(text);
    return {
      typing: forgiving ? undefined : words.length - 1,
      positions: words.map((word, at) => ({
        text: word,
        alternatives: [
          { tokens: [word], prefix: !forgiving && at === words.length - 1, source: "typed" as const },
          ...(forgiving && word.length >= FUZZY_FROM
            ? index
                .lookalikes(word, 1)
                .filter((near) => near.word !== word)
                .map((near) => ({ tokens: [near.word], prefix: false, source: "synonym" as const }))
            : []),
        ],
      })),
    };
  };
  return {
    name: "prefix postings (the shop's)",
    notes: "every prefix of every token; AND of words, last word a prefix; one edit via the vocabulary",
    build(documents) {
      for (const document of documents) popularity.set(document);
      index.put([...documents].sort((a, b) => b.popularity - a.popularity || a.id - b.id).map(asText));
    },
    autocomplete: (text) => index.best(plan(text, false), SUGGESTIONS),
    search(text) {
      const { ids, scores } = index.search(plan(text, true));
      const hits = Array.from(ids, (id, at) => ({ id, score: scores[at]! }));
      return { total: ids.length, ids: topByScoreThenPopularity(hits, popularity.get, PAGE) };
    },
    replace(document) {
      popularity.set(document);
      index.put([asText(document)]);
    },
  };
}

const ENGINES: Record<string, () => Engine> = {
  "prefix-postings": prefixPostings,
  minisearch: () => miniSearch(),
  flexsearch: () => flexSearch(),
  orama,
  // The same engines with autocomplete's last word checked on the complete words' answers (see WordsById).
  "minisearch-filter": () => miniSearch(true),
  "flexsearch-filter": () => flexSearch(true),
};

// ---------------------------------------------------------------------------------------------
// The texts shoppers send, all from the catalogue's own words.

/** A small seeded generator, so every run asks the same texts. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const copy = [...items];
  for (let at = copy.length - 1; at > 0; at--) {
    const other = Math.floor(next() * (at + 1));
    [copy[at], copy[other]] = [copy[other]!, copy[at]!];
  }
  return copy;
}

const isWord = (token: string) => /^\p{L}{3,}$/u.test(token);

/** Neighbouring words of product names, the pairs shoppers type. */
function namePairs(documents: readonly ProductDocument[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (const document of documents) {
    const words = tokens(document.name);
    for (let at = 0; at + 1 < words.length; at++) {
      if (isWord(words[at]!) && isWord(words[at + 1]!)) pairs.push([words[at]!, words[at + 1]!]);
    }
  }
  return pairs;
}

/**
 * Typed texts: half the prefixes (3+ letters) of product-name words, half a word and the first letters of
 * the next one ("timber tre"); `count` distinct ones, in random order.
 */
function typedTexts(documents: readonly ProductDocument[], count: number, next: () => number): string[] {
  const words = [...new Set(documents.flatMap((document) => tokens(document.name).filter(isWord)))];
  const prefixes = shuffled(
    [
      ...new Set(
        words.flatMap((word) => Array.from({ length: word.length - 2 }, (_, at) => word.slice(0, at + 3))),
      ),
    ],
    next,
  );
  const texts = new Set(prefixes.slice(0, Math.floor(count / 2)));
  for (const [first, second] of shuffled(namePairs(documents), next)) {
    if (texts.size >= count) break;
    texts.add(`${first} ${second.slice(0, 1 + Math.floor(next() * Math.min(4, second.length)))}`);
  }
  for (const prefix of prefixes) {
    if (texts.size >= count) break;
    texts.add(prefix);
  }
  return shuffled([...texts], next);
}

/** One letter dropped, doubled or changed in a word of 5+ letters: a shopper's slip. */
function misspelt(word: string, next: () => number): string {
  const at = 1 + Math.floor(next() * (word.length - 2));
  const letter = "abcdefghijklmnopqrstuvwxyz"[Math.floor(next() * 26)]!;
  const slip = Math.floor(next() * 3);
  if (slip === 0) return word.slice(0, at) + word.slice(at + 1);
  if (slip === 1) return word.slice(0, at) + word[at] + word.slice(at);
  return word.slice(0, at) + letter + word.slice(at + 1);
}

/** The three kinds of typed text, timed apart: a long first word or a one-letter second word cost differently. */
function typedKind(text: string): string {
  const words = text.split(" ");
  if (words.length === 1) return "a word's start";
  return words.at(-1)!.length === 1 ? "word + 1 letter" : "word + 2-4 letters";
}

/** Submitted texts: whole words of names (numbers and sizes too) and neighbouring pairs; a quarter misspelt. */
function searchTexts(
  documents: readonly ProductDocument[],
  count: number,
  next: () => number,
): { texts: string[]; kindOf: (text: string) => string } {
  const singles = [
    ...new Set(documents.flatMap((document) => tokens(document.name).filter((token) => token.length >= 3))),
  ];
  const pairs = namePairs(documents);
  const texts = new Set<string>();
  const slipped = new Set<string>();
  for (let attempt = 0; texts.size < count && attempt < count * 50; attempt++) {
    const words =
      next() < 0.4
        ? [singles[Math.floor(next() * singles.length)]!]
        : [...pairs[Math.floor(next() * pairs.length)]!];
    if (next() < 0.25) {
      const slippable = words
        .map((word, at) => ({ word, at }))
        .filter(({ word }) => /^\p{L}{5,}$/u.test(word));
      const chosen = slippable[Math.floor(next() * slippable.length)];
      if (chosen) words[chosen.at] = misspelt(chosen.word, next);
      if (chosen) slipped.add(words.join(" "));
    }
    texts.add(words.join(" "));
  }
  const kindOf = (text: string) =>
    slipped.has(text) ? "misspelt" : text.includes(" ") ? "two words" : "one word";
  return { texts: [...texts], kindOf };
}

// ---------------------------------------------------------------------------------------------
// Measuring.

type Timing = { p50: number; p95: number; p99: number; perSecond: number };
type KindTiming = { kind: string; texts: number; p50: number; p95: number; mean: number };
type TextTiming = Timing & { slowest: { text: string; micros: number }[]; kinds: KindTiming[] };

/** Microseconds per call, each text asked once; by kind of text, and the slowest texts, to show where the time goes. */
function timeEach(
  texts: readonly string[],
  kindOf: (text: string) => string,
  ask: (text: string) => unknown,
): TextTiming {
  const timed: { text: string; micros: number }[] = [];
  let total = 0;
  for (const text of texts) {
    const start = performance.now();
    ask(text);
    const elapsed = performance.now() - start;
    total += elapsed;
    timed.push({ text, micros: elapsed * 1000 });
  }
  const micros = timed.map((entry) => entry.micros).sort((a, b) => a - b);
  const kinds = [...new Set(texts.map(kindOf))].sort().map((kind) => {
    const times = timed.filter((entry) => kindOf(entry.text) === kind).map((entry) => entry.micros);
    times.sort((a, b) => a - b);
    const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
    return { kind, texts: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95), mean };
  });
  return {
    p50: percentile(micros, 0.5),
    p95: percentile(micros, 0.95),
    p99: percentile(micros, 0.99),
    perSecond: texts.length / (total / 1000),
    slowest: timed.sort((a, b) => b.micros - a.micros).slice(0, 5),
    kinds,
  };
}

function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("run node with --expose-gc: the heap figures need a collection first");
  gc();
  gc();
}

const heapMegabytes = () => process.memoryUsage().heapUsed / 1024 / 1024;

/**
 * A word no product has: letters only (typed as a prefix), all of one length (none another's prefix), each
 * letter doubled so that two such words are at least two edits apart (one forgiven edit never joins them).
 */
const renameWord = (stem: string, n: number) =>
  stem +
  n
    .toString(26)
    .padStart(4, "0")
    .split("")
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)).repeat(2))
    .join("");

type Renames = Timing & { foundAtOnce: number; oldNameGone: number; renames: number };

/** Each product renamed twice; after the second, the new name must be found and the first one gone. */
function timeRenames(engine: Engine, documents: readonly ProductDocument[], next: () => number): Renames {
  const chosen = Array.from({ length: RENAMES }, () => documents[Math.floor(next() * documents.length)]!);
  const micros: number[] = [];
  let total = 0;
  let foundAtOnce = 0;
  let oldNameGone = 0;
  chosen.forEach((document, n) => {
    const first = renameWord("falcon", n);
    const second = renameWord("kestrel", n);
    engine.replace({ ...document, name: `${first} ${document.name}` });
    const start = performance.now();
    engine.replace({ ...document, name: `${second} ${document.name}` });
    const elapsed = performance.now() - start;
    total += elapsed;
    micros.push(elapsed * 1000);
    if (engine.autocomplete(second)[0] === document.id && engine.search(second).ids[0] === document.id)
      foundAtOnce++;
    if (engine.search(first).total === 0 && !engine.autocomplete(first).includes(document.id)) oldNameGone++;
  });
  micros.sort((a, b) => a - b);
  return {
    p50: percentile(micros, 0.5),
    p95: percentile(micros, 0.95),
    p99: percentile(micros, 0.99),
    perSecond: RENAMES / (total / 1000),
    foundAtOnce,
    oldNameGone,
    renames: RENAMES,
  };
}

type Quality = { text: string; tokens: string[]; suggestions: string[]; total: number; results: string[] };

type Result = {
  /** The engine's name and notes only: the index itself is let go before the next one is built. */
  engine: Pick<Engine, "name" | "notes" | "variant">;
  buildSeconds: number;
  heapMegabytes: number;
  autocomplete: TextTiming;
  search: TextTiming;
  renames: Renames;
  quality: Quality[];
  /** Typed texts that got at least one suggestion. */
  answered: number;
  /** Each submitted text's total, in order: do the engines find the same products? */
  totals: number[];
};

function measureEngine(
  makeEngine: () => Engine,
  documents: readonly ProductDocument[],
  texts: { warmUp: string[]; typed: string[]; submitted: string[]; submittedKind: (text: string) => string },
): Result {
  const names = new Map(documents.map((document) => [document.id, document.name]));
  const nameOf = (id: number) => names.get(id) ?? `#${id}`;
  collectGarbage();
  const heapBefore = heapMegabytes();
  const started = performance.now();
  const engine = makeEngine();
  engine.build(documents);
  const buildSeconds = (performance.now() - started) / 1000;
  collectGarbage();
  const heap = heapMegabytes() - heapBefore;
  console.log(`${engine.name}: built in ${buildSeconds.toFixed(1)} s, ${heap.toFixed(0)} MB of heap`);

  for (const text of texts.warmUp) {
    engine.autocomplete(text);
    engine.search(text);
  }
  let answered = 0;
  const totals: number[] = [];
  const autocomplete = timeEach(texts.typed, typedKind, (text) => {
    if (engine.autocomplete(text).length > 0) answered++;
  });
  const search = timeEach(texts.submitted, texts.submittedKind, (text) =>
    totals.push(engine.search(text).total),
  );
  // Before the renames, so the names shown are the catalogue's own.
  const quality = QUALITY_TEXTS.map((text) => {
    const found = engine.search(text);
    return {
      text,
      tokens: tokens(text),
      suggestions: engine.autocomplete(text).slice(0, 3).map(nameOf),
      total: found.total,
      results: found.ids.slice(0, 3).map(nameOf),
    };
  });
  const renames = timeRenames(engine, documents, random(7));
  return {
    engine: { name: engine.name, notes: engine.notes, variant: engine.variant ?? false },
    buildSeconds,
    heapMegabytes: heap,
    autocomplete,
    search,
    renames,
    quality,
    answered,
    totals,
  };
}

// ---------------------------------------------------------------------------------------------
// The run.

async function readCatalogue(): Promise<ProductDocument[]> {
  const data = await benchData();
  const database = await openDatabase({ dataDir: data.dataDir, databaseUrl: data.databaseUrl });
  try {
    return await database.rows<ProductDocument>(sql`
      select p.id, p.name, p.manufacturer, p.part_number as "partNumber", p.popularity, c.name as category
      from products p join categories c on c.id = p.category_id
      where p.active
      order by p.popularity desc, p.id`);
  } finally {
    await database.close();
  }
}

const micro = (value: number) => Math.round(value).toLocaleString("en-GB");
const perSecond = (value: number) => Math.round(value).toLocaleString("en-GB");

/** A Markdown table, columns padded to their widest cell. */
function printRows(rows: readonly (readonly string[])[]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const [at, row] of rows.entries()) {
    console.log(`| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`);
    if (at === 0) console.log(`| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`);
  }
}

function printTable(results: readonly Result[], products: number): void {
  console.log(
    `\n${products.toLocaleString("en-GB")} products · ${cpus()[0]?.model ?? "unknown CPU"} × ${cpus().length}, ` +
      `${Math.round(totalmem() / 1024 ** 3)} GB · Node ${process.version} · ${new Date().toISOString().slice(0, 10)}`,
  );
  console.log(
    `autocomplete: ${AUTOCOMPLETE_TEXTS.toLocaleString("en-GB")} distinct texts · search: ${SEARCH_TEXTS.toLocaleString("en-GB")} ` +
      `distinct texts · renames: ${RENAMES.toLocaleString("en-GB")} · times in µs, single thread, no HTTP\n`,
  );
  const rows = [
    [
      "engine",
      "build",
      "heap",
      "autocomplete p50/p95/p99",
      "q/s",
      "search p50/p95/p99",
      "q/s",
      "update p50/p95/p99",
      "new name found / old gone",
    ],
    ...results.map((result) => [
      result.engine.name,
      `${result.buildSeconds.toFixed(1)} s`,
      `${result.heapMegabytes.toFixed(0)} MB`,
      `${micro(result.autocomplete.p50)} / ${micro(result.autocomplete.p95)} / ${micro(result.autocomplete.p99)}`,
      perSecond(result.autocomplete.perSecond),
      `${micro(result.search.p50)} / ${micro(result.search.p95)} / ${micro(result.search.p99)}`,
      perSecond(result.search.perSecond),
      `${micro(result.renames.p50)} / ${micro(result.renames.p95)} / ${micro(result.renames.p99)}`,
      `${result.renames.foundAtOnce} / ${result.renames.oldNameGone} of ${result.renames.renames}`,
    ]),
  ];
  printRows(rows);

  console.log("\nThe trade's words (search total; first three suggestions ‖ first three results):");
  for (const text of QUALITY_TEXTS) {
    console.log(`\n  ${text}  → tokens ${JSON.stringify(tokens(text))}`);
    for (const result of results.filter((result) => !result.engine.variant)) {
      const quality = result.quality.find((entry) => entry.text === text)!;
      console.log(
        `    ${result.engine.name.padEnd(20)} ${String(quality.total).padStart(6)}  ` +
          `${quality.suggestions.join("; ") || "—"}  ‖  ${quality.results.join("; ") || "—"}`,
      );
    }
  }
  const [reference] = results;
  console.log("\nAgreement:");
  for (const result of results) {
    const same = result.totals.filter((total, at) => total === reference!.totals[at]).length;
    console.log(
      `  ${result.engine.name.padEnd(20)} typed texts with a suggestion ${result.answered} of ${AUTOCOMPLETE_TEXTS}; ` +
        `search totals equal to ${reference!.engine.name}'s for ${same} of ${result.totals.length} texts`,
    );
  }
  console.log("\nBy kind of text, p50 / p95 / mean in µs (the mean is what bounds queries per second):\n");
  const columns = [
    ...results[0]!.autocomplete.kinds.map((kind, at) => ({
      label: `autocomplete: ${kind.kind} (${kind.texts})`,
      of: (result: Result) => result.autocomplete.kinds[at]!,
    })),
    ...results[0]!.search.kinds.map((kind, at) => ({
      label: `search: ${kind.kind} (${kind.texts})`,
      of: (result: Result) => result.search.kinds[at]!,
    })),
  ];
  printRows([
    ["engine", ...columns.map((column) => column.label)],
    ...results.map((result) => [
      result.engine.name,
      ...columns.map((column) => {
        const entry = column.of(result);
        return `${micro(entry.p50)} / ${micro(entry.p95)} / ${micro(entry.mean)}`;
      }),
    ]),
  ]);
  console.log("\nSlowest texts (µs):");
  for (const result of results) {
    const slowest = (timing: TextTiming) =>
      timing.slowest.map((entry) => `"${entry.text}" ${micro(entry.micros)}`).join(", ");
    console.log(`  ${result.engine.name.padEnd(20)} autocomplete ${slowest(result.autocomplete)}`);
    console.log(`  ${"".padEnd(20)} search       ${slowest(result.search)}`);
  }
  console.log("\nSettings:");
  for (const result of results) console.log(`  ${result.engine.name}: ${result.engine.notes}`);
}

async function main(): Promise<void> {
  const chosen = (process.env.BENCH_ENGINES ?? Object.keys(ENGINES).join(","))
    .split(",")
    .map((name) => name.trim());
  const documents = await readCatalogue();
  const next = random(20261121);
  const typed = typedTexts(documents, AUTOCOMPLETE_TEXTS + WARM_UP_TEXTS, next);
  const { texts: submitted, kindOf: submittedKind } = searchTexts(documents, SEARCH_TEXTS, next);
  const texts = {
    warmUp: typed.slice(AUTOCOMPLETE_TEXTS),
    typed: typed.slice(0, AUTOCOMPLETE_TEXTS),
    submitted,
    submittedKind,
  };
  console.log(
    `${documents.length.toLocaleString("en-GB")} products read; ${texts.typed.length} typed texts (e.g. ` +
      `${texts.typed.slice(0, 4).join(", ")}), ${submitted.length} submitted (e.g. ${submitted.slice(0, 4).join(", ")})`,
  );
  const results: Result[] = [];
  for (const name of chosen) {
    const makeEngine = ENGINES[name];
    if (!makeEngine)
      throw new Error(`unknown engine ${name}: choose from ${Object.keys(ENGINES).join(", ")}`);
    results.push(measureEngine(makeEngine, documents, texts));
  }
  printTable(results, documents.length);
}

await main();
