import { connect, type AddressInfo, type Socket } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildTestApp } from "../test/build-test-app.ts";
import { heldRequest } from "../test/held-request.ts";
import { drainOnStop, type Stop } from "./shutdown.ts";
import { createApiFetch } from "./web-host/api-fetch.ts";

/** The app listening on a free port, with its stop. */
async function listeningApp(): Promise<{ app: FastifyInstance; stop: Stop; port: number }> {
  const app = await buildTestApp();
  const stop = drainOnStop(app, 10_000);
  await app.listen({ host: "127.0.0.1", port: 0 });
  return { app, stop, port: (app.server.address() as AddressInfo).port };
}

describe("stopping while requests are in flight", () => {
  let app: FastifyInstance;
  let stop: Stop;
  let port: number;
  beforeAll(async () => {
    ({ app, stop, port } = await listeningApp());
  });
  afterAll(() => app.close());

  it("answers a page's in-process API call made during the stop, then the page's own request, then closes", async () => {
    const page = heldRequest(port);
    await page.inFlight;
    const stopped = stop();

    // What a page action does while its request is still running: call the API in-process.
    const pageRequest = { headers: {}, id: "page-1", ip: "127.0.0.1" } as unknown as FastifyRequest;
    const { apiFetch } = createApiFetch(app, pageRequest);
    const apiAnswer = await apiFetch(new Request("http://in-process/api/health"));
    expect(apiAnswer.status).toBe(200);

    // Once the connections the kernel had already taken are picked up, the server no longer listens.
    await vi.waitFor(() => expect(app.server.listening).toBe(false));
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

    page.send();
    // The page's own request gets its normal answer (403: it carries no CSRF token), not a 503 or a reset.
    expect(await page.answer).toBe(403);
    expect(await stopped).toEqual({ abandoned: 0 });
  });
});

/** A raw connection to the server, made and accepted, that has sent nothing yet. */
async function openConnection(app: FastifyInstance, port: number): Promise<Socket> {
  const accepted = new Promise<void>((resolve) => app.server.once("connection", () => resolve()));
  const socket = connect({ host: "127.0.0.1", port });
  await Promise.all([accepted, new Promise((resolve) => socket.once("connect", resolve))]);
  return socket;
}

/** Everything the server sends back on the socket until it closes it. */
function answerOn(socket: Socket): Promise<string> {
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString()));
  return new Promise((resolve) => socket.once("close", () => resolve(received)));
}

describe("stopping while connections are open but their requests have not arrived", () => {
  let app: FastifyInstance;
  let stop: Stop;
  let port: number;
  beforeEach(async () => {
    ({ app, stop, port } = await listeningApp());
  });
  afterEach(() => app.close());

  it("answers a request that arrives on a connection opened before the stop", async () => {
    const socket = await openConnection(app, port);
    const answer = answerOn(socket);
    const stopped = stop();
    socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(await answer).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*connection: close/i);
    expect(await stopped).toEqual({ abandoned: 0 });
  });

  it("does not wait for the grace period on a connection that never sends a request", async () => {
    const socket = await openConnection(app, port);
    const closed = answerOn(socket);
    const started = Date.now();
    expect(await stop()).toEqual({ abandoned: 0 });
    expect(await closed).toBe("");
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
