/**
 * Two versions of the search engine compared in one process, text by text (decision 178): the
 * working tree's apps/server/src and a git ref's copy of it (BENCH_BASELINE, default HEAD), each
 * building its own product index over the same benchmark database. Every long-tail autocomplete
 * text and search text is answered by both, the two taking turns to go first, so that a machine
 * whose speed drifts from run to run slows both alike. Prints CPU and wall µs per answer for
 * each version, their ratio, and how many answers differ (0 for a change that keeps every answer).
 *
 * The workspace packages (@merchant/domain, @merchant/contract) come from the working tree for
 * both: this compares the server's own code.
 *
 * Run: cd bench && NODE_ENV=production npx tsx engine-ab.ts   (BENCH_BASELINE=<ref> to pick the baseline)
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { openDatabase, type Database } from "../apps/server/src/db/client.ts";
import { benchData } from "./lib/bench-data.ts";
import {
  autocompleteTexts,
  readLongTailCatalogue,
  SEARCH_FIRST_PAGE,
  searchTexts,
} from "./lib/long-tail-requests.ts";

const repository = fileURLToPath(new URL("..", import.meta.url));

/** The ref's apps/server/src, unpacked once under apps/server/.engine-ab/<commit>/ (ignored by git). */
function baselineSource(ref: string): string {
  const commit = spawnSync("git", ["rev-parse", "--verify", `${ref}^{commit}`], {
    cwd: repository,
    encoding: "utf8",
  });
  if (commit.status !== 0) throw new Error(`BENCH_BASELINE ${ref} is not a commit: ${commit.stderr}`);
  const sha = commit.stdout.trim();
  const folder = `${repository}apps/server/.engine-ab/${sha}`;
  if (!existsSync(`${folder}/apps/server/src`)) {
    // Unpacked beside, then moved into place: a run stopped halfway leaves no half a copy.
    const unpacking = `${folder}.unpacking`;
    rmSync(unpacking, { recursive: true, force: true });
    mkdirSync(unpacking, { recursive: true });
    const archive = spawnSync("git", ["archive", sha, "apps/server/src"], {
      cwd: repository,
      maxBuffer: 2 ** 30,
    });
    const unpacked = spawnSync("tar", ["-x", "-C", unpacking], { input: archive.stdout });
    if (archive.status !== 0 || unpacked.status !== 0)
      throw new Error(`could not unpack ${ref}'s apps/server/src`);
    renameSync(unpacking, folder);
  }
  return `${folder}/apps/server/src`;
}

type Engine = {
  autocomplete: (text: string) => Promise<string>;
  search: (text: string) => Promise<string>;
};

/** One version's search service over the benchmark database, its index built, answering as the routes write. */
async function engineFrom(source: string, database: Database, dataDir: string): Promise<Engine> {
  const load = (path: string) => import(pathToFileURL(`${source}/${path}`).href);
  const [{ loadConfig }, catalog, productIndex, search, routes] = await Promise.all([
    load("config.ts"),
    load("modules/catalog/index.ts"),
    load("modules/product-index/index.ts"),
    load("modules/search/index.ts"),
    load("modules/search/routes.ts"),
  ]);
  const host = { database, config: loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent" }, { dataDir }) };
  await productIndex.productIndexFor(host).warm();
  await catalog.catalogFor(host).categoryIndex();
  const service = search.searchFor(host);
  return {
    autocomplete: async (text) => routes.suggestionsJson(await service.autocomplete(text)),
    search: async (text) => routes.searchResultsJson(await service.search(text, SEARCH_FIRST_PAGE)),
  };
}

const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/** Each text answered by both, in turns; the totals per version and the answers that differ. */
async function paired(
  texts: readonly string[],
  answers: [(text: string) => Promise<string>, (text: string) => Promise<string>],
) {
  const cpu = [0, 0];
  const wall = [0, 0];
  let differing = 0;
  for (const [k, text] of texts.entries()) {
    const json: string[] = [];
    for (const which of k % 2 === 0 ? [0, 1] : [1, 0]) {
      const started = cpuNow();
      const startedWall = performance.now();
      json[which] = await answers[which]!(text);
      cpu[which]! += cpuNow() - started;
      wall[which]! += (performance.now() - startedWall) * 1000;
    }
    if (json[0] !== json[1]) differing++;
  }
  return {
    cpu: cpu.map((total) => total / texts.length),
    wall: wall.map((total) => total / texts.length),
    differing,
  };
}

const baseline = process.env.BENCH_BASELINE ?? "HEAD";
const data = await benchData();
const catalogue = await readLongTailCatalogue(data);
// PGlite lets a process open a folder once: both versions read through the working tree's client.
const database = await openDatabase({ dataDir: data.dataDir, databaseUrl: data.databaseUrl });
const working = await engineFrom(`${repository}apps/server/src`, database, data.dataDir);
const before = await engineFrom(baselineSource(baseline), database, data.dataDir);
const routes = [
  ["autocomplete", autocompleteTexts(catalogue)],
  ["search", searchTexts(catalogue).slice(0, 3_000)],
] as const;
console.log(`The working tree's engine against ${baseline}'s, each text answered by both in turns:`);
for (const [route, texts] of routes) {
  // Warm up: the first few hundred answers compile the hot functions of both.
  await paired(texts.slice(-300), [working[route], before[route]]);
  const { cpu, wall, differing } = await paired(texts, [working[route], before[route]]);
  console.log(
    `${route.padEnd(13)} ${String(texts.length).padStart(6)} texts  CPU µs: working ${cpu[0]!.toFixed(1)}, ` +
      `${baseline} ${cpu[1]!.toFixed(1)} (${((cpu[0]! / cpu[1]!) * 100).toFixed(1)}%)  wall µs: ` +
      `${wall[0]!.toFixed(1)} / ${wall[1]!.toFixed(1)}  answers differing: ${differing}`,
  );
}
process.exit(0);
