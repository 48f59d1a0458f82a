/**
 * Rate limits (@fastify/rate-limit), off by default and switched on per route: search, login,
 * pages and catalogue reads. A route opts in through its config:
 *
 *   app.get("/search", { config: { rateLimit: searchRateLimit(app) }, schema, handler })
 *
 * A client over its limit gets 429 `rate_limited` in the API's error shape. With REDIS_URL the
 * counts live in Redis, so every process of the shop counts a client together (decision 149).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import rateLimit, { type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { httpError } from "./http-error.ts";

const ONE_MINUTE = 60_000;

/** Search routes: `config.searchRateLimit` requests per minute per client; 0 switches the limit off. */
export function searchRateLimit(app: FastifyInstance): RateLimitOptions | false {
  return perMinute(app.config.searchRateLimit);
}

export function perMinute(max: number): RateLimitOptions | false {
  return max > 0 ? { max, timeWindow: ONE_MINUTE } : false;
}

/**
 * Set while a page renders. Its loaders call the API in-process (app.inject) with the shopper's
 * address, and those calls run inside the render's async context, which no request from outside
 * can enter: so they are told apart from the same shopper calling the API directly.
 */
const pageRender = new AsyncLocalStorage<true>();

/** Whether this code runs as part of a page render (an in-process API call of its loaders). */
export const insidePageRender = () => pageRender.getStore() === true;

/** Runs a page render; the browse limit has already counted it, once, for all its API calls. */
export function renderingPage<T>(render: () => Promise<T>): Promise<T> {
  return pageRender.run(true, render);
}

/**
 * Page renders and catalogue reads: `config.browseRateLimit` per minute per client and route,
 * far above a person's browsing, well below a scraper's; 0 switches it off (decision 093).
 * A catalogue call made by a page render is not counted again.
 */
export function browseRateLimit(app: FastifyInstance): RateLimitOptions | false {
  const limit = perMinute(app.config.browseRateLimit);
  return limit && { ...limit, allowList: insidePageRender };
}

/** How long a count may wait on Redis before the request goes on uncounted (a limit is no reason to fail a sale). */
const REDIS_TIMEOUT_MS = 500;

/**
 * The shared store, connected before the shop serves its first request: a count asked before the
 * connection is ready would fail at once (no offline queue) and go uncounted. A Redis that does
 * not answer within the connect timeout delays the start by that long, never stops it.
 */
async function sharedCounts(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    connectTimeout: REDIS_TIMEOUT_MS * 4,
    commandTimeout: REDIS_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on("error", (error: Error) => app.log.warn({ err: error }, "rate-limit store unreachable"));
  app.addHook("onClose", async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  await connected(redis, REDIS_TIMEOUT_MS * 4);
  return redis;
}

/** Resolves once the client is ready, fails to connect, or the wait is over, whichever comes first. */
function connected(redis: Redis, waitMs: number): Promise<void> {
  if (redis.status === "ready") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off("ready", done).off("error", done);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    redis.once("ready", done).once("error", done);
  });
}

async function rateLimits(app: FastifyInstance) {
  const redisUrl = app.config.redisUrl;
  await app.register(rateLimit, {
    global: false,
    ...(redisUrl
      ? { redis: await sharedCounts(app, redisUrl), nameSpace: "shop-rate-limit:", skipOnError: true }
      : {}),
    errorResponseBuilder: (_request, context) =>
      httpError(429, "rate_limited", `Too many requests. Please try again in ${context.after}.`),
  });
}

export const rateLimitPlugin = fp(rateLimits, { name: "rate-limit" });
