import { connect } from "node:net";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../test/build-test-app.ts";
import { builtPages } from "./built-pages.ts";
import { registerWebHost } from "./register.ts";

const buildDir = fileURLToPath(new URL("./test-fixture", import.meta.url));

/** A bare Fastify with a few fake API routes standing in for the real modules. */
async function appWithWebHost(): Promise<FastifyInstance> {
  const app = Fastify();
  // The shop's own hosts decide the origin of page URLs (plugins/shop-origin.ts).
  app.decorate("config", testConfig({ brandHosts: { "shop.example": "BU" } }));
  // Stands in for the security plugin, which gives every response its own CSP nonce.
  app.decorateReply("scriptNonce", "");
  app.addHook("onRequest", async (_request, reply) => {
    (reply as unknown as { scriptNonce: string }).scriptNonce = "nonce-for-this-response";
  });
  app.get("/api/session", async (request, reply) => {
    if (!request.headers.cookie?.includes("sid=")) reply.header("set-cookie", "sid=new-session; Path=/; HttpOnly");
    return { csrfToken: "token-1" };
  });
  app.get("/api/echo-cookie", async (request) => ({ cookie: request.headers.cookie ?? null }));
  app.get("/api/echo-headers", async (request) => ({ headers: request.headers, ip: request.ip }));
  app.post("/api/echo-body", async (request) => ({ body: request.body }));
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: { code: "not_found", message: `No route ${request.url}` } }),
  );
  await registerWebHost(app, await builtPages(buildDir));
  await app.ready();
  return app;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await appWithWebHost();
});
afterAll(() => app.close());

