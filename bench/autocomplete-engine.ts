/**
 * The search engine's own cost per answer (issue 13, decision 171): the product index built over the
 * benchmark database, then each of the long tail's distinct autocomplete texts and search texts
 * (lib/long-tail-requests.ts) answered once by the search service and written as the reply's JSON,
 * in one thread, without HTTP. Prints µs per answer (mean, p50, p95, p99) overall and by kind of
 * text (one word, a word and the start of the next, more, corrected), the index's build time and heap.
 *
 * Run: cd bench && NODE_ENV=production npx tsx autocomplete-engine.ts
 * BENCH_PRODUCTS / BENCH_DATA_DIR / BENCH_DATABASE_URL pick the database as for every benchmark;
 * BENCH_SEARCH_TEXTS caps the search texts (3,000); BENCH_ANSWERS=<file> writes every answer's JSON
 * there, one a line, so two versions of the engine can be compared answer by answer; BENCH_TIMES=<file>
 * writes each autocomplete text's CPU µs, so two runs show which slow answers are the text's own
 * (slow in both) and which met the collector (slow in one);
 * BENCH_CPU_PROFILE=<file> writes a CPU profile of the timed answers alone (not the build).
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { pathToFileURL } from "node:url";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { catalogFor } from "../apps/server/src/modules/catalog/index.ts";
import { productIndexFor } from "../apps/server/src/modules/product-index/index.ts";
import { searchFor } from "../apps/server/src/modules/search/index.ts";
import { searchResultsJson, suggestionsJson } from "../apps/server/src/modules/search/routes.ts";
import { benchData } from "./lib/bench-data.ts";
import {
  autocompleteTexts,
  readLongTailCatalogue,
  SEARCH_FIRST_PAGE,
  searchTexts,
} from "./lib/long-tail-requests.ts";
import { percentile } from "./lib/measure.ts";

/** An answer's time: the process's CPU time (what other work on the machine hardly moves) and the wall clock's. */
type Timed = { text: string; cpu: number; wall: number; json: string };

/** The kind of text, for the figures by kind: how many words, and whether the answer needed a correction. */
function kindOf(text: string, json: string): string {
  if (json.includes('"correctedFrom"')) return "corrected";
  const words = text.split(" ").length;
  return words === 1 ? "one word" : words === 2 ? "two words" : "more words";
}

function summary(label: string, timed: readonly Timed[]): string {
  const sorted = timed.map((t) => t.cpu).sort((a, b) => a - b);
  const walls = timed.map((t) => t.wall).sort((a, b) => a - b);
  const mean = (values: number[]) =>
    values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  const f = (value: number) => value.toFixed(0).padStart(6);
  return (
    `${label.padEnd(16)} ${String(sorted.length).padStart(6)} texts  CPU µs: mean ${f(mean(sorted))} ` +
    `p50 ${f(percentile(sorted, 0.5))} p95 ${f(percentile(sorted, 0.95))} p99 ${f(percentile(sorted, 0.99))}  ` +
    `wall µs: mean ${f(mean(walls))} p95 ${f(percentile(walls, 0.95))}`
  );
}

/** Each text answered once, timed. */
async function time(texts: readonly string[], answer: (text: string) => Promise<string>): Promise<Timed[]> {
  const timed: Timed[] = [];
  for (const text of texts) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const json = await answer(text);
    const wall = (performance.now() - started) * 1000;
    const { user, system } = process.cpuUsage(cpu);
    timed.push({ text, cpu: user + system, wall, json });
  }
  return timed;
}

function report(route: string, timed: readonly Timed[], kinds: (t: Timed) => string): void {
  console.log(summary(route, timed));
  const byKind = new Map<string, Timed[]>();
  for (const t of timed) {
    const kind = kinds(t);
    if (!byKind.has(kind)) byKind.set(kind, []);
    byKind.get(kind)!.push(t);
  }
  for (const [kind, group] of [...byKind].sort(([a], [b]) => a.localeCompare(b)))
    console.log(summary(`  ${kind}`, group));
  const digest = createHash("sha256");
  for (const { json } of timed) digest.update(json).update("\n");
  console.log(`  answers' digest ${digest.digest("hex").slice(0, 16)}`);
}

