import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app.ts";

/** The web host's fixture build: a page whose root loader calls the API twice in-process. */
const webBuildDir = fileURLToPath(new URL("../web-host/test-fixture", import.meta.url));

const lines: { msg: string; level: number; reqId?: string; status?: number; ms?: number }[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    config: { logLevel: "info", webBuildDir, browseRateLimit: 0 },
    logDestination: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
});
afterAll(() => app.close());

async function linesOf(request: () => Promise<unknown>) {
  lines.length = 0;
  await request();
  return [...lines];
}

describe("one log line per request", () => {
  it("writes one concise info line for an API call, with its status, time and request id", async () => {
    const written = await linesOf(() => app.inject({ url: "/api/health", headers: { "x-request-id": "probe-1" } }));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ level: 30, msg: "GET /api/health 200", status: 200, reqId: "probe-1" });
    expect(written[0]?.ms).toBeGreaterThanOrEqual(0);
  });

  it("writes one line for a page, none for the API calls its render makes in-process", async () => {
    const written = await linesOf(() => app.inject({ url: "/" }));
    expect(written.map((line) => line.msg)).toEqual(["GET / 200"]);
  });

  it("writes nothing for built assets and product pictures", async () => {
    const written = await linesOf(async () => {
      expect((await app.inject({ url: "/assets/app-1a2b3c.css" })).statusCode).toBe(200);
      await app.inject({ url: "/media/products/1/1.svg" });
    });
    expect(written).toEqual([]);
  });

  it("keeps an email in the address out of the line", async () => {
    const written = await linesOf(() => app.inject({ url: "/api/branches?q=sam@example.co.uk" }));
    expect(written).toHaveLength(1);
    expect(written[0]?.msg).not.toContain("sam@example.co.uk");
  });
});
