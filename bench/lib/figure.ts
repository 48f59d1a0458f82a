/**
 * A benchmark figure: start the server on the seeded data, warm what every process warms once at
 * start (the category tree, the product index), then measure the hello-world reference and
 * the route under test in the same run and print them side by side against the target.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { bundleServer } from "../../apps/server/scripts/build.mjs";
import type { BenchData } from "./bench-data.ts";
import { benchSeconds, CONNECTIONS, measure, type BenchRequest, type Figure } from "./measure.ts";

export type FigureSpec = MeasuredRoute & { title: string };

type Ports = { app: number; reference: number };

/** BENCH_PROFILE=<folder>: the server writes a V8 CPU profile of its run there (open it in Chrome's DevTools). */
const profiling = () =>
  process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];

/**
 * The running bench server's control line (lib/serve.ts): a command such as `figures` or
 * `reprice <id> <pence>` sent on its stdin, answered by one JSON line on its stdout.
 */
export type BenchServerControl = (command: string) => Promise<unknown>;

/** BENCH_WORKERS: how many processes serve the shop, as WORKERS sets for `npm start` (decision 197); 1 unless set. */
export const shopProcesses = () => Number(process.env.BENCH_WORKERS || 1);

/** What a title says of the shop's processes: nothing for one. */
export const inProcesses = () =>
  shopProcesses() > 1 ? `, the shop in ${shopProcesses()} processes (hello-world in one)` : "";

/**
 * lib/serve.ts bundled as `npm start` bundles the server (apps/server/scripts/build.mjs), so the
 * benchmarks measure the code production runs: not TypeScript compiled on load by tsx, whose
 * kept function names cost every closure made at an answer a property write.
 */
async function bundleServe(): Promise<string> {
  // Beside the server's own dist/, where the packages only the server depends on resolve.
  const outdir = fileURLToPath(new URL("../../apps/server/dist-bench", import.meta.url));
  await bundleServer(fileURLToPath(new URL("./serve.ts", import.meta.url)), outdir);
  return `${outdir}/main.js`;
}

/** Bundled once a run: a benchmark that starts its server again (one per route or page) reuses it. */
let bundled: Promise<string> | undefined;
const bundledServe = () => (bundled ??= bundleServe());

