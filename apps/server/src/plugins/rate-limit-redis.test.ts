/**
 * issue 20 "More than one machine": with REDIS_URL, rate limits are counted in Redis, so two
 * processes of the shop count one client together (decision 149). The shared count runs when
 * TEST_REDIS_URL names a Redis server (CI sets it when one answers); a Redis that does not answer
 * never stops the shop.
 */
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app.ts";

const redisUrl = process.env.TEST_REDIS_URL;
const LIMIT = 3;
const search = (app: FastifyInstance) => app.inject({ url: "/api/search?q=timber" });

describe.runIf(redisUrl)("rate limits shared through Redis", () => {
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    // Counts left by an earlier run within the minute would count against this one.
    const redis = new Redis(redisUrl!);
    const stale = await redis.keys("shop-rate-limit:*");
    if (stale.length > 0) await redis.del(...stale);
    await redis.quit();
    const config = { redisUrl: redisUrl!, searchRateLimit: LIMIT };
    [first, second] = await Promise.all([
      buildTestApp({ data: "demo", config }),
      buildTestApp({ data: "demo", config }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it("counts one client's searches on both processes together", async () => {
    const statuses = [];
    for (const app of [first, second, first, second]) statuses.push((await search(app)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("rate limits when Redis does not answer", () => {
  it("serves every request, uncounted, rather than failing it", async () => {
    const app = await buildTestApp({
      data: "demo",
      config: { redisUrl: "redis://127.0.0.1:1", searchRateLimit: 1 },
    });
    try {
      const statuses = [(await search(app)).statusCode, (await search(app)).statusCode];
      expect(statuses).toEqual([200, 200]);
    } finally {
      await app.close();
    }
  });
});
