/**
 * One autocannon run: 50 connections for a bounded time, each request taking the next path of a
 * rotating list, every response's latency recorded so p50 and p95 are exact (autocannon's own
 * summary has no p95).
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
};

export const CONNECTIONS = 50;

export function benchSeconds(): number {
  const seconds = Number(process.env.BENCH_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) : 10;
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

/** Sends the requests in turn, round and round, on every connection. */
export async function measure(origin: string, requests: readonly BenchRequest[]): Promise<Figure> {
  let next = 0;
  const latencies: number[] = [];
  const failed: Record<string, number> = {};
  const seconds = benchSeconds();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        duration: seconds,
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
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) failed[statusCode] = (failed[statusCode] ?? 0) + 1;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    requestsPerSecond: latencies.length / seconds,
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
