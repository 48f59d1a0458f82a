/** The API's JSON compressed in one call for a browser that accepts it (decision 182). */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app.ts";
import { loadConfig } from "../config.ts";
import { securityPlugin } from "./security.ts";

const BROWSER = "gzip, deflate, br, zstd";
const json = (bytes: number) => JSON.stringify({ text: "4x2 C24 treated timber ".repeat(bytes / 23) });

let replies: FastifyInstance;
beforeAll(async () => {
  // The security plugin registers this one beside @fastify/compress, as the shop has them.
  replies = Fastify();
  await replies.register(securityPlugin, { config: loadConfig({}) });
  replies.get("/json", (request, reply) =>
    reply
      .type("application/json; charset=utf-8")
      .send(json(Number((request.query as { bytes: string }).bytes))),
  );
  replies.get("/page", (_request, reply) => reply.type("text/html").send(`<p>${"timber ".repeat(1000)}</p>`));
});
afterAll(() => replies.close());

const ask = (url: string, headers: Record<string, string> = {}) => replies.inject({ url, headers });

describe("JSON replies", () => {
  it("are sent as brotli to a browser, which reads them back whole", async () => {
    const response = await ask("/json?bytes=3000", { "accept-encoding": BROWSER });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toMatch(/accept-encoding/);
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(3000 / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(json(3000));
  });

  it("are gzipped for a client that takes only gzip, or refuses brotli", async () => {
    for (const accepted of ["gzip", "br;q=0, gzip"]) {
      const response = await ask("/json?bytes=3000", { "accept-encoding": accepted });
      expect(response.headers["content-encoding"], accepted).toBe("gzip");
      expect(gunzipSync(response.rawPayload).toString()).toBe(json(3000));
    }
  });

  it("are sent as they are without an accepted encoding, with x-no-compression, or when under 1 KB", async () => {
    for (const [url, headers] of [
      ["/json?bytes=3000", {}],
      ["/json?bytes=3000", { "accept-encoding": "identity" }],
      ["/json?bytes=3000", { "accept-encoding": BROWSER, "x-no-compression": "1" }],
      ["/json?bytes=500", { "accept-encoding": BROWSER }],
    ] as const) {
      const response = await ask(url, headers);
      expect(response.headers["content-encoding"], `${url} ${JSON.stringify(headers)}`).toBeUndefined();
      expect(response.body).toBe(json(Number(url.split("=")[1])));
    }
  });

  it("over 64 KB, and pages, are still compressed by the stream at its own quality", async () => {
    for (const url of ["/json?bytes=100000", "/page"]) {
      const response = await ask(url, { "accept-encoding": BROWSER });
      expect(response.headers["content-encoding"], url).toBe("br");
      expect(brotliDecompressSync(response.rawPayload).length, url).toBeGreaterThan(1024);
    }
  });
});

describe("in the shop", () => {
  let shop: FastifyInstance;
  beforeAll(async () => {
    shop = await buildTestApp({ data: "demo" });
  });
  afterAll(() => shop.close());

  it("an autocomplete asked by a browser reads back as the same suggestions", async () => {
    const url = "/api/search/autocomplete?q=timber";
    const plain = await shop.inject({ url });
    const compressed = await shop.inject({ url, headers: { "accept-encoding": BROWSER } });
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });
});
