/**
 * One autocannon run: 50 connections for a bounded time, each request taking the next path of a
 * rotating list, every response's latency recorded so p50 and p95 are exact (autocannon's own
 * summary has no p95). In `once` mode each request is sent once, in order, until the list or the
 * time runs out: a long tail of distinct requests, none repeated (a repeat would measure a cache).
 */
import autocannon from "autocannon";

export type Figure = {
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  responses: number;
  failures: number;
  /** What the failures were: a status code, "timeout" or "error" → how many. */
  failed: Record<string, number>;
  /** The server's CPU time per answer, in µs, where the run measured it (lib/figure.ts serverCpu). */
  cpuMicroseconds?: number;
};

export const CONNECTIONS = 50;

/** Whether BENCH_SECONDS sets the runs' length (while working on one route, say). */
export function benchSecondsChosen(): boolean {
  const seconds = Number(process.env.BENCH_SECONDS);
  return Number.isFinite(seconds) && seconds > 0;
}

export function benchSeconds(): number {
  return benchSecondsChosen() ? Math.min(Number(process.env.BENCH_SECONDS), 60) : 10;
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** One request of a run: a path to GET, or a request with its method, headers and JSON body. */
export type BenchRequest =
  | string
  | {
      method: "GET" | "POST" | "PUT" | "DELETE";
      path: string;
      headers?: Record<string, string>;
      body?: string;
    };

export type MeasureOptions = {
  /**
   * Send each request once, in order, and stop when the list is used up or the run's seconds have
   * passed, whichever comes first; requests per second are then counted over the time until the
   * last answer. Otherwise the list is sent round and round for the whole run.
   */
  once?: boolean;
  /** The run's longest time, in place of BENCH_SECONDS. */
  seconds?: number;
};

/** Sends the requests in turn on every connection: round and round, or each once (see MeasureOptions). */
export async function measure(
  origin: string,
  requests: readonly BenchRequest[],
  options: MeasureOptions = {},
): Promise<Figure> {
  let next = 0;
  const latencies: number[] = [];
  const failed: Record<string, number> = {};
  const seconds = options.seconds ?? benchSeconds();
  const once = options.once === true;
  if (once && requests.length < CONNECTIONS)
    throw new Error(`sending each request once needs at least ${CONNECTIONS} requests, one a connection`);
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        // Once: autocannon stops after `amount` requests (and ignores `duration`), so a timer stops it at the run's end.
        ...(once ? { amount: requests.length } : { duration: seconds }),
        timeout: 10,
        requests: [
          {
            method: "GET",
            setupRequest: (request) => {
              const chosen = requests[next++ % requests.length]!;
              if (typeof chosen === "string") return { ...request, method: "GET", path: chosen };
              return { ...request, ...chosen, headers: { ...request?.headers, ...chosen.headers } };
            },
          },
        ],
      },
      (error, finished) => {
        clearTimeout(deadline);
        if (error) reject(error);
        else resolve(finished);
      },
    );
    const deadline = once ? setTimeout(() => instance.stop(), seconds * 1000) : undefined;
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      lastAnswer = performance.now();
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) failed[statusCode] = (failed[statusCode] ?? 0) + 1;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    // Once, the run ends when the list does: count over the time until the last answer.
    requestsPerSecond: latencies.length / (once ? Math.max(lastAnswer - started, 1) / 1000 : seconds),
    responses: latencies.length,
    // autocannon's `errors` counts timeouts among the connection errors.
    failures: Object.values(failed).reduce((sum, count) => sum + count, 0) + result.errors,
    failed: {
      ...failed,
      ...(result.timeouts > 0 ? { timeout: result.timeouts } : {}),
      ...(result.errors > result.timeouts ? { error: result.errors - result.timeouts } : {}),
    },
  };
}
