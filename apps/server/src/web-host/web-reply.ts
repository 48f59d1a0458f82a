import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyReply } from "fastify";

export const PAGE_CACHE_CONTROL = "private, no-cache";

/**
 * Streams React Router's Web `Response` back through Fastify: status, every header (each
 * Set-Cookie kept separate; joined with commas they would break), then the body as it renders.
 * `extraSetCookies` are the cookies the API set while the page was being rendered.
 */
export function sendWebResponse(reply: FastifyReply, response: Response, extraSetCookies: readonly string[]) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") reply.header(name, value);
  });
  // Pages carry the session's CSRF token and the shopper's VAT choice: no shared cache may keep them.
  if (!response.headers.has("cache-control")) reply.header("cache-control", PAGE_CACHE_CONTROL);
  const setCookies = [...extraSetCookies, ...response.headers.getSetCookie()];
  if (setCookies.length > 0) reply.header("set-cookie", setCookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
