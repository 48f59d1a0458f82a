/**
 * Rate limits (@fastify/rate-limit), off by default and switched on per route: search now,
 * login and password reset later. A route opts in through its config:
 *
 *   app.get("/search", { config: { rateLimit: searchRateLimit(app) }, schema, handler })
 *
 * A client over its limit gets 429 `rate_limited` in the API's error shape.
 */
import rateLimit, { type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { httpError } from "./http-error.ts";

const ONE_MINUTE = 60_000;

/** Search routes: `config.searchRateLimit` requests per minute per client; 0 switches the limit off. */
export function searchRateLimit(app: FastifyInstance): RateLimitOptions | false {
  return perMinute(app.config.searchRateLimit);
}

export function perMinute(max: number): RateLimitOptions | false {
  return max > 0 ? { max, timeWindow: ONE_MINUTE } : false;
}

async function rateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      httpError(429, "rate_limited", `Too many requests. Please try again in ${context.after}.`),
  });
}

export const rateLimitPlugin = fp(rateLimits, { name: "rate-limit" });
