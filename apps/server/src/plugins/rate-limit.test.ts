import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, testConfig } from "../../test/build-test-app.ts";
import { errorsPlugin } from "./errors.ts";
import { rateLimitPlugin, searchRateLimit } from "./rate-limit.ts";

// A bare app with one route opted in the way search routes do.
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.decorate("config", testConfig({ searchRateLimit: 2 }));
  await app.register(errorsPlugin);
  await app.register(rateLimitPlugin);
  app.get("/search", { config: { rateLimit: searchRateLimit(app) } }, () => ({ ok: true }));
  app.get("/other", () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

const from = (remoteAddress: string, url = "/search") => app.inject({ url, remoteAddress });

describe("search rate limit", () => {
  it("answers 429 rate_limited in the error shape past SEARCH_RATE_LIMIT a minute", async () => {
    expect((await from("10.0.0.1")).statusCode).toBe(200);
    expect((await from("10.0.0.1")).statusCode).toBe(200);
    const refused = await from("10.0.0.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: "rate_limited", message: "Too many requests. Please try again in 1 minute." },
    });
    expect(refused.headers["retry-after"]).toBe("60");
  });

  it("counts each client on its own", async () => {
    expect((await from("10.0.0.2")).statusCode).toBe(200);
  });

  it("leaves routes that did not opt in alone", async () => {
    for (let i = 0; i < 3; i += 1) expect((await from("10.0.0.3", "/other")).statusCode).toBe(200);
  });

  it("is switched off by a limit of 0", () => {
    expect(searchRateLimit({ config: testConfig({ searchRateLimit: 0 }) } as FastifyInstance)).toBe(false);
  });
});

describe("on the real search routes", () => {
  it("refuses the third autocomplete of a minute when the limit is 2", async () => {
    const shop = await buildTestApp({ config: { searchRateLimit: 2 } });
    const autocomplete = () => shop.inject({ url: "/api/search/autocomplete?q=timber" });
    const statuses = [(await autocomplete()).statusCode, (await autocomplete()).statusCode];
    const refused = await autocomplete();
    await shop.close();
    expect(statuses).toEqual([200, 200]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("rate_limited");
  });
});