export async function autocompleteEngineFigures(): Promise<void> {
  const data = await benchData();
  const catalogue = await readLongTailCatalogue(data);
  const suggestTexts = autocompleteTexts(catalogue);
  const findTexts = searchTexts(catalogue).slice(0, Number(process.env.BENCH_SEARCH_TEXTS ?? 3_000));
  const database = await openDatabase({ dataDir: data.dataDir, databaseUrl: data.databaseUrl });
  try {
    const host = {
      database,
      config: loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent" }, { dataDir: data.dataDir }),
    };
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const index = productIndexFor(host);
    await index.warm();
    const search = searchFor(host);
    await catalogFor(host).categoryIndex();
    global.gc?.();
    const { products, buildMs, heapBytes } = index.figures();
    console.log(
      `${products.toLocaleString("en-GB")} products: index built in ${(buildMs / 1000).toFixed(1)} s, ` +
        `its build added ${(heapBytes / 2 ** 20).toFixed(0)} MiB of heap; heap since before it ` +
        `${((process.memoryUsage().heapUsed - heapBefore) / 2 ** 20).toFixed(0)} MiB` +
        (global.gc ? " (after a collection)" : ""),
    );

    // The JSON as the reply sends it: its length in bytes is worked out for the header, so it is whole.
    let writing = 0;
    const written = (write: () => string) => {
      const started = performance.now();
      const json = write();
      Buffer.byteLength(json);
      writing += performance.now() - started;
      return json;
    };
    const suggest = async (text: string) => {
      const suggestions = await search.autocomplete(text);
      return written(() => suggestionsJson(suggestions));
    };
    const find = async (text: string) => {
      const results = await search.search(text, SEARCH_FIRST_PAGE);
      return written(() => searchResultsJson(results));
    };
    // Warm up: the first few hundred answers compile the hot functions.
    await time(suggestTexts.slice(-500), suggest);
    await time(findTexts.slice(-100), find);

    const profiling = process.env.BENCH_CPU_PROFILE ? new Session() : undefined;
    if (profiling) {
      profiling.connect();
      await profiling.post("Profiler.enable");
      await profiling.post("Profiler.start");
    }
    writing = 0;
    const suggested = await time(suggestTexts, suggest);
    const suggestionsWriting = writing;
    writing = 0;
    const found = await time(findTexts, find);
    const resultsWriting = writing;
    if (profiling) {
      const { profile } = await profiling.post("Profiler.stop");
      writeFileSync(process.env.BENCH_CPU_PROFILE!, JSON.stringify(profile));
      profiling.disconnect();
    }
    // What reading the clocks costs an answer: included in every figure below.
    const clocks = await time(suggestTexts.slice(0, 2_000), async () => "");
    const clocksCpu = clocks.reduce((sum, { cpu }) => sum + cpu, 0) / clocks.length;
    console.log(
      `\nµs per answer, engine and JSON, no HTTP (${suggestTexts.length} autocomplete texts; ` +
        `reading the clocks adds ${clocksCpu.toFixed(1)} µs CPU to each):`,
    );
    report("autocomplete", suggested, (t) =>
      t.json === '{"products":[],"categories":[]}' ? "nothing found" : kindOf(t.text, ""),
    );
    report("search", found, (t) => kindOf(t.text, t.json));
    const each = (milliseconds: number, count: number) => `${((milliseconds * 1000) / count).toFixed(1)} µs`;
    console.log(
      `of which writing the JSON: autocomplete ${each(suggestionsWriting, suggested.length)}, ` +
        `search ${each(resultsWriting, found.length)} an answer`,
    );
    const slowest = [...suggested].sort((a, b) => b.cpu - a.cpu).slice(0, 8);
    console.log(`slowest autocompletes (CPU µs): ${slowest.map((t) => `${t.text} ${t.cpu}`).join(", ")}`);
    if (process.env.BENCH_TIMES)
      writeFileSync(
        process.env.BENCH_TIMES,
        suggested.map(({ text, cpu }) => `${text}\t${cpu}`).join("\n") + "\n",
      );
    if (process.env.BENCH_ANSWERS)
      writeFileSync(
        process.env.BENCH_ANSWERS,
        [...suggested, ...found].map(({ text, json }) => `${text}\t${json}`).join("\n") + "\n",
      );
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await autocompleteEngineFigures();
