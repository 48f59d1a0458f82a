import type { FastifyInstance, FastifyRequest } from "fastify";

/** What page loaders and actions receive to call the JSON API (apps/web/app/lib/load-context.ts). */
export type ApiFetch = (request: Request) => Promise<Response>;

/** Headers of the shopper's request that the API needs to answer as if the shopper had called it. */
const FORWARDED_HEADERS = ["host", "user-agent", "accept-language"] as const;

/** Statuses whose responses must not carry a body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * One page request's way into the API: in-process through `app.inject`, so server rendering
 * pays no socket or TCP cost. The shopper's cookies go along, and cookies the API sets are
 * both remembered for the next call in the same render (a session created by the first call
 * is the session of the second) and collected for the page response.
 */
export function createApiFetch(app: FastifyInstance, pageRequest: FastifyRequest) {
  const cookieJar = parseCookieHeader(pageRequest.headers.cookie);
  const setCookies: string[] = [];
  const requestId = headerValue(pageRequest.headers["x-request-id"]) ?? String(pageRequest.id);
  const spent = { calls: 0, ms: 0 };

  const apiFetch: ApiFetch = async (request) => {
    // Only the API, whatever origin the request names: rendering a page must never re-enter the page handler.
    const { pathname, search } = new URL(request.url);
    const path = pathname + search;
    if (!pathname.startsWith("/api/")) throw new Error(`apiFetch only calls the API, got ${path}`);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    for (const name of FORWARDED_HEADERS) {
      const value = headerValue(pageRequest.headers[name]);
      if (value !== undefined) headers[name] = value;
    }
    headers["x-request-id"] = requestId;
    const cookie = formatCookieHeader(cookieJar);
    if (cookie) headers.cookie = cookie;
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;

    const started = performance.now();
    spent.calls += 1;
    const reply = await app.inject({
      method: request.method as "GET",
      url: path,
      headers,
      ...(body ? { payload: body } : {}),
      // Rate limits and logs see the shopper's address, not the server's own.
      remoteAddress: pageRequest.ip,
    });

    spent.ms += performance.now() - started;
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(name, one);
    }
    for (const setCookie of responseHeaders.getSetCookie()) {
      setCookies.push(setCookie);
      rememberCookie(cookieJar, setCookie);
    }
    const responseBody = NULL_BODY_STATUSES.has(reply.statusCode) ? null : new Uint8Array(reply.rawPayload);
    return new Response(responseBody, { status: reply.statusCode, headers: responseHeaders });
  };

  /** What the render spent on the API so far, as a Server-Timing entry: `api;desc="2 calls";dur=3.1`. */
  const serverTiming = () => `api;desc="${spent.calls} calls";dur=${spent.ms.toFixed(1)}`;

  return { apiFetch, setCookies, serverTiming };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(", ") : value;
}

function parseCookieHeader(header: string | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const pair of (header ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator > 0) jar.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  }
  return jar;
}

function formatCookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Applies one Set-Cookie to the jar: a new value replaces the old, an expired cookie leaves. */
function rememberCookie(jar: Map<string, string>, setCookie: string): void {
  const [pair = "", ...attributes] = setCookie.split(";");
  const separator = pair.indexOf("=");
  if (separator <= 0) return;
  const name = pair.slice(0, separator).trim();
  const expired = attributes.some((attribute) => {
    const [key = "", value = ""] = attribute.split("=").map((part) => part.trim().toLowerCase());
    return (key === "max-age" && Number(value) <= 0) || (key === "expires" && Date.parse(value) < Date.now());
  });
  if (expired) jar.delete(name);
  else jar.set(name, pair.slice(separator + 1).trim());
}
