import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The shopper's request as the Web `Request` React Router expects: same method, absolute URL
 * on the shopper's host, every header, and the raw body stream for form posts. The request is
 * aborted when the shopper goes away, so a slow loader stops rendering for nobody.
 */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
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
