/**
 * The browse limit on the real app with the fixture web build: page renders and catalogue reads
 * are limited per client, and a render's own in-process API calls do not count again.
 */
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app.ts";

const webBuildDir = fileURLToPath(new URL("./test-fixture", import.meta.url));
const LIMIT = 3;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ config: { browseRateLimit: LIMIT, webBuildDir } });
});
afterAll(() => app.close());

const from = (remoteAddress: string, url: string) => app.inject({ url, remoteAddress });

describe("browse rate limit", () => {
  it("renders a page LIMIT times a minute per client, each render counted once however many API calls it makes", async () => {
    for (let render = 0; render < LIMIT; render += 1) {
      const page = await from("10.1.0.1", "/browse");
      expect(page.statusCode).toBe(200);
      // Three catalogue calls per render: counted, they would have been refused from the second render on.
      expect(page.json()).toEqual({ apiStatuses: [200, 200, 200] });
    }
    const refused = await from("10.1.0.1", "/browse");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: "rate_limited", message: "Too many requests. Please try again in 1 minute." },
    });
    expect(refused.headers["retry-after"]).toBe("60");
  });

  it("leaves the same client's direct catalogue calls their own allowance, untouched by its renders", async () => {
    for (let render = 0; render < LIMIT; render += 1) await from("10.1.0.2", "/browse");
    for (let call = 0; call < LIMIT; call += 1) {
      expect((await from("10.1.0.2", "/api/categories/tree")).statusCode).toBe(200);
    }
  });

  it("answers a client calling a catalogue route past the limit with 429 in the error shape", async () => {
    const listing = "/api/categories/timber/products";
    for (let call = 0; call < LIMIT; call += 1)
      expect((await from("10.1.0.3", listing)).statusCode).toBe(404);
    const refused = await from("10.1.0.3", listing);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("rate_limited");
  });

  it("counts each client on its own", async () => {
    for (let render = 0; render <= LIMIT; render += 1) await from("10.1.0.4", "/browse");
    expect((await from("10.1.0.5", "/browse")).statusCode).toBe(200);
  });

  it("is switched off by a limit of 0", async () => {
    const unlimited = await buildTestApp({ config: { browseRateLimit: 0, webBuildDir } });
    try {
      for (let render = 0; render <= LIMIT + 1; render += 1) {
        expect((await unlimited.inject({ url: "/browse", remoteAddress: "10.1.0.6" })).statusCode).toBe(200);
      }
    } finally {
      await unlimited.close();
    }
  });
});