/** The bench server on `data`, in its own process; `stop` ends it. */
export async function startBenchServer(
  data: BenchData,
): Promise<{ ports: Ports; control: BenchServerControl; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    // As apps/server's `npm start` runs it, and able to collect its garbage so that the index's
    // figures say what it holds (product-index.ts).
    [...profiling(), "--enable-source-maps", "--expose-gc", await bundledServe()],
    {
      // The server runs as `npm start` runs it: React and React Router in their production builds.
      env: {
        ...process.env,
        NODE_ENV: process.env.NODE_ENV ?? "production",
        BENCH_DATA_DIR: data.dataDir,
        BENCH_DATABASE_URL: data.databaseUrl ?? "",
      },
      stdio: ["pipe", "pipe", "inherit"],
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const lines = createInterface({ input: child.stdout });
  const answers: ((line: string) => void)[] = [];
  lines.on("line", (line) => answers.shift()?.(line));
  const nextLine = () => new Promise<string>((resolve) => answers.push(resolve));
  const firstLine = await Promise.race([
    nextLine(),
    exited.then(() => {
      throw new Error("the bench server stopped before listening");
    }),
  ]);
  return {
    ports: JSON.parse(firstLine) as Ports,
    control: async (command) => {
      const answer = nextLine();
      child.stdin.write(`${command}\n`);
      return JSON.parse(await answer) as unknown;
    },
    stop: async () => {
      child.stdin.end();
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function warmUp(origin: string): Promise<void> {
  for (const path of ["/api/categories/tree", "/api/search?q=timbr"]) {
    const response = await fetch(origin + path);
    if (!response.ok) throw new Error(`warm-up ${path} answered ${response.status}`);
  }
}

const ms = (value: number) => value.toFixed(2).padStart(8);
const rate = (value: number) => Math.round(value).toLocaleString("en-GB").padStart(9);

/**
 * One measured route of a figure: its name, the different requests sent (paths to GET, or requests
 * `prepare` makes against the running server, e.g. with sessions of their own), and its p95 target if
 * it has one; `warm` requests are sent once before it is measured (what a running server has loaded by then).
 */
export type MeasuredRoute = {
  route: string;
  paths: readonly BenchRequest[];
  prepare?: (origin: string) => Promise<readonly BenchRequest[]>;
  targetP95Ms?: number;
  warm?: readonly string[];
};
type Measured = MeasuredRoute & { figure: Figure };

export function print(title: string, data: BenchData, reference: Figure, measured: Measured[]): boolean {
  const label = (text: string) => text.padEnd(44);
  const requests = measured.map(({ paths }) => paths.length).join(" / ");
  console.log(
    `\n${title}: ${data.products.toLocaleString("en-GB")} products on ${data.databaseUrl ? "PostgreSQL" : "PGlite"}, ` +
      `${CONNECTIONS} connections, ` +
      `${benchSeconds()} s each, ${requests} different requests`,
  );
  console.log(`${label("")}  p50 ms   p95 ms   p99 ms     req/s  non-2xx`);
  const line = (name: string, figure: Figure) =>
    console.log(
      `${label(name)}${ms(figure.p50)} ${ms(figure.p95)} ${ms(figure.p99)} ${rate(figure.requestsPerSecond)} ${String(figure.failures).padStart(8)}`,
    );
  line("reference: Fastify hello world", reference);
  for (const { route, figure } of measured) line(route, figure);
  for (const { route, figure } of measured) {
    const failed = Object.entries(figure.failed).map(([what, count]) => `${what} × ${count}`);
    if (failed.length > 0) console.log(`failed answers of ${route}: ${failed.join(", ")}`);
  }
  let passed = true;
  for (const { route, targetP95Ms, figure } of measured) {
    // No answer within the run is a failure too, not an empty pass.
    const ok =
      figure.responses > 0 &&
      figure.failures === 0 &&
      (targetP95Ms === undefined || figure.p95 < targetP95Ms);
    passed &&= ok;
    const target =
      targetP95Ms === undefined
        ? "answers, none failed"
        : `p95 under ${targetP95Ms} ms with no failed request`;
    console.log(`target for ${route}: ${target} → ${ok ? "PASS" : "FAIL"}`);
  }
  return passed;
}

/**
 * The figure of a run, with the server's CPU time per answer: unlike requests per second, it hardly
 * moves when other work shares the machine's cores, so it compares routes across busy runs.
 */
export async function serverCpu(control: BenchServerControl, run: () => Promise<Figure>): Promise<Figure> {
  const cpu = async () => ((await control("cpu")) as { microseconds: number }).microseconds;
  const before = await cpu();
  const figure = await run();
  return { ...figure, cpuMicroseconds: ((await cpu()) - before) / Math.max(figure.responses, 1) };
}

/**
 * The hello-world reference measured again, for `seconds`, with the server's CPU time per answer;
 * with `workMicroseconds`, hello-world made to work that long before it answers (lib/serve.ts).
 */
export type MeasureReference = (seconds: number, workMicroseconds?: number) => Promise<Figure>;

/**
 * Starts the server on the data, warms it (and runs `options.warmUp`, a benchmark's own warm-up),
 * measures the hello-world reference, then hands `work` the shop's origin, the reference's figure
 * and a way to measure the reference again; stops the server however `work` ends.
 */
export async function withBenchServer<T>(
  data: BenchData,
  work: (
    origin: string,
    reference: Figure,
    control: BenchServerControl,
    measureReference: MeasureReference,
  ) => Promise<T>,
  options: { warmUp?: (origin: string, control: BenchServerControl) => Promise<void> } = {},
): Promise<T> {
  const server = await startBenchServer(data);
  try {
    const origin = `http://127.0.0.1:${server.ports.app}`;
    await warmUp(origin);
    await options.warmUp?.(origin, server.control);
    const measureReference: MeasureReference = (seconds, workMicroseconds) =>
      serverCpu(server.control, () =>
        measure(
          `http://127.0.0.1:${server.ports.reference}`,
          [workMicroseconds === undefined ? "/hello" : `/hello-after/${workMicroseconds}`],
          { seconds },
        ),
      );
    const reference = await measureReference(benchSeconds());
    return await work(origin, reference, server.control, measureReference);
  } finally {
    await server.stop();
  }
}

/** Starts the server once, then measures the hello-world reference and each route in turn. */
export function runFigures(
  data: BenchData,
  title: string,
  routes: readonly MeasuredRoute[],
): Promise<boolean> {
  return withBenchServer(data, async (origin, reference) => {
    const measured: Measured[] = [];
    for (const route of routes) {
      for (const path of route.warm ?? []) await (await fetch(origin + path)).arrayBuffer();
      const requests = route.prepare ? await route.prepare(origin) : route.paths;
      measured.push({ ...route, paths: requests, figure: await measure(origin, requests) });
    }
    return print(title, data, reference, measured);
  });
}

export function runFigure(data: BenchData, spec: FigureSpec): Promise<boolean> {
  return runFigures(data, spec.title, [spec]);
}
