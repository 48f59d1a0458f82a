import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { shopOriginOf } from "../plugins/shop-origin.ts";

/** The origin of page Requests reached on a host that is not the shop's (an IP address, a stray DNS name). */
const ELSEWHERE = "http://localhost";

/**
 * The page's URL: the shop origin it was sent to and the raw path, which is always read as a path.
 * `new URL("//evil.example/x", base)` would read `//evil.example` as a host and let React Router
 * compare a foreign `Origin` with that foreign host (docs/decisions/081-cross-site-requests.md).
 */
function pageUrl(request: FastifyRequest): URL {
  const origin = shopOriginOf(request) ?? ELSEWHERE;
  return new URL(`${origin}${request.url.startsWith("/") ? "" : "/"}${request.url}`);
}

/**
 * The shopper's request as the Web `Request` React Router expects: same method, absolute URL
 * on the shop's host, every header, and the raw body stream for form posts. The request is
 * aborted when the shopper goes away, so a slow loader stops rendering for nobody.
 */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = pageUrl(request);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }

  const controller = new AbortController();
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });

  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}
