/**
 * How long the HTTP server waits for a client. Without limits a client sending its body a byte every few
 * seconds holds a connection (and its memory) for as long as it likes; a few hundred such clients and
 * nobody else gets in.
 */
import type { Server } from "node:http";
import type { FastifyHttpOptions } from "fastify";
import type { Config } from "./config.ts";

/**
 * Longer than the idle timeout of common load balancers (60 s), so an idle keep-alive connection is closed
 * by the proxy first and never under a request it is just sending (Fastify's own default).
 */
const KEEP_ALIVE_MS = 72_000;

export function httpTimeouts(config: Config): FastifyHttpOptions<Server> {
  const limit = config.requestTimeoutMs;
  return {
    // Whole request, headers and body, from its first byte.
    requestTimeout: limit,
    // Longest silence on a socket, in either direction.
    connectionTimeout: limit,
    keepAliveTimeout: KEEP_ALIVE_MS,
    http: {
      headersTimeout: limit,
      // Node checks the header and request timeouts only this often (30 s by default), so the limit
      // would otherwise be overrun by up to half a minute.
      connectionsCheckingInterval: Math.min(1_000, Math.max(50, Math.floor(limit / 4))),
    },
  };
}
