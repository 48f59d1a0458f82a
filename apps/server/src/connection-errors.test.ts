import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../test/build-test-app.ts";

/**
 * Sends the start of a request whose address is far over Node's 16 KB of headers, waits for the
 * server to have read and answered it, then sends the rest (a megabyte more, as a long pasted link
 * might be), as a client does that writes its request before it reads: resolves with everything the
 * server sent and any error the client met on its socket (a reset, had the server stopped reading).
 */
function sendLongAddress(port: number): Promise<{ answer: string; clientError?: string }> {
  return new Promise((resolve) => {
    // Half-open allowed: the server's end of writing must not end the client's.
    const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    let answer = "";
    let clientError: string | undefined;
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", (error: NodeJS.ErrnoException) => (clientError = error.code ?? error.message));
    socket.once("close", () => resolve({ answer, ...(clientError ? { clientError } : {}) }));
    socket.once("connect", () => {
      socket.write(`GET /api/search?q=${"a".repeat(32 * 1024)}`);
      setTimeout(() => {
        for (let sent = 0; sent < 1024 * 1024 && !socket.destroyed; sent += 64 * 1024) {
          socket.write("b".repeat(64 * 1024));
        }
        if (!socket.destroyed) socket.end(" HTTP/1.1\r\nHost: localhost\r\n\r\n");
      }, 300);
    });
  });
}

describe("requests the HTTP parser refuses", () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it("answers an address over 16 KB with a 431 in the error shape, and lets the client finish sending it", async () => {
    const { answer, clientError } = await sendLongAddress(port);
    expect(clientError).toBeUndefined();
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(answer).toContain("Connection: close");
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({
      error: { code: "bad_request", message: "The address or headers are too long" },
    });
  });

  it("answers bytes that are not HTTP with a 400 in the error shape", async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => socket.write("HELLO THERE\r\n\r\n"));
      let received = "";
      socket.on("data", (chunk) => (received += chunk.toString()));
      socket.on("error", () => {});
      socket.once("close", () => resolve(received));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain('{"error":{"code":"bad_request","message":"The request is not valid HTTP"}}');
  });
});
