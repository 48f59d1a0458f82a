import type { FastifyReply, FastifyRequest } from "fastify";
import { httpError } from "../plugins/http-error.ts";

/**
 * React Router reads a page's form post itself, from the raw request stream, and keeps all of
 * it in memory. So the size is settled before it starts: a body must say its length (every
 * browser's form post does), and that length must be within the server's bodyLimit, the API's.
 * Either refusal closes the connection rather than read a body nobody will use.
 */
export function formBodyLimit(bodyLimit: number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === "GET" || request.method === "HEAD") return;
    const length = request.headers["content-length"];
    if (length === undefined && request.headers["transfer-encoding"] !== undefined) {
      reply.header("connection", "close");
      throw httpError(411, "length_required", "A form's body must be sent with its Content-Length");
    }
    if (Number(length) > bodyLimit) {
      reply.header("connection", "close");
      throw httpError(413, "payload_too_large", `A form's body must be at most ${bodyLimit} bytes`);
    }
  };
}
