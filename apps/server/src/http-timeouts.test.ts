import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../test/build-test-app.ts";
import { startSession, type TestSession } from "../test/session-cookie.ts";

const TIMEOUT_MS = 1_000;

/**
 * Sends a request's headers and then its body one byte every 200 ms, each byte well inside any idle
 * timeout; resolves with what the server sent and when the connection closed.
 */
function dripBody(port: number, session: TestSession): Promise<{ closedAfterMs: number; answer: string; bytesSent: number }> {
  const body = JSON.stringify({ vat: "EX", padding: "x".repeat(80) });
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let bytesSent = 0;
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", () => {});
    socket.once("connect", () => {
      socket.write(
        `PUT /api/preferences/vat HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
          `Cookie: ${session.cookie}\r\nX-CSRF-Token: ${session.csrfToken}\r\n\r\n`,
      );
      const drip = setInterval(() => {
        if (bytesSent < body.length && !socket.destroyed) socket.write(body[bytesSent++] ?? "");
      }, 200);
      // Without a timeout the server would wait out the whole body; the test gives up long before.
      const giveUp = setTimeout(() => socket.destroy(), TIMEOUT_MS + 5_000);
      socket.once("close", () => {
        clearInterval(drip);
        clearTimeout(giveUp);
        resolve({ closedAfterMs: Date.now() - started, answer, bytesSent });
      });
    });
  });
}

describe("HTTP timeouts", () => {
  let app: FastifyInstance;
  let port: number;
  let session: TestSession;
  beforeAll(async () => {
    app = await buildTestApp({ config: { requestTimeoutMs: TIMEOUT_MS } });
    // A valid session and token, so the request passes every check and the server waits for its body.
    session = await startSession(app);
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it("cuts off a body sent a byte at a time once the request timeout has passed", async () => {
    const { closedAfterMs, answer, bytesSent } = await dripBody(port, session);
    // The whole body would take about 18 s; the server ends it after the timeout, checked every 250 ms.
    expect(bytesSent).toBeLessThan(30);
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS + 3_000);
    expect(answer).toMatch(/^(HTTP\/1.1 408 .*)?$/s);
  }, 20_000);
});
