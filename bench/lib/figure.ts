/**
 * A benchmark figure: start the server on the seeded data, warm what every process warms once at
 * start (the category tree, the spelling vocabulary), then measure the hello-world reference and
 * the route under test in the same run and print them side by side against the target.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import type { BenchData } from "./bench-data.ts";
import { benchSeconds, CONNECTIONS, measure, type Figure } from "./measure.ts";

export type FigureSpec = {
  title: string;
  route: string;
  targetP95Ms: number;
  paths: readonly string[];
};

type Ports = { app: number; reference: number };

async function startServer(dataDir: string): Promise<{ ports: Ports; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", fileURLToPath(new URL("./serve.ts", import.meta.url))],
    {
      env: { ...process.env, BENCH_DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const firstLine = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once("line", resolve);
    child.once("exit", (code) =>
      reject(new Error(`the bench server stopped (exit ${code}) before listening`)),
    );
  });
  return {
    ports: JSON.parse(firstLine) as Ports,
    stop: async () => {
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

function print(spec: FigureSpec, data: BenchData, reference: Figure, target: Figure): boolean {
  const passed = target.p95 < spec.targetP95Ms && target.failures === 0;
  const label = (text: string) => text.padEnd(44);
  console.log(
    `\n${spec.title}: ${data.products.toLocaleString("en-GB")} products, ${CONNECTIONS} connections, ` +
      `${benchSeconds()} s each, ${spec.paths.length} different requests`,
  );
  console.log(`${label("")}  p50 ms   p95 ms     req/s  non-2xx`);
  for (const [name, figure] of [
    ["reference: Fastify hello world", reference],
    [spec.route, target],
  ] as const) {
    console.log(
      `${label(name)}${ms(figure.p50)} ${ms(figure.p95)} ${rate(figure.requestsPerSecond)} ${String(figure.failures).padStart(8)}`,
    );
  }
  console.log(
    `target: p95 under ${spec.targetP95Ms} ms with no failed request → ${passed ? "PASS" : "FAIL"}`,
  );
  return passed;
}

export async function runFigure(data: BenchData, spec: FigureSpec): Promise<boolean> {
  const server = await startServer(data.dataDir);
  try {
    const origin = `http://127.0.0.1:${server.ports.app}`;
    await warmUp(origin);
    const reference = await measure(`http://127.0.0.1:${server.ports.reference}`, ["/hello"]);
    const target = await measure(origin, spec.paths);
    return print(spec, data, reference, target);
  } finally {
    await server.stop();
  }
}
