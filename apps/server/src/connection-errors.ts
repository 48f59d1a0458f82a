/**
 * Requests Node's HTTP parser refuses before Fastify sees them: headers or an address over Node's
 * 16 KB, or bytes that are not HTTP. They are answered in the API's error shape, and the connection
 * is closed gently: the server stops writing but goes on reading (and dropping) what the client is
 * still sending for a moment. Closed at once, the bytes still arriving make the kernel reset the
 * connection, and a reset discards the answer unread: the client, a browser sent a very long link
 * among them, saw "connection reset" instead of the 431 on a busy server.
 */
import type { Socket } from "node:net";
import { STATUS_CODES } from "node:http";
import type { FastifyInstance } from "fastify";
import { errorReply, type ErrorCode } from "./plugins/http-error.ts";

/** How long a refused client may go on sending before its connection is cut. */
const LINGER_MS = 2_000;

type ParserError = Error & { code?: string };

const REFUSALS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: "bad_request",
    message: "The address or headers are too long",
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: "bad_request",
    message: "The request took too long to arrive",
  },
};
const NOT_HTTP = { status: 400, code: "bad_request" as const, message: "The request is not valid HTTP" };

/** Fastify's `clientErrorHandler`: called again for each chunk that arrives after the refusal. */
export function clientErrorHandler(this: FastifyInstance, error: ParserError, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed || socket.writableEnded) return;
  const refusal = REFUSALS[error.code ?? ""] ?? NOT_HTTP;
  this.log.debug({ err: error }, "request refused by the HTTP parser");
  const body = JSON.stringify(errorReply(refusal.code, refusal.message));
  socket.end(
    `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  // A client too slow to send its request gets no more time; one mid-way through a long one may finish.
  if (refusal.status === 408) socket.destroy();
  else setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