describe("built browser files", () => {
  it("serves hashed assets with a year-long immutable cache", async () => {
    const response = await app.inject({ url: "/assets/app-1a2b3c.css" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body).toContain("color:#111");
  });

  it("sends a hashed asset compressed ahead of time to a browser that accepts it, with the same cache", async () => {
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const response = await app.inject({
        url: "/assets/app-1a2b3c.css",
        headers: { "accept-encoding": encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["content-type"]).toContain("text/css");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(decode(response.rawPayload).toString()).toContain("color:#111");
    }
  });

  it("serves other public files with a short cache", async () => {
    const response = await app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("answers a missing asset with a plain 404, not a rendered page", async () => {
    const response = await app.inject({ url: "/assets/gone-123.js" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: "not_found" } });
  });
});

describe("pages", () => {
  it("renders a document with the loader's API data and hands the API's cookie to the browser", async () => {
    const response = await app.inject({ url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain('"csrfToken":"token-1"');
    const setCookies = [response.headers["set-cookie"]].flat();
    expect(setCookies).toContain("sid=new-session; Path=/; HttpOnly");
    expect(setCookies).toContain("page_seen=1; Path=/");
  });

  it("sends a session cookie the API set on the first call with the next call of the same render", async () => {
    const response = await app.inject({ url: "/" });
    expect(response.body).toContain('"cookieOnSecondCall":"sid=new-session"');
  });

  it("says in Server-Timing how many API calls the render made", async () => {
    const response = await app.inject({ url: "/" });
    // The fixture's root loader reads the session and then an echo: two calls.
    expect(response.headers["server-timing"]).toMatch(/^api;desc="2 calls";dur=\d+\.\d$/);
  });

  it("keeps pages out of shared caches", async () => {
    const response = await app.inject({ url: "/" });
    expect(response.headers["cache-control"]).toBe("private, no-cache");
  });

  it("gives the page this response's CSP nonce for its inline scripts", async () => {
    const response = await app.inject({ url: "/" });
    expect(response.body).toContain('"cspNonce":"nonce-for-this-response"');
  });

  it("does not replace a session the shopper already has", async () => {
    const response = await app.inject({ url: "/", headers: { cookie: "sid=mine; price_vat=EX" } });
    expect(response.body).toContain('"cookieOnSecondCall":"sid=mine; price_vat=EX"');
    expect([response.headers["set-cookie"]].flat()).not.toContain("sid=new-session; Path=/; HttpOnly");
  });

  it("answers HEAD like GET without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });

  it("gives loaders the shopper's URL and forwards the shopper's headers to the API", async () => {
    const response = await app.inject({
      url: "/echo?x=1",
      headers: {
        host: "shop.example",
        "user-agent": "TestAgent/1.0",
        "accept-language": "en-GB",
        "x-request-id": "req-42",
        cookie: "sid=abc",
        "x-not-forwarded": "secret",
      },
      remoteAddress: "203.0.113.9",
    });
    const seen = response.json();
    expect(seen.method).toBe("GET");
    expect(seen.url).toBe("http://shop.example/echo?x=1");
    expect(seen.apiSaw.headers).toMatchObject({
      host: "shop.example",
      "user-agent": "TestAgent/1.0",
      "accept-language": "en-GB",
      "x-request-id": "req-42",
      cookie: "sid=abc",
      "x-extra": "yes",
    });
    expect(seen.apiSaw.headers["x-not-forwarded"]).toBeUndefined();
    expect(seen.apiSaw.ip).toBe("203.0.113.9");
  });

  it("reads a path that starts with // as a path on the shop's host, never as another host", async () => {
    const response = await app.inject({
      method: "POST",
      url: "//evil.example/echo",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        host: "shop.example",
        origin: "http://evil.example",
      },
      payload: "name=Sheet+materials",
    });
    // React Router now compares the foreign Origin with the shop's host, and refuses.
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain("Sheet materials");
    const page = await app.inject({ url: "//evil.example/echo", headers: { host: "shop.example" } });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain("evil.example");
  });

  it("gives pages reached on a host that is not the shop's a URL on localhost", async () => {
    const response = await app.inject({ url: "/echo", headers: { host: "rebound.example:3000" } });
    expect(response.json().url).toBe("http://localhost/echo");
  });

  it("passes a form post's body to the action, which can post JSON to the API", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": "application/x-www-form-urlencoded", host: "localhost", origin: "http://localhost" },
      payload: "name=Sheet+materials",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ apiSaw: { body: { name: "Sheet materials" } } });
  });

  it("streams the body and keeps status and each Set-Cookie header", async () => {
    const response = await app.inject({ url: "/stream" });
    expect(response.statusCode).toBe(201);
    expect(response.body).toBe("first,second");
    expect(response.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it("leaves unknown API paths to the API's JSON 404", async () => {
    const response = await app.inject({ url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: "not_found" } });
  });
});

/** Fastify's default bodyLimit, which the API has too (app.ts sets none). */
const BODY_LIMIT = 1024 * 1024;
const PIECE = 64 * 1024;

/**
 * Posts a form to a page over a real socket, writing the body in 64 KiB pieces (at most `send`
 * bytes, chunk-framed when `chunked`) for as long as the server has not answered, and resolves
 * with the status line of its answer. A server that waits for the whole body never answers.
 */
async function postToPage(framing: string, send: number, chunked = false): Promise<string> {
  const { port } = app.server.address() as { port: number };
  const socket = connect(port, "127.0.0.1");
  let answer = "";
  const answered = new Promise<string>((resolve, reject) => {
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      if (answer.includes("\r\n")) resolve(answer.slice(0, answer.indexOf("\r\n")));
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
  });
  let done = false;
  void answered.then(() => (done = true));
  const headers = ["POST /echo HTTP/1.1", "Host: localhost", "Origin: http://localhost"];
  socket.write([...headers, "Content-Type: application/x-www-form-urlencoded", framing, "", ""].join("\r\n"));
  const piece = Buffer.alloc(PIECE, "a");
  for (let sent = 0; !done && sent < send && !socket.destroyed; sent += PIECE) {
    const framed = chunked
      ? Buffer.concat([Buffer.from(`${PIECE.toString(16)}\r\n`), piece, Buffer.from("\r\n")])
      : piece;
    // A server that answers and closes leaves a full socket that never drains.
    if (!socket.write(framed))
      await Promise.race([answered, new Promise((resolve) => socket.once("drain", resolve))]);
  }
  // A server still reading gets the body's end, so it answers whatever it makes of the post.
  if (chunked && !done && !socket.destroyed) socket.write("0\r\n\r\n");
  const status = await answered;
  socket.destroy();
  return status;
}

describe("page form bodies", () => {
  beforeAll(async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
  });

  it("refuses a body over the API's limit with 413", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/echo",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        host: "localhost",
        origin: "http://localhost",
      },
      payload: `name=${"a".repeat(BODY_LIMIT)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe("close");
  });

  it("answers 413 to a Content-Length over the limit before the body is sent", async () => {
    // Only 64 KiB of the announced 200 MB is ever sent: a server reading the body never answers.
    expect(await postToPage("Content-Length: 200000000", PIECE)).toBe("HTTP/1.1 413 Payload Too Large");
  });

  it("refuses a body of unannounced length (chunked) with 411 before reading it", async () => {
    // Up to 4 MiB is offered; a server reading it whole would take it all and still not answer.
    expect(await postToPage("Transfer-Encoding: chunked", 4 * BODY_LIMIT, true)).toBe(
      "HTTP/1.1 411 Length Required",
    );
  });
});
